import 'server-only';
import sharp from 'sharp';
import type { AcceptedImageType } from '@/lib/forms/application/schema';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';

/**
 * Every applicant's photo is decoded and drawn again before it goes to the panel, so the panel gets
 * the picture as the applicant saw it and nothing else: no EXIF, GPS position, XMP, IPTC, maker notes
 * or comments (sharp writes none unless asked), no bytes appended after the image (polyglots), and
 * the EXIF orientation applied to the pixels. Many applicants are minors sending phone photos.
 */

/** Refuses decompression bombs before decoding: a 10 MB file may declare gigapixels. 50 MP takes an 8000 × 6000 photo. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Longest side the panel gets, as the form's own downscaling in the browser (lib/forms/application/photo.ts). */
export const MAX_LONG_SIDE = 2000;
/** Photos decoded at once in this process: each may take a few hundred MB for a moment. */
export const MAX_PARALLEL_DECODES = 2;

const FORMAT: Record<AcceptedImageType, 'jpeg' | 'png' | 'gif'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
};

// libvips keeps recent operations and their pixels for reuse; uploads are never repeated, so that
// cache only holds memory. One thread per image: the semaphore below gives the parallelism.
sharp.cache(false);
sharp.concurrency(1);

export type CleanPhoto = { ok: true; bytes: Buffer; type: AcceptedImageType } | { ok: false; reason: 'type' | 'too_large' };

// ─── At most MAX_PARALLEL_DECODES at once, the others wait their turn ───────────────────────

type Queue = { running: number; waiting: Array<() => void> };

function queue(): Queue {
  return processGlobal<Queue>('agency.clean-photo.queue', () => ({ running: 0, waiting: [] }));
}

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const state = queue();
  if (state.running >= MAX_PARALLEL_DECODES) await new Promise<void>((resolve) => state.waiting.push(resolve));
  else state.running += 1;
  try {
    return await work();
  } finally {
    const next = state.waiting.shift();
    if (next) next();
    else state.running -= 1;
  }
}

// ─── Decode, check, redraw ──────────────────────────────────────────────────────────────────

function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

export type PhotoCheck = { ok: true } | { ok: false; reason: 'type' | 'too_large' };

/**
 * The check asks for a width this many times smaller: sharp has libjpeg decode at 1/8 (its cheapest
 * scale, every block still entropy-decoded) only when the reduction left after it is more than
 * exactly 8, and asking for 1/8 itself got 1/4 (~20 % more work per photo).
 */
const CHECK_SHRINK = 16;

/**
 * What the applicant must hear while still on the page, at a fraction of a redraw's cost: whether
 * `bytes` decode, to the end, as the format their signature said, within MAX_INPUT_PIXELS. The
 * decoder and its strictness are cleanPhoto's, so a photo that passes here is one cleanPhoto draws
 * (tests/unit/forms/server/clean-photo.test.ts damages photos byte by byte to hold the two together).
 * A JPEG is decoded with shrink-on-load (libjpeg's scaled IDCT, every block still entropy-decoded):
 * about 7 ms for a 1200 × 900 photo against 24 ms for the redraw. The application route redraws
 * (cleanPhoto) before it stores anything, so no queued item holds metadata; this check stays for callers
 * that only need the answer.
 */
export async function checkPhoto(bytes: Buffer, sniffed: AcceptedImageType): Promise<PhotoCheck> {
  return inTurn(async () => {
    const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, animated: sniffed === 'image/gif' };
    try {
      const metadata = await sharp(bytes, options).metadata();
      if (metadata.format !== FORMAT[sniffed] || !metadata.width || !metadata.height) return { ok: false, reason: 'type' };
      const width = Math.max(1, Math.floor(metadata.width / CHECK_SHRINK));
      await sharp(bytes, options).resize({ width }).raw().toBuffer();
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: isPixelLimit(error) ? 'too_large' : 'type' };
    }
  });
}

/**
 * Decodes `bytes` (whose signature said `sniffed`) and re-encodes it in the same format without any
 * metadata, upright and at most MAX_LONG_SIDE on its longest side. Refuses ('type') what does not
 * decode as that format, and ('too_large') what has more than MAX_INPUT_PIXELS.
 */
export async function cleanPhoto(bytes: Buffer, sniffed: AcceptedImageType): Promise<CleanPhoto> {
  return inTurn(async () => {
    const animated = sniffed === 'image/gif';
    const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, animated };
    try {
      const metadata = await sharp(bytes, options).metadata();
      if (metadata.format !== FORMAT[sniffed]) return { ok: false, reason: 'type' };
      const image = sharp(bytes, options)
        // No argument: turn the pixels as the EXIF Orientation says; the tag itself is not written.
        .rotate()
        .resize(MAX_LONG_SIDE, MAX_LONG_SIDE, { fit: 'inside', withoutEnlargement: true });
      const output =
        sniffed === 'image/jpeg'
          ? // libjpeg, not mozjpeg: mozjpeg's files are ~10 % smaller but its encoder took 389 ms for a
            // 1200 × 900 photo against 21 ms here, and the applicant waits on it (four per application).
            image.jpeg({ quality: 88 })
          : sniffed === 'image/png'
            ? image.png({ compressionLevel: 8 })
            : image.gif();
      // toBuffer() without withMetadata()/keepExif(): sharp writes no EXIF, XMP, IPTC or ICC comments.
      return { ok: true, bytes: await output.toBuffer(), type: sniffed };
    } catch (error) {
      return { ok: false, reason: isPixelLimit(error) ? 'too_large' : 'type' };
    }
  });
}
