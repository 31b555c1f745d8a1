import { GUARDIAN_FIELDS, isMinorOn } from '@/lib/forms/application/guardian';
import { isBareCallingCode } from '@/lib/forms/phone-rules';

/**
 * The text part of the application's multipart body, from the form's values: every non-empty answer,
 * the birthdate as the schema wrote it, the consent boxes as `true`. Only what applies is sent: an
 * adult's hidden guardian answers stay in this browser, and a minor's guardian replaces the adult's
 * optional responsible person (the server applies the same rule, lib/forms/application/guardian.ts).
 */
export function applicationBody(values: Record<string, unknown>, birthdate: string, today: Date): FormData {
  const minor = isMinorOn(birthdate, today);
  const skipped = new Set<string>(['accept', ...(minor ? ['father', 'guardian_accept'] : GUARDIAN_FIELDS)]);
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (skipped.has(name)) continue;
    if (typeof value === 'string' && value.trim() !== '' && !(name.endsWith('phone') && isBareCallingCode(value))) body.append(name, value);
  }
  body.set('birthdate', birthdate);
  body.append('accept', 'true');
  if (minor && values.guardian_accept === true) body.append('guardian_accept', 'true');
  return body;
}
