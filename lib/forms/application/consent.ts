import { MAX_FORM_AGE_MS } from '@/lib/forms/server/token-sign';
import type { OutboxEntry } from '@/lib/outbox/types';
import { CONSENT_TIME_FIELDS } from './consent-times';
import type { GuardianRelation } from './guardian';

/**
 * The consent record sent with every application (docs/contract.md, `consent`): which notice was
 * shown (its version and language), who consented and when each box was ticked, and when Send was
 * pressed. The times come from the browser (hidden fields the form fills in), checked here; nothing
 * in the record is a photo, a message or a contact detail.
 */

// A browser's clock a little ahead of the server's still counts; the form is open for at most a token's life.
const CLOCK_SKEW_MS = 2 * 60_000;

export type ConsentRecord = {
  schema: 1;
  notice: { version: string; locale: string };
  locale: string;
  submitted_at: string;
  consents: Array<
    | { by: 'applicant'; accepted_at: string }
    | {
        by: 'guardian';
        relationship: GuardianRelation;
        accepted_at: string;
        /** When the guardian followed the link mailed to them and confirmed (lib/confirmations); the site sends a minor's application only then. */
        confirmed_at?: string;
        channel?: 'email';
      }
  >;
};

/**
 * A time the browser gave, when it is sane: readable, no later than the server received the send
 * (give or take a clock's skew) and no earlier than the oldest form that may still be sent. Otherwise
 * null: the caller uses the time of receipt (as it does for a form sent without JavaScript).
 */
export function saneBrowserTime(value: string | undefined, received: Date): Date | null {
  const text = value?.trim();
  if (!text || text.length > 40) return null;
  const time = /^\d{1,15}$/.test(text) ? new Date(Number(text)) : /^\d{4}-\d{2}-\d{2}T/.test(text) ? new Date(text) : null;
  if (!time || Number.isNaN(time.getTime())) return null;
  const at = time.getTime();
  const now = received.getTime();
  return at <= now + CLOCK_SKEW_MS && at >= now - MAX_FORM_AGE_MS - CLOCK_SKEW_MS ? time : null;
}

export type ConsentInput = {
  /** The page's language, which is also the notice's. */
  locale: string;
  noticeVersion: string;
  received: Date;
  /** The posted fields (only the CONSENT_TIME_FIELDS are read). */
  fields: Record<string, string | undefined>;
  /** The guardian's relationship, for an applicant under 18; null for an adult. */
  guardian: GuardianRelation | null;
};

/** When Send was pressed: the browser's time when sane, else the time of receipt. */
export function submittedAt({ received, fields }: Pick<ConsentInput, 'received' | 'fields'>): Date {
  return saneBrowserTime(fields[CONSENT_TIME_FIELDS.submitted], received) ?? received;
}

/** The record for one application; a tick "after" Send (a wrong clock) counts as given at Send. */
export function consentRecord(input: ConsentInput): ConsentRecord {
  const sent = submittedAt(input);
  const tickedAt = (field: string) => {
    const ticked = saneBrowserTime(input.fields[field], input.received);
    return (ticked && ticked.getTime() <= sent.getTime() ? ticked : sent).toISOString();
  };
  const consents: ConsentRecord['consents'] = [{ by: 'applicant', accepted_at: tickedAt(CONSENT_TIME_FIELDS.applicant) }];
  if (input.guardian) consents.push({ by: 'guardian', relationship: input.guardian, accepted_at: tickedAt(CONSENT_TIME_FIELDS.guardian) });
  return {
    schema: 1,
    notice: { version: input.noticeVersion, locale: input.locale },
    locale: input.locale,
    submitted_at: sent.toISOString(),
    consents,
  };
}

/**
 * The application as it goes to the panel once the guardian confirmed by e-mail: the consent record's
 * guardian item gains `confirmed_at` and `channel: "email"` (docs/contract.md). Every other field and
 * every photo stays as it was held.
 */
export function withGuardianConfirmation(entry: OutboxEntry, confirmedAt: string): OutboxEntry {
  const fields = entry.fields.map(([name, value]): [string, string] => {
    if (name !== 'consent') return [name, value];
    const record = JSON.parse(value) as ConsentRecord;
    const consents = record.consents.map((item) => (item.by === 'guardian' ? { ...item, confirmed_at: confirmedAt, channel: 'email' as const } : item));
    return [name, JSON.stringify({ ...record, consents })];
  });
  return { ...entry, fields };
}
