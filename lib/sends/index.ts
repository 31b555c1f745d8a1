import 'server-only';
import { applicationSend } from '@/lib/forms/application/send';
import { contactSend } from '@/lib/forms/contact/send';
import { mailSend } from '@/lib/mail/send';
import { holdsSend } from '@/lib/packages/holds-entry';
import { picksSend } from '@/lib/packages/picks-entry';

/**
 * Every kind of send the outbox carries, each registered from its own slice. The worker imports this
 * before it starts (instrumentation.ts); a route imports only its own kind.
 */
export const SEND_KINDS = [applicationSend, contactSend, picksSend, holdsSend, mailSend] as const;
