import { MAX_PHOTO_BYTES, type AcceptedImageType } from './rules';
import { sniffImageType } from '@/lib/forms/image-type';

/** Longest side of a photo after downscaling: plenty for a first look, light on a phone connection. */
export const TARGET_LONG_SIDE = 2000;
/** Files at or under this size go as they are: the upload is quick and no pixel is lost. */
export const SMALL_PHOTO_BYTES = 1024 * 1024;
const JPEG_QUALITY = 0.86;

export type PhotoRefusal = 'type' | 'too_large' | 'unreadable';

export type PreparedPhoto =
  | { ok: true; file: File; type: AcceptedImageType; downscaled: boolean }
  | { ok: false; reason: PhotoRefusal };

export type PhotoPlan = 'keep' | 'downscale';

/** Whether a photo goes as it is or is redrawn smaller as JPEG; GIFs (maybe animated) always go as they are. */
export function planPhoto(type: AcceptedImageType, bytes: number): PhotoPlan {
  if (type === 'image/gif' || bytes <= SMALL_PHOTO_BYTES) return 'keep';
  return 'downscale';
}

/** The size to draw at: the longest side brought down to `target`, never enlarged. */
export function scaledSize(width: number, height: number, target = TARGET_LONG_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= target) return { width, height };
  const ratio = target / longest;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/** The new name of a redrawn photo: same base name, '.jpg'. */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'photo'}.jpg`;
}

async function sniff(file: Blob): Promise<AcceptedImageType | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffImageType(head);
}

async function redraw(file: File): Promise<Blob | null> {
  // 'from-image' applies the EXIF rotation, so a portrait taken on a phone stays upright.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    // JPEG has no transparency: a transparent PNG gets a white background instead of a black one.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  } finally {
    bitmap.close();
  }
}

/** HEIC from an iPhone, WebP or AVIF: sent as JPEG when this browser can draw it, refused when not. */
async function convertOther(file: File): Promise<PreparedPhoto> {
  if (!file.type.startsWith('image/') || file.size === 0) return { ok: false, reason: 'type' };
  const redrawn = await redraw(file).catch(() => null);
  const type = redrawn ? await sniff(redrawn).catch(() => null) : null;
  if (!redrawn || type !== 'image/jpeg') return { ok: false, reason: 'type' };
  if (redrawn.size > MAX_PHOTO_BYTES) return { ok: false, reason: 'too_large' };
  return { ok: true, file: new File([redrawn], jpegName(file.name), { type: 'image/jpeg' }), type: 'image/jpeg', downscaled: true };
}

/**
 * Checks a picked file by its bytes (PNG, GIF or JPEG whatever its name says) and makes big phone
 * photos light enough to send: JPEG, longest side about 2000 px. GIFs and small files go untouched;
 * other image formats the browser can draw become JPEG, anything else is refused.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const type = await sniff(file).catch(() => null);
  if (!type) return convertOther(file);
  if (planPhoto(type, file.size) === 'keep') {
    if (file.size > MAX_PHOTO_BYTES) return { ok: false, reason: 'too_large' };
    return { ok: true, file: file.type === type ? file : new File([file], file.name, { type }), type, downscaled: false };
  }
  let smaller: Blob | null = null;
  try {
    smaller = await redraw(file);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (smaller && smaller.size < file.size) {
    return { ok: true, file: new File([smaller], jpegName(file.name), { type: 'image/jpeg' }), type: 'image/jpeg', downscaled: true };
  }
  if (file.size > MAX_PHOTO_BYTES) return { ok: false, reason: 'too_large' };
  return { ok: true, file: file.type === type ? file : new File([file], file.name, { type }), type, downscaled: false };
}
