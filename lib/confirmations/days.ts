import 'server-only';
import { env } from '@/lib/config/env';

/** How long a link mailed for a confirmation stays good (CONFIRMATION_HOURS), in milliseconds. */
export function confirmationMs(): number {
  return Math.round(env.CONFIRMATION_HOURS * 60 * 60_000);
}

/** The same in whole days, as pages and mails state it ("within 7 days"); at least 1. */
export function confirmationDays(): number {
  return Math.max(1, Math.round(env.CONFIRMATION_HOURS / 24));
}
