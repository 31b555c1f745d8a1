import type { Locale } from '@/lib/i18n/routing';
import { PRIVACY_REQUEST_SUBJECTS } from './rules';
import type { PrivacyRequestInput } from './schema';

/**
 * The panel's `contact` entry for a request about one's data (docs/contract.md): the request under
 * `request`, a message whose first line names it in the visitor's language (then their details), and
 * an empty phone, which the form does not ask for.
 */
export function privacyRequestPayload(input: PrivacyRequestInput, locale: Locale): FormData {
  const subject = PRIVACY_REQUEST_SUBJECTS[locale][input.request];
  const payload = new FormData();
  payload.set('name', input.name);
  payload.set('email', input.email);
  payload.set('phone', '');
  payload.set('message', input.details ? `${subject}\n\n${input.details}` : subject);
  payload.set('request', input.request);
  return payload;
}
