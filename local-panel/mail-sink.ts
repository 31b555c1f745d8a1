import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Db } from './db';
import { storeMail, type NewMail } from './mail-store';

/**
 * The local panel's SMTP sink: the site's mail (SMTP_URL=smtp://127.0.0.1:<port>) ends here instead
 * of in anyone's mailbox, parsed and stored for staff (`/mail`) and tests (`/__admin/mail`).
 * Loopback only, plain SMTP (no STARTTLS: nothing leaves the machine), any user and password or none.
 */

/** Larger messages are refused with 552: the site's mails are a few kilobytes of text and simple HTML. */
export const MAX_MAIL_BYTES = 2 * 1024 * 1024;
const HOST = '127.0.0.1';

export type MailSink = { port: number; url: string; close(): Promise<void> };

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (value === undefined) return '';
  return (Array.isArray(value) ? value : [value]).map((item) => item.text).join(', ');
}

function headerText(parsed: ParsedMail, name: string): string | null {
  const value = parsed.headers.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function toNewMail(parsed: ParsedMail, session: SMTPServerSession): NewMail {
  const { mailFrom, rcptTo } = session.envelope;
  return {
    envelope: { from: mailFrom === false ? '' : mailFrom.address, to: rcptTo.map((recipient) => recipient.address) },
    from: addressText(parsed.from),
    to: addressText(parsed.to),
    subject: parsed.subject ?? '',
    message_id: parsed.messageId ?? null,
    language: headerText(parsed, 'content-language'),
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
  };
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

async function receive(db: Db, stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
  const parsed = await simpleParser(stream, { keepCidLinks: true });
  // The parser has read the stream to its end: only now does the server know whether it was too large.
  if (stream.sizeExceeded) throw smtpError(`Message exceeds the sink's limit of ${MAX_MAIL_BYTES} bytes`, 552);
  storeMail(db, toNewMail(parsed, session));
}

/** Starts the sink on 127.0.0.1:`port` (0 picks a free one). */
export async function startMailSink(db: Db, port: number): Promise<MailSink> {
  const server = new SMTPServer({
    name: 'local-panel',
    banner: 'local panel mail sink (nothing is delivered)',
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    // Without TLS: a site configured with smtp://user:pass@127.0.0.1:<port> signs in over plain text on loopback.
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anyone' }),
    size: MAX_MAIL_BYTES,
    logger: false,
    closeTimeout: 2_000,
    onData: (stream, session, callback) => {
      receive(db, stream, session).then(
        () => callback(),
        (error: unknown) => {
          // Whatever the parser did not read is drained, so the client gets the answer, not a reset.
          stream.resume();
          const coded = error as Error & { responseCode?: number };
          callback(coded.responseCode ? coded : smtpError('The sink could not read the message', 451));
        },
      );
    },
  });
  // A client that drops its connection is the client's business; the panel goes on (no address is logged).
  server.on('error', (error: Error & { code?: string }) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error(`[local-panel] mail sink: ${error.message}`);
  });
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error & { code?: string }) => {
      const taken = error.code === 'EADDRINUSE' ? ` (taken: pass --smtp-port <n>, or 0 for a free one)` : '';
      reject(new Error(`the mail sink could not listen on ${HOST}:${port}${taken}: ${error.message}`));
    };
    server.server.once('error', onError);
    server.listen(port, HOST, () => {
      server.server.off('error', onError);
      resolve();
    });
  });
  const bound = (server.server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    port: bound,
    url: `smtp://${HOST}:${bound}`,
    close: () => (closing ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}
