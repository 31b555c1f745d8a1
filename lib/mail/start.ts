import 'server-only';
import { nodeEnv } from '@/lib/config';
import { log } from '@/lib/observability/log';
import { mailConfigured } from './transport';

/** What cannot run without mail, named in the start's log line. */
export const FLOWS_NEEDING_MAIL = [
  'applications from under-18s (refused: their guardian confirms by e-mail)',
  'requests about one\'s data (refused: their requester confirms by e-mail)',
  'receipts to applicants (not sent)',
] as const;

/**
 * At start: without SMTP_URL, says which flows cannot run; a production server (`next start`) does not
 * start at all, since it would refuse every minor and every request about one's data.
 */
export function checkMailAtStart(environment: string | undefined = nodeEnv()): void {
  if (mailConfigured()) return;
  if (environment === 'production') {
    log.error({ event: 'mail.not-configured', setting: 'SMTP_URL', cannot: FLOWS_NEEDING_MAIL });
    throw new Error('Invalid environment configuration:\nSMTP_URL is required in production: guardians and requesters confirm by e-mail (docs/operations.md, "Mail").');
  }
  log.warn({ event: 'mail.not-configured', setting: 'SMTP_URL', cannot: FLOWS_NEEDING_MAIL });
}
