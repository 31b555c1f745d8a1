import 'server-only';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { cachedRead } from '@/lib/api/cached';
import { tags } from '@/lib/api/tags';
import type { GalleryPhoto, TalentProfile } from '@/lib/api/types';
import { env } from '@/lib/config/env';
import { log } from '@/lib/observability/log';
import { isOptimizableMedia } from '@/lib/talents/media';
import { displayMeasurement, sizeWithSystem } from '@/lib/roster/units';
import { measurementsFor, type MeasurementKey } from '@/lib/talents/measurements';
import type { ColourLocale } from '@/lib/talents/colours';
import { cardLayout, cutSize, printPixels, type Box, type Paper } from './layout';
import { fetchMediaPhoto, PhotoRefused } from './photo-fetch';

/** What a card says besides the talent: the agency, how to reach it, and the labels in the page's language. */
export type CardTexts = {
  agency: string;
  contact: string[];
  label: (key: MeasurementKey) => string;
  /** The job a package's cards are for, beside the agency's name. */
  title?: string;
  /** The label over a booker's note ("Nota da booker"). */
  noteLabel?: string;
};

/** A talent as its card shows it; a package's card also carries the booker's note for this client. */
export type CardProfile = TalentProfile & { note?: string | null };

// Each path spelled out beside process.cwd(): the bundler then traces these three files, not the whole project.
const FONT_FILES = {
  display: () => path.join(process.cwd(), 'node_modules/@fontsource/bodoni-moda/files/bodoni-moda-latin-400-normal.woff'),
  text: () => path.join(process.cwd(), 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff'),
  strong: () => path.join(process.cwd(), 'node_modules/@fontsource/inter/files/inter-latin-600-normal.woff'),
} as const;

const INK = '#111111';
const MUTED = '#5f5f5f';
// Print photos: enough for a sharp print at 300 dpi, small enough that a card stays well under 1.5 MB.
const JPEG_QUALITY = 80;
const PHOTO_TIMEOUT_MS = 15_000;
// A book photo is a few MB; past this it is not one (and sharp's pixel limit guards the decoding).
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

const isMedia = (url: string) => isOptimizableMedia(url, env.PANEL_URL, env.MEDIA_HOSTS);

/**
 * A photo cut to its box's shape at print resolution, kept under the talent's cache tags: an edit
 * in the panel (which revalidates the talent) draws the card again, nothing else does. Null, and
 * the box left empty, for a photo outside the media folders or too large (lib/talents/compcard/photo-fetch.ts).
 */
async function printPhoto(talentId: number, file: string, box: Box): Promise<Buffer | null> {
  // Refused before the cache is asked, so such an address costs no fetch and takes no cache entry.
  if (!isMedia(file)) return refused(talentId, new PhotoRefused('not_media'));
  const { width, height } = printPixels(box);
  const base64 = await cachedRead(['comp-card-photo', file, String(width), String(height)], [tags.talent(talentId), tags.talents], async () => {
    const bytes = await fetchMediaPhoto(file, { isMedia, maxBytes: MAX_PHOTO_BYTES, timeoutMs: PHOTO_TIMEOUT_MS });
    // The cache keeps JSON: the bytes travel as base64.
    return (await cutToBox(bytes, { width, height })).toString('base64');
  }).catch((error: unknown) => {
    if (error instanceof PhotoRefused) return error;
    throw error;
  });
  return base64 instanceof PhotoRefused ? refused(talentId, base64) : Buffer.from(base64, 'base64');
}

/** A photo as JPEG in the box's shape (lib/talents/compcard/layout.ts cutSize), upright, never enlarged. */
export async function cutToBox(bytes: Buffer, wanted: { width: number; height: number }): Promise<Buffer> {
  const upright = await sharp(bytes, { limitInputPixels: 50_000_000 }).rotate().toBuffer({ resolveWithObject: true });
  const size = cutSize(wanted, upright.info);
  return sharp(upright.data).resize(size.width, size.height, { fit: 'cover', position: 'attention' }).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

function refused(talentId: number, refusal: PhotoRefused): null {
  log.warn({ event: 'comp-card.photo-refused', talentId, reason: refusal.reason });
  return null;
}

/** Between the agency's name and the job's title on a card's first line, in points. */
const TITLE_GAP = 24;

/**
 * `text` as it fits in `width` on one line (`measure` gives a string's width in the current font):
 * whole, or cut at a word (at a character for one long word) with an ellipsis; empty when not even that fits.
 */
export function fitLine(text: string, width: number, measure: (text: string) => number): string {
  const whole = text.replace(/\s+/g, ' ').trim();
  if (measure(whole) <= width) return whole;
  const words = whole.split(' ');
  for (let count = words.length - 1; count > 0; count -= 1) {
    const candidate = `${words.slice(0, count).join(' ').replace(/[\s,;:—–-]+$/u, '')}…`;
    if (measure(candidate) <= width) return candidate;
  }
  const first = words[0] ?? '';
  for (let length = first.length - 1; length > 0; length -= 1) {
    const candidate = `${first.slice(0, length)}…`;
    if (measure(candidate) <= width) return candidate;
  }
  return '';
}

type Line = { label: string; value: string };

/**
 * Every measurement the profile shows, in cm and in ft/in side by side; a jeans or shoe size, the same
 * in both, with its system ('BR 36', 'EU 38') as the profile shows it in ft/in; colours in the page's language.
 */
export function measurementLines(profile: Pick<TalentProfile, 'gender' | 'height' | 'bust' | 'waist' | 'hips' | 'chest' | 'jeans' | 'shoes' | 'shirt' | 'suit' | 'hair' | 'eyes'>, locale: ColourLocale, label: (key: MeasurementKey) => string): Line[] {
  const metric = measurementsFor(profile, 'metric', locale);
  const imperial = measurementsFor(profile, 'imperial', locale);
  return metric.map((item, index) => {
    const metricText = displayMeasurement(item, 'metric');
    const other = imperial[index]?.value;
    const value = other && other !== item.value ? `${metricText} · ${other}` : (sizeWithSystem(item) ?? metricText);
    return { label: label(item.key), value };
  });
}

async function drawCard(doc: PDFKit.PDFDocument, profile: CardProfile, paper: Paper, locale: ColourLocale, texts: CardTexts): Promise<void> {
  const book = profile.book.filter((photo) => photo.file !== profile.cover);
  const note = profile.note?.trim() || null;
  const layout = cardLayout<GalleryPhoto>(paper, profile.cover ? { width: 2, height: 3 } : null, book, { note: note !== null });
  const [cover, ...placed] = await Promise.all([
    layout.cover && profile.cover ? printPhoto(profile.id, profile.cover, layout.cover) : Promise.resolve(null),
    ...layout.book.map(({ photo, box }) => printPhoto(profile.id, photo.file, box)),
  ]);

  doc.font('text').fontSize(8).fillColor(INK).text(texts.agency.toUpperCase(), layout.agency.x, layout.agency.y, {
    width: layout.agency.width,
    characterSpacing: 2,
    lineBreak: false,
  });
  if (texts.title) {
    // Right-aligned on the agency's line, in the room its name leaves: cut with an ellipsis, never over it.
    const agencyWidth = doc.widthOfString(texts.agency.toUpperCase(), { characterSpacing: 2 });
    const room = layout.agency.width - agencyWidth - TITLE_GAP;
    doc.font('text').fontSize(8).fillColor(MUTED);
    const title = fitLine(texts.title, room, (text) => doc.widthOfString(text));
    if (title) doc.text(title, layout.agency.x + layout.agency.width - room, layout.agency.y, { width: room, align: 'right', lineBreak: false });
  }
  doc.font('display').fontSize(30).fillColor(INK).text(profile.name, layout.name.x, layout.name.y, { width: layout.name.width, lineBreak: false, ellipsis: true });

  // Cut to the box's shape already; `cover` and the clip keep it unsquashed should it differ by a pixel.
  const image = (bytes: Buffer | null, box: Box | null) => {
    if (!bytes || !box) return;
    doc.save();
    doc.rect(box.x, box.y, box.width, box.height).clip();
    doc.image(bytes, box.x, box.y, { cover: [box.width, box.height], align: 'center', valign: 'center' });
    doc.restore();
  };
  image(cover, layout.cover);
  layout.book.forEach(({ box }, index) => image(placed[index] ?? null, box));

  if (note && layout.note) {
    doc.font('text').fontSize(7).fillColor(MUTED).text((texts.noteLabel ?? '').toUpperCase(), layout.note.x, layout.note.y, { width: layout.note.width, characterSpacing: 1.2, lineBreak: false });
    doc.font('text').fontSize(9).fillColor(INK).text(note, layout.note.x, layout.note.y + 11, { width: layout.note.width, height: layout.note.height - 11, ellipsis: true });
  }

  // Measurements: four to a row, the label small above its value.
  const lines = measurementLines(profile, locale, texts.label);
  const columns = 4;
  const cellWidth = layout.measurements.width / columns;
  lines.forEach((line, index) => {
    const x = layout.measurements.x + (index % columns) * cellWidth;
    const y = layout.measurements.y + Math.floor(index / columns) * 36;
    doc.font('text').fontSize(7).fillColor(MUTED).text(line.label.toUpperCase(), x, y, { width: cellWidth - 8, characterSpacing: 1.2, lineBreak: false });
    doc.font('strong').fontSize(10).fillColor(INK).text(line.value, x, y + 11, { width: cellWidth - 8, lineBreak: false, ellipsis: true });
  });

  doc.font('text').fontSize(7.5).fillColor(MUTED).text(texts.contact.join('   ·   '), layout.contact.x, layout.contact.y, {
    width: layout.contact.width,
    align: 'center',
    lineBreak: false,
    ellipsis: true,
  });
}

/** One PDF with a card per talent, in the order given, on `paper`. Fonts embedded (subset), photos as JPEG. */
export async function renderCompCards(profiles: CardProfile[], paper: Paper, locale: ColourLocale, texts: CardTexts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: paper === 'a4' ? 'A4' : 'LETTER',
    margin: 0,
    // Our own face from the start: pdfkit would otherwise load its Helvetica metrics first.
    font: FONT_FILES.text(),
    autoFirstPage: false,
    info: { Title: texts.title ? `${texts.title} — ${texts.agency}` : profiles.length === 1 ? `${profiles[0]!.name} — ${texts.agency}` : texts.agency, Author: texts.agency, Creator: texts.agency },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file());
  for (const profile of profiles) {
    doc.addPage();
    await drawCard(doc, profile, paper, locale, texts);
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
