import 'server-only';
import { holdForConfirmation, mayMail, queueMail } from '@/lib/confirmations';
import { guardianMail, receiptMail, siteLink } from '@/lib/mail/compose';
import { mailConfigured } from '@/lib/mail/transport';
import { errorFields, log } from '@/lib/observability/log';
import { buildLocalizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import type { OutboxEntry } from '@/lib/outbox/types';
import { PRIVACY_PATHNAME, PRIVACY_REQUEST_HASH } from '@/lib/privacy/pathname';
import { ageOn } from '@/lib/talents/age';
import { submissionReference } from '@/lib/forms/reference';
import { parseBirthdate } from './rules';
import type { ApplicationInput } from './schema';

/** The applicant's first name, for the mails and the guardian's page: nothing more of their name is needed there. */
export function firstName(realname: string): string {
  return realname.trim().split(/\s+/)[0] ?? '';
}

/**
 * Why a minor's application cannot be taken now, as a field error on the guardian's e-mail: the site
 * sends no mail (no SMTP_URL), or that address got as many confirmation mails as it may today.
 */
export async function guardianMailProblem(input: ApplicationInput): Promise<'mail_unavailable' | 'mail_limit' | null> {
  if (!mailConfigured()) return 'mail_unavailable';
  return input.guardian_email && (await mayMail(input.guardian_email)) ? null : 'mail_limit';
}

/** A minor's application waits for the guardian, who gets the link; 'busy' when it could not be kept. */
export async function holdForGuardian(entry: OutboxEntry, input: ApplicationInput, locale: Locale, received: Date) {
  const birth = parseBirthdate(input.birthdate);
  const age = birth ? (ageOn(birth, received) ?? 0) : 0;
  const name = firstName(input.realname);
  return holdForConfirmation({
    entry,
    purpose: 'guardian',
    locale,
    now: received,
    summary: { firstName: name, age, relation: input.guardian_relation ?? 'guardian' },
    compose: (link, expiresAt) => guardianMail({ to: input.guardian_email ?? '', locale, firstName: name, age, link, expiresAt }),
  });
}

/**
 * The applicant's receipt: what was sent (no photo), when, how to ask about their data, and for a minor
 * that the guardian was asked. Sent when the site has mail; a receipt that cannot be queued is logged,
 * never a reason to refuse the application itself.
 */
export async function sendReceipt(entry: OutboxEntry, input: ApplicationInput, locale: Locale, guardianUntil: string | null): Promise<void> {
  if (!mailConfigured()) return;
  try {
    const rightsPath = `${buildLocalizedPath(PRIVACY_PATHNAME, {}, locale)}#${PRIVACY_REQUEST_HASH}`;
    const mail = await receiptMail({
      to: input.email,
      locale,
      firstName: firstName(input.realname),
      sentAt: entry.submittedAt,
      // What the applicant can quote, which the inbox finds as the entry's Idempotency-Key.
      reference: submissionReference(entry.id),
      rightsLink: siteLink(rightsPath),
      guardianUntil,
    });
    if (!(await queueMail(mail))) log.warn({ event: 'mail.receipt-not-queued', submission: entry.id });
  } catch (error) {
    log.error({ event: 'mail.receipt-failed', submission: entry.id, ...errorFields(error) });
  }
}
