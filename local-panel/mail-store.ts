import type { Db } from './db';

/**
 * The mail the SMTP sink caught (mail-sink.ts): one row per message received, as the site sent it.
 * A message whose Message-ID is already stored is stored again (an outbox that delivers twice after a
 * crash shows as two rows); the staff page marks the later one as a repeat of the first. The table is
 * in db.ts's schema, so every database (the purge's too) has it.
 */

export type NewMail = {
  envelope: { from: string; to: string[] };
  from: string;
  to: string;
  subject: string;
  message_id: string | null;
  language: string | null;
  text: string;
  html: string | null;
};

/** One caught mail, as `GET /__admin/mail` lists it. */
export type CaughtMail = NewMail & { id: number; received_at: string };

type MailRow = {
  id: number;
  received_at: string;
  envelope_from: string;
  envelope_to: string;
  header_from: string;
  header_to: string;
  subject: string;
  message_id: string | null;
  language: string | null;
  text: string;
  html: string | null;
};

function toMail(row: MailRow): CaughtMail {
  return {
    id: row.id,
    received_at: row.received_at,
    envelope: { from: row.envelope_from, to: JSON.parse(row.envelope_to) as string[] },
    from: row.header_from,
    to: row.header_to,
    subject: row.subject,
    message_id: row.message_id,
    language: row.language,
    text: row.text,
    html: row.html,
  };
}

export function storeMail(db: Db, mail: NewMail, receivedAt = new Date()): number {
  const result = db
    .prepare(
      `INSERT INTO mail (received_at, envelope_from, envelope_to, header_from, header_to, subject, message_id, language, text, html)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      receivedAt.toISOString(),
      mail.envelope.from,
      JSON.stringify(mail.envelope.to),
      mail.from,
      mail.to,
      mail.subject,
      mail.message_id,
      mail.language,
      mail.text,
      mail.html,
    );
  return Number(result.lastInsertRowid);
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Every caught mail, newest first; with `to`, only those whose envelope names that recipient (case and spaces aside). */
export function listMail(db: Db, to?: string): CaughtMail[] {
  const rows = db.prepare('SELECT * FROM mail ORDER BY id DESC').all() as MailRow[];
  const all = rows.map(toMail);
  if (to === undefined) return all;
  return all.filter((mail) => mail.envelope.to.some((address) => sameAddress(address, to)));
}

/** For each mail whose Message-ID an earlier stored mail already had, that earlier mail's id. */
export function repeatsOf(mail: readonly CaughtMail[]): Map<number, number> {
  const first = new Map<string, number>();
  for (const item of [...mail].sort((a, b) => a.id - b.id)) {
    if (item.message_id !== null && !first.has(item.message_id)) first.set(item.message_id, item.id);
  }
  const repeats = new Map<number, number>();
  for (const item of mail) {
    const original = item.message_id === null ? undefined : first.get(item.message_id);
    if (original !== undefined && original !== item.id) repeats.set(item.id, original);
  }
  return repeats;
}

/** Deletes one mail; false when there was none with that id. */
export function deleteMail(db: Db, id: number): boolean {
  return Number(db.prepare('DELETE FROM mail WHERE id = ?').run(id).changes) > 0;
}

/** Deletes every caught mail; how many there were. */
export function deleteAllMail(db: Db): number {
  return Number(db.prepare('DELETE FROM mail').run().changes);
}

/** Deletes the mail received before `cutoff` (ISO); how many. */
export function deleteMailBefore(db: Db, cutoff: string): number {
  return Number(db.prepare('DELETE FROM mail WHERE received_at < ?').run(cutoff).changes);
}
