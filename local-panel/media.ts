import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createRandom, type Random } from './prng';
import { SEED_IDENTITY } from './seed-identity';

export type PoolImage = { file: string; width: number; height: number };

export type MediaPool = {
  portraits: PoolImage[];
  landscapes: PoolImage[];
  covers: PoolImage[];
  slides: { desktop: PoolImage[]; mobile: PoolImage[] };
  video: string;
};

const PORTRAIT = { width: 1200, height: 1800, count: 16 };
const LANDSCAPE = { width: 1800, height: 1200, count: 6 };
const COVER = { width: 800, height: 1200, count: 12 };
const SLIDE_DESKTOP = { width: 1920, height: 1080 };
const SLIDE_MOBILE = { width: 1080, height: 1920 };
const SLIDE_COUNT = 4;
const JPEG_QUALITY = 72;

export const VIDEO_FIXTURE = path.join(import.meta.dirname, 'fixtures', 'slide.mp4');

function two(n: number): string {
  return String(n).padStart(2, '0');
}

/** The pool's file list, known without touching the disk (the seed only needs names and sizes). */
export function describePool(): MediaPool {
  const list = (prefix: string, size: { width: number; height: number }, count: number): PoolImage[] =>
    Array.from({ length: count }, (_, index) => ({
      file: `pool/${prefix}-${two(index + 1)}.jpg`,
      width: size.width,
      height: size.height,
    }));
  return {
    portraits: list('portrait', PORTRAIT, PORTRAIT.count),
    landscapes: list('landscape', LANDSCAPE, LANDSCAPE.count),
    covers: list('cover', COVER, COVER.count),
    slides: {
      desktop: Array.from({ length: SLIDE_COUNT }, (_, index) => ({
        file: `slides/slide-${index + 1}-desktop.jpg`,
        ...SLIDE_DESKTOP,
      })),
      mobile: Array.from({ length: SLIDE_COUNT }, (_, index) => ({
        file: `slides/slide-${index + 1}-mobile.jpg`,
        ...SLIDE_MOBILE,
      })),
    },
    video: 'slides/home-video.mp4',
  };
}

function grey(level: number): string {
  const value = Math.max(0, Math.min(255, Math.round(level)));
  const hex = value.toString(16).padStart(2, '0');
  return `#${hex}${hex}${hex}`;
}

/** Head, neck and shoulders of an abstract figure; `unit` is the head's half-width. */
function figure(cx: number, headY: number, unit: number, bottom: number, fill: string, longHair: boolean): string {
  const neckY = headY + 1.75 * unit;
  const x = (offset: number): number => cx + offset * unit;
  const y = (offset: number): number => neckY + offset * unit;
  const body = [
    `M ${x(-2.85)} ${bottom}`,
    `L ${x(-2.8)} ${y(2.2)}`,
    `C ${x(-2.75)} ${y(0.9)} ${x(-2.4)} ${y(0.45)} ${x(-1.4)} ${y(0.25)}`,
    `C ${x(-0.8)} ${y(0.1)} ${x(-0.52)} ${y(-0.2)} ${x(-0.48)} ${y(-0.7)}`,
    `L ${x(0.48)} ${y(-0.7)}`,
    `C ${x(0.52)} ${y(-0.2)} ${x(0.8)} ${y(0.1)} ${x(1.4)} ${y(0.25)}`,
    `C ${x(2.4)} ${y(0.45)} ${x(2.75)} ${y(0.9)} ${x(2.8)} ${y(2.2)}`,
    `L ${x(2.85)} ${bottom} Z`,
  ].join(' ');
  const top = headY - 1.7 * unit;
  const end = headY + 2.9 * unit;
  const hair = longHair
    ? `<path d="M ${x(-1.15)} ${headY} C ${x(-1.3)} ${top} ${x(1.3)} ${top} ${x(1.15)} ${headY} C ${x(1.3)} ${headY + 1.4 * unit} ${x(1.6)} ${headY + 2.4 * unit} ${x(1.7)} ${end} L ${x(-1.7)} ${end} C ${x(-1.6)} ${headY + 2.4 * unit} ${x(-1.3)} ${headY + 1.4 * unit} ${x(-1.15)} ${headY} Z" fill="${fill}"/>`
    : '';
  return `${hair}<path d="${body}" fill="${fill}"/><ellipse cx="${cx}" cy="${headY}" rx="${unit}" ry="${1.28 * unit}" fill="${fill}"/>`;
}

function placeholderSvg(width: number, height: number, random: Random): string {
  const light = random.int(196, 236);
  const dark = light - random.int(40, 80);
  const angle = random.int(0, 3);
  const [x2, y2] = [
    ['0', '1'],
    ['1', '1'],
    ['0.3', '1'],
    ['1', '0.4'],
  ][angle] ?? ['0', '1'];
  const landscape = width > height;
  const glowX = random.int(20, 80);
  const glowY = random.int(15, 45);
  const glowR = random.int(25, 45);
  const unit = (landscape ? height / 13 : width / 10.5) * (0.85 + random.next() * 0.3);
  const cx = landscape ? width * (0.3 + random.next() * 0.4) : width * (0.42 + random.next() * 0.16);
  const headY = landscape ? height * 0.42 : height * (0.3 + random.next() * 0.08);
  const longHair = random.chance(0.5);
  const shadow = figure(cx + unit * 0.4, headY + unit * 0.2, unit, height, 'rgba(0,0,0,0.07)', longHair);
  const body = figure(cx, headY, unit, height, 'url(#fig)', longHair);
  const figureTone = Math.max(40, dark - random.int(30, 60));
  const floor = landscape
    ? `<rect x="0" y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="${grey(dark + 10)}" opacity="0.55"/>`
    : '';
  const arc = `<circle cx="${width * (random.next() < 0.5 ? 0.15 : 0.85)}" cy="${height * 0.9}" r="${Math.max(width, height) * 0.35}" fill="none" stroke="${grey(light + 10)}" stroke-width="${unit * 0.12}" opacity="0.35"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${grey(light)}"/><stop offset="1" stop-color="${grey(dark)}"/></linearGradient>
<linearGradient id="fig" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${grey(figureTone)}"/><stop offset="1" stop-color="${grey(figureTone + 35)}"/></linearGradient>
<radialGradient id="glow" cx="${glowX}%" cy="${glowY}%" r="${glowR}%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<rect width="100%" height="100%" fill="url(#glow)"/>
${arc}${floor}${shadow}${body}
</svg>`;
}

