import type { ApplyInput, PhotoSlot } from './schema';
import { PHOTO_SLOTS } from './schema';
import { APPLY_DIRECT_FIELDS } from './fields';
import { safeUploadName } from '@/lib/forms/file-name';
import { toInternational } from '@/lib/forms/phone';

// Sent under their own names when not empty; `phone`, `father` and `country` are mapped, consent and the honeypot dropped.
const TEXT_FIELDS = APPLY_DIRECT_FIELDS satisfies ReadonlyArray<keyof ApplyInput>;

/** A checked photo: the bytes as received and the type found in them. */
export type ScoutedPhoto = { bytes: Uint8Array; type: string };

/** The panel's getScouted entry as its parts: text fields in order, then the photos under their slots. */
export type ScoutedParts = {
  fields: [name: string, value: string][];
  files: { field: PhotoSlot; name: string; type: string; bytes: Uint8Array }[];
};

/**
 * The panel's getScouted entry body: never `accept`, father inside `contacts`, country as `id_country`.
 * The photos' bytes are the ones given (no copy): an application holds a few MB and a burst holds 80.
 */
export function scoutedParts(input: ApplyInput, photos: Partial<Record<PhotoSlot, ScoutedPhoto>>, contactsLabel: string): ScoutedParts {
  const fields: [string, string][] = [];
  for (const field of TEXT_FIELDS) {
    const value = input[field]?.trim();
    if (value) fields.push([field, value]);
  }
  // With its country code, whichever way it was typed, so the agency can call it from Brazil.
  const phone = input.phone?.trim();
  if (phone) fields.push(['phone', toInternational(phone, input.country) ?? phone]);
  if (input.country) fields.push(['id_country', input.country]);
  const father = input.father?.trim();
  if (father) {
    fields.push(['contacts', JSON.stringify({ value: [{ poste: 'father', name: father }], label: contactsLabel })]);
  }
  const files: ScoutedParts['files'] = [];
  for (const slot of PHOTO_SLOTS) {
    const photo = photos[slot];
    if (photo) files.push({ field: slot, name: safeUploadName(slot, photo.type), type: photo.type, bytes: photo.bytes });
  }
  return { fields, files };
}
