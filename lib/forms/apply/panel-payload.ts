import type { ApplyInput, PhotoSlot } from './schema';
import { PHOTO_SLOTS } from './schema';
import { APPLY_DIRECT_FIELDS } from './fields';
import { safeUploadName } from '@/lib/forms/file-name';
import { toInternational } from '@/lib/forms/phone';

// Sent under their own names when not empty; `phone`, `father` and `country` are mapped, consent and the honeypot dropped.
const TEXT_FIELDS = APPLY_DIRECT_FIELDS satisfies ReadonlyArray<keyof ApplyInput>;

/** The panel's getScouted entry body: never `accept`, father inside `contacts`, country as `id_country`. */
export function buildScoutedPayload(
  input: ApplyInput,
  photos: Partial<Record<PhotoSlot, Blob>>,
  contactsLabel: string,
): FormData {
  const body = new FormData();
  for (const field of TEXT_FIELDS) {
    const value = input[field]?.trim();
    if (value) body.append(field, value);
  }
  // With its country code, whichever way it was typed, so the agency can call it from Brazil.
  const phone = input.phone?.trim();
  if (phone) body.append('phone', toInternational(phone, input.country) ?? phone);
  if (input.country) body.append('id_country', input.country);
  const father = input.father?.trim();
  if (father) {
    body.append('contacts', JSON.stringify({ value: [{ poste: 'father', name: father }], label: contactsLabel }));
  }
  for (const slot of PHOTO_SLOTS) {
    const photo = photos[slot];
    if (!photo) continue;
    body.append(slot, new File([photo], safeUploadName(slot, photo.type), { type: photo.type }));
  }
  return body;
}
