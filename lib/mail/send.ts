import 'server-only';
import { env } from '@/lib/config/env';
import { metrics } from '@/lib/observability/metrics';
import { registerSendKind } from '@/lib/outbox/kinds';
import type { DeliveryOutcome, OutboxEntry } from '@/lib/outbox/types';
import { mailTransport } from './transport';

/** What each mail is for: the metrics' label, and the mail's template (lib/mail/compose.ts). */
export const MAIL_PURPOSES = ['guardian-confirmation', 'receipt', 'request-confirmation'] as const;
export type MailPurpose = (typeof MAIL_PURPOSES)[number];

export type MailFields = { to: string; locale: string; purpose: MailPurpose; subject: string; text: string; html: string };

const MAIL_FIELD_NAMES = ['to', 'locale', 'purpose', 'subject', 'text', 'html'] as const;

export function mailEntryFields(mail: MailFields): [string, string][] {
  return MAIL_FIELD_NAMES.map((name) => [name, mail[name]]);
}

export function mailOf(entry: OutboxEntry): MailFields | null {
  const values = new Map(entry.fields);
  const purpose = values.get('purpose');
  if (!(MAIL_PURPOSES as readonly string[]).includes(purpose ?? '')) return null;
  const mail = Object.fromEntries(MAIL_FIELD_NAMES.map((name) => [name, values.get(name) ?? ''])) as MailFields;
  return mail.to && mail.subject && mail.text ? mail : null;
}

/** The host of SITE_URL, for Message-IDs: the same id for every attempt at one mail. */
function messageIdHost(): string {
  try {
    return new URL(env.SITE_URL).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

class MailNotConfigured extends Error {
  override readonly name = 'MailNotConfigured';
}

type SmtpError = Error & { responseCode?: number; code?: string };

/**
 * An SMTP server's permanent refusal (5xx to the recipient or the message) is final: kept for an operator,
 * never retried; a connection that failed, a timeout, 4xx and a missing SMTP_URL are tried again later.
 */
export function classifyMailError(error: unknown): DeliveryOutcome {
  const smtp = error as SmtpError;
  const code = typeof smtp?.responseCode === 'number' ? smtp.responseCode : null;
  if (code !== null && code >= 500 && (smtp.code === 'EENVELOPE' || smtp.code === 'EMESSAGE')) {
    return { kind: 'refused', status: code, reason: `smtp_${code}` };
  }
  if (code !== null) return { kind: 'retry', reason: `smtp_${code}` };
  return { kind: 'retry', reason: error instanceof Error ? (smtp.code ?? error.name) : 'unknown' };
}

/** A mail goes to the SMTP server of SMTP_URL: plain text and simple HTML, in the visitor's language. */
export const mailSend = registerSendKind({
  kind: 'mail',
  send: async (entry) => {
    const mail = mailOf(entry);
    if (!mail) throw Object.assign(new Error('not a mail entry'), { responseCode: 550, code: 'EMESSAGE' });
    const transport = mailTransport();
    if (!transport) throw new MailNotConfigured('SMTP_URL is not set');
    try {
      const info = await transport.sendMail({
        from: env.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${entry.id}@${messageIdHost()}>`,
        date: new Date(entry.submittedAt),
        headers: { 'Content-Language': mail.locale, 'Auto-Submitted': 'auto-generated' },
      });
      metrics().mails.inc({ purpose: mail.purpose, outcome: 'sent' });
      return Number(/^(\d{3})/.exec(info.response ?? '')?.[1] ?? 250);
    } catch (error) {
      metrics().mails.inc({ purpose: mail.purpose, outcome: 'failed' });
      throw error;
    }
  },
  classify: classifyMailError,
});
