import type { ApplicationInput, PhotoSlot } from './schema';
import { PHOTO_SLOTS } from './schema';
import { APPLICATION_DIRECT_FIELDS } from './fields';
import { safeUploadName } from '@/lib/forms/file-name';
import { toInternational } from '@/lib/forms/phone';
import { isGuardianRelation } from './guardian';

// Sent under their own names when not empty; `phone`, `father` and `country` are mapped, consent and the honeypot dropped.
const TEXT_FIELDS = APPLICATION_DIRECT_FIELDS satisfies ReadonlyArray<keyof ApplicationInput>;

/** A checked photo: the bytes as received and the type found in them. */
export type ScoutedPhoto = { bytes: Uint8Array; type: string };

/** The panel's getScouted entry as its parts: text fields in order, then the photos under their slots. */
export type ScoutedParts = {
  fields: [name: string, value: string][];
  files: { field: PhotoSlot; name: string; type: string; bytes: Uint8Array }[];
};

/** What the route decided about the application beyond its answers (docs/contract.md). */
export type ScoutedContext = {
  /** Under 18 on the day of sending: `contacts` holds the guardian, and the father field is not sent. */
  minor: boolean;
  /** The consent record's JSON text (lib/forms/application/consent.ts). */
  consent: string;
};

/** `contacts` for the panel: a minor's guardian (relationship as `poste`), or an adult's optional responsible person. */
function contactsValue(input: ApplicationInput, minor: boolean, label: string): string | null {
  if (minor) {
    const relation = input.guardian_relation;
    if (!isGuardianRelation(relation) || !input.guardian_name || !input.guardian_email || !input.guardian_phone) return null;
    const phone = toInternational(input.guardian_phone, input.country) ?? input.guardian_phone;
    return JSON.stringify({ value: [{ poste: relation, name: input.guardian_name, email: input.guardian_email, phone }], label });
  }
  const father = input.father?.trim();
  return father ? JSON.stringify({ value: [{ poste: 'father', name: father }], label }) : null;
}

/**
 * The panel's getScouted entry body: never `accept`, the guardian (or an adult's father) inside
 * `contacts`, country as `id_country`, the consent record as `consent`. The photos' bytes are the
 * ones given (no copy): an application holds a few MB and a burst holds 80.
 */
export function scoutedParts(
  input: ApplicationInput,
  photos: Partial<Record<PhotoSlot, ScoutedPhoto>>,
  contactsLabel: string,
  { minor, consent }: ScoutedContext,
): ScoutedParts {
  const fields: [string, string][] = [];
  for (const field of TEXT_FIELDS) {
    const value = input[field]?.trim();
    if (value) fields.push([field, value]);
  }
  // With its country code, whichever way it was typed, so the agency can call it from Brazil.
  const phone = input.phone?.trim();
  if (phone) fields.push(['phone', toInternational(phone, input.country) ?? phone]);
  if (input.country) fields.push(['id_country', input.country]);
  const contacts = contactsValue(input, minor, contactsLabel);
  if (contacts) fields.push(['contacts', contacts]);
  fields.push(['consent', consent]);
  const files: ScoutedParts['files'] = [];
  for (const slot of PHOTO_SLOTS) {
    const photo = photos[slot];
    if (photo) files.push({ field: slot, name: safeUploadName(slot, photo.type), type: photo.type, bytes: photo.bytes });
  }
  return { fields, files };
}
