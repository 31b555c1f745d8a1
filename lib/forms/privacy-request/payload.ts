import type { Locale } from '@/lib/i18n/routing';
import type { OutboxEntry } from '@/lib/outbox/types';
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

/**
 * The request as it goes to the panel once its requester followed the link mailed to the address they
 * gave: `confirmed_at` says when, so staff know the request comes from that mailbox.
 */
export function withRequesterConfirmation(entry: OutboxEntry, confirmedAt: string): OutboxEntry {
  return { ...entry, fields: [...entry.fields.filter(([name]) => name !== 'confirmed_at'), ['confirmed_at', confirmedAt]] };
}
