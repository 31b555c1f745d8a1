import 'server-only';
import { sniffImageType } from '@/lib/forms/image-type';
import { cleanPhoto } from '@/lib/forms/server/clean-photo';
import { formAnswers } from '@/lib/forms/server/guard';
import type { UploadedFile } from '@/lib/forms/server/multipart';
import { privateJson } from '@/lib/http/private-json';
import type { ScoutedPhoto } from './panel-payload';
import { PHOTO_SLOTS, type PhotoSlot } from './rules';

/** What is wrong with a slot's file at a glance, before any photo is decoded, else null. */
export type PhotoProblem = 'required' | 'unreadable' | 'type';

/**
 * A slot's file as the form posted it: nothing chosen (a browser posts an empty part without a name),
 * a chosen file that is empty (a photo still downloading to the phone, a broken copy), or a file that
 * is no PNG, GIF or JPEG by its bytes. Cheap enough to say of all four at once, beside the other
 * fields' errors, so a visitor without script hears of every problem in one round.
 */
export function photoProblem(file: UploadedFile | undefined): PhotoProblem | null {
  if (!file || (file.bytes.length === 0 && file.filename === '')) return 'required';
  if (file.bytes.length === 0) return 'unreadable';
  return acceptedType(file) ? null : 'type';
}

/** The file's type by its first bytes (PNG, GIF or JPEG), else null. */
const acceptedType = (file: UploadedFile) => sniffImageType(file.bytes.subarray(0, 16));

/** Files that are not photos, named by slot: 415, whether seen at a glance or once decoded. */
export function notPhotosAnswer(errors: Record<string, string>): Response {
  return privateJson({ errors }, 415);
}

export type CheckedPhotos = { ok: true; photos: Partial<Record<PhotoSlot, ScoutedPhoto>> } | { ok: false; response: Response };

/**
 * Each photo by its bytes (the declared type and the name are whatever the client said), then decoded
 * and drawn again without metadata, upright (lib/forms/server/clean-photo.ts cleanPhoto) before anything is
 * stored: a photo that cannot be used is refused while the applicant is on the page.
 */
export async function cleanPhotos(files: Map<string, UploadedFile>): Promise<CheckedPhotos> {
  const photos: Partial<Record<PhotoSlot, ScoutedPhoto>> = {};
  const wrongType: Record<string, string> = {};
  let tooLarge = false;
  for (const slot of PHOTO_SLOTS) {
    const file = files.get(slot);
    if (!file) continue;
    const type = acceptedType(file);
    if (!type) {
      wrongType[slot] = 'type';
      continue;
    }
    const clean = await cleanPhoto(file.bytes, type);
    if (clean.ok) photos[slot] = { bytes: new Uint8Array(clean.bytes.buffer, clean.bytes.byteOffset, clean.bytes.byteLength), type: clean.type };
    else if (clean.reason === 'too_large') tooLarge = true;
    else wrongType[slot] = 'type';
  }
  if (Object.keys(wrongType).length > 0) {
    return { ok: false, response: notPhotosAnswer(wrongType) };
  }
  // More pixels than any photo needs (a decompression bomb, or a panorama): the form says to pick a smaller one.
  if (tooLarge) return { ok: false, response: formAnswers.tooLarge() };
  return { ok: true, photos };
}