async function renderJpeg(target: string, width: number, height: number, seed: number): Promise<void> {
  const svg = placeholderSvg(width, height, createRandom(seed));
  const jpeg = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .jpeg({ quality: JPEG_QUALITY, progressive: true, mozjpeg: false })
    .toBuffer();
  await writeFile(target, jpeg);
}

/** Line-drawn capitals on a 100-unit cap height: [advance width, SVG path]. No fonts, so it renders the same everywhere. */
const GLYPHS: Record<string, [number, string]> = {
  A: [80, 'M0 100 L40 0 L80 100 M16 62 H64'],
  D: [78, 'M0 0 V100 H28 A50 50 0 0 0 28 0 Z'],
  E: [58, 'M58 0 H0 V100 H58 M0 50 H48'],
  L: [54, 'M0 0 V100 H54'],
  M: [90, 'M0 100 V0 L45 74 L90 0 V100'],
  O: [96, 'M48 0 A48 50 0 1 0 48.01 0 Z'],
  R: [66, 'M0 100 V0 H38 A26 26 0 0 1 38 52 H0 M32 52 L66 100'],
  S: [62, 'M58 16 C53 6 43 0 31 0 C15 0 4 9 4 25 C4 42 20 47 31 50 C46 54 60 60 60 76 C60 92 48 100 31 100 C17 100 7 93 2 83'],
  U: [70, 'M0 0 V65 A35 35 0 0 0 70 65 V0'],
};

/** A one-line wordmark: the first word in a heavier line, the rest lighter, widely spaced, dark on transparent. */
export function logoSvg(title: string, pixelWidth: number): string {
  const words = title.toUpperCase().split(/\s+/).filter(Boolean);
  const tracking = 34;
  const wordGap = 110;
  const paths: string[] = [];
  let x = 0;
  words.forEach((word, wordIndex) => {
    const stroke = wordIndex === 0 ? 9 : 6;
    const letters = [...word].filter((letter) => GLYPHS[letter]);
    letters.forEach((letter, index) => {
      const [advance, d] = GLYPHS[letter] as [number, string];
      paths.push(`<path transform="translate(${x} 0)" d="${d}" stroke-width="${stroke}"/>`);
      x += advance + (index < letters.length - 1 ? tracking : 0);
    });
    if (wordIndex < words.length - 1) x += wordGap;
  });
  // Room for the mitred apex of A and M.
  const pad = 16;
  const width = x + pad * 2;
  const height = 100 + pad * 2;
  const pixelHeight = Math.round((pixelWidth * height) / width);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="${-pad} ${-pad} ${width} ${height}">
<g fill="none" stroke="#111111" stroke-linejoin="miter" stroke-miterlimit="3">${paths.join('')}</g>
</svg>`;
}

/** Draws every placeholder of the pool into `storageDir` (monochrome, no text, no fonts). */
export async function generateMedia(storageDir: string): Promise<MediaPool> {
  const pool = describePool();
  await mkdir(path.join(storageDir, 'pool'), { recursive: true });
  await mkdir(path.join(storageDir, 'slides'), { recursive: true });
  await mkdir(path.dirname(path.join(storageDir, SEED_IDENTITY.logo)), { recursive: true });
  const logo = await sharp(Buffer.from(logoSvg(SEED_IDENTITY.title, 2400))).png({ compressionLevel: 9, palette: true }).toBuffer();
  await writeFile(path.join(storageDir, SEED_IDENTITY.logo), logo);
  const jobs: { image: PoolImage; seed: number }[] = [
    ...pool.portraits.map((image, index) => ({ image, seed: 1000 + index })),
    ...pool.landscapes.map((image, index) => ({ image, seed: 2000 + index })),
    ...pool.covers.map((image, index) => ({ image, seed: 3000 + index })),
    ...pool.slides.desktop.map((image, index) => ({ image, seed: 4000 + index })),
    ...pool.slides.mobile.map((image, index) => ({ image, seed: 4000 + index })),
  ];
  // sharp works on libuv's thread pool, so a few renders in flight keep both cores busy.
  const concurrency = 4;
  let cursor = 0;
  const worker = async (): Promise<void> => {
    while (cursor < jobs.length) {
      const job = jobs[cursor++];
      if (!job) return;
      await renderJpeg(path.join(storageDir, job.image.file), job.image.width, job.image.height, job.seed);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await copyFile(VIDEO_FIXTURE, path.join(storageDir, pool.video));
  return pool;
}
