/**
 * Bursts of applications with big photos, sent all at once against one `next start`, and the server
 * process's resident memory read from /proc: what scripts/upload-burst.ts prints and what
 * tests/e2e/resilience/upload-burst.spec.ts bounds. Linux only (reads /proc and `ss`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { FORM_TOKEN_HEADER } from '../../lib/forms/token-place';

/** A photo-like JPEG of about `targetBytes` (noise compresses badly, as a sharp phone photo does). */
export async function bigJpeg(targetBytes = 2.4 * 1024 * 1024, seed = 1): Promise<Buffer> {
  // Small enough to start below any target asked for (a 1200 px start made the 0.6 MB photos 0.9 MB).
  let side = 600;
  for (;;) {
    const width = side;
    const height = Math.round(side * 0.75);
    const pixels = Buffer.alloc(width * height * 3);
    let state = seed >>> 0;
    for (let index = 0; index < pixels.length; index += 1) {
      state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
      pixels[index] = state >>> 24;
    }
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
    if (jpeg.length >= targetBytes * 0.95 || side > 4000) return jpeg;
    side = Math.ceil(side * Math.sqrt(targetBytes / jpeg.length) * 1.02);
  }
}

/** The pid of the process listening on `port` (the `next start` server itself). */
export function pidListeningOn(port: number): number {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const match = /pid=(\d+)/.exec(out);
  if (!match) throw new Error(`no process listens on port ${port}`);
  return Number(match[1]);
}

/** Resident memory of `pid` in MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

export type BurstOptions = {
  siteUrl: string;
  count: number;
  photos: Buffer[];
  /** Distinct X-Forwarded-For per application (the server must trust the sender as a proxy). */
  addressPrefix: string;
  formToken?: string;
};

/** The request headers of an application from `address`, with the form token when there is one (it travels in the head). */
function applicationHeaders(address: string, formToken?: string): Record<string, string> {
  return { accept: 'application/json', 'x-forwarded-for': address, ...(formToken ? { [FORM_TOKEN_HEADER]: formToken } : {}) };
}

/** An adult's complete application as the form sends it, with these photos in its four slots. */
export function applicationForm(email: string, blobs: Blob[]): FormData {
  const body = new FormData();
  body.set('realname', 'Burst Applicant');
  body.set('gender', 'woman');
  body.set('email', email);
  body.set('height', '178/5.10');
  body.set('birthdate', '2001/04/17');
  body.set('accept', 'on');
  blobs.forEach((blob, slot) => body.set(`image_${slot + 1}`, blob, `p${slot + 1}.jpg`));
  return body;
}

/** One application from `address` (X-Forwarded-For: the server must trust the sender as a proxy); its answer's status. */
export async function sendApplication(options: { siteUrl: string; email: string; photos: Buffer[]; address: string; formToken?: string }): Promise<number> {
  const blobs = options.photos.map((photo) => new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }));
  const response = await fetch(`${options.siteUrl}/api/get-scouted/pt`, {
    method: 'POST',
    body: applicationForm(options.email, blobs),
    headers: applicationHeaders(options.address, options.formToken),
  });
  await response.arrayBuffer();
  return response.status;
}

/** `failures`: answers that are a 5xx other than the documented 503. */
export type BurstResult = { statuses: Record<string, number>; failures: string[] };

/** `count` applications sent at once, each with the four photos and its own forwarded address. */
export async function sendBurst({ siteUrl, count, photos, addressPrefix, formToken }: BurstOptions): Promise<BurstResult> {
  const statuses: Record<string, number> = {};
  const failures: string[] = [];
  // One Blob per photo for the whole burst: a Blob cannot change, so every application may send it.
  const blobs = photos.map((photo) => new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }));
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const body = applicationForm(`burst${index}@example.com`, blobs);
      let key: string;
      try {
        const response = await fetch(`${siteUrl}/api/get-scouted/pt`, {
          method: 'POST',
          body,
          headers: applicationHeaders(`${addressPrefix}.${Math.floor(index / 250)}.${(index % 250) + 1}`, formToken),
        });
        key = String(response.status);
        const text = await response.text();
        if (response.status >= 500 && response.status !== 503) failures.push(`${response.status} ${text.slice(0, 120)}`);
      } catch {
        // The server may close the connection of a body it refused before reading it (503).
        key = 'network';
      }
      statuses[key] = (statuses[key] ?? 0) + 1;
    }),
  );
  return { statuses, failures };
}

/** A form token old enough for the time trap: fetched, then `waitMs` later used for every send. */
export async function agedFormToken(siteUrl: string, waitMs = 3_200): Promise<string | undefined> {
  try {
    const response = await fetch(`${siteUrl}/api/form-token`, { headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    const { token } = (await response.json()) as { token?: string };
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    return token;
  } catch {
    return undefined;
  }
}
