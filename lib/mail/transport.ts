import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/config/env';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';

/** Whether the site can send mail (SMTP_URL is set): the flows that confirm a person by e-mail need it. */
export function mailConfigured(): boolean {
  return env.SMTP_URL !== undefined;
}

/**
 * The process's SMTP transport (nodemailer), or null without SMTP_URL. One connection per mail (no pool):
 * mails are few, and a relay that drops idle connections never fails a send.
 */
export function mailTransport(): Transporter | null {
  const url = env.SMTP_URL;
  if (!url) return null;
  return processGlobal('agency.mail.transport', () =>
    nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      // A relay on port 587 offers STARTTLS and nodemailer takes it; smtps:// is TLS from the start.
    }),
  );
}
