import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { guardianOf, instant, isDataRequest, parseContacts, type DataRequest } from './consent';
import { inTransaction } from './db';
import { originAllowed } from './host-check';
import { drain, HttpError, readBody } from './http';
import type { PanelState } from './state';
import { staffPage, staffPageHeaders } from './staff-page';
import { agencyDay, escapeHtml as e, timeTag } from './text';

/**
 * Requests about one's data (contact entries with `request`): each is due 15 days after it arrived;
 * a deletion (or a consent withdrawal) is carried out from the inbox, after a confirmation page:
 * the applications whose applicant's or guardian's e-mail is the requester's go, with their photos,
 * and the request is marked done with the date.
 */

export const REQUEST_DUE_DAYS = 15;
const DAY_MS = 24 * 60 * 60_000;
/** The requests that ask for the application to be deleted. */
const DELETING: readonly DataRequest[] = ['deletion', 'withdrawal'];

type Fields = Record<string, string | string[]>;
type EntryRow = { id: number; kind: string; fields: string; created_at: string };
export type RequestDone = { done_at: string; applications_deleted: number };

function field(fields: Fields, key: string): string {
  const value = fields[key];
  return (Array.isArray(value) ? (value[value.length - 1] ?? '') : (value ?? '')).trim();
}

/** When a request that arrived at `receivedAt` must be answered, and whether that is past at `now`. */
export function requestDue(receivedAt: string, zone: string, now = new Date()): { due: string; overdue: boolean } | undefined {
  const received = Date.parse(receivedAt);
  if (Number.isNaN(received)) return undefined;
  const due = new Date(received + REQUEST_DUE_DAYS * DAY_MS);
  return { due: agencyDay(due, zone), overdue: now.getTime() > due.getTime() };
}

export function requestDone(state: PanelState, entryId: number): RequestDone | undefined {
  return state.db.prepare('SELECT done_at, applications_deleted FROM data_requests_done WHERE entry_id = ?').get(entryId) as RequestDone | undefined;
}

/** The line under a request's heading: its due date (or when it was done) and, for a deletion, the button. */
export function requestStatusHtml(state: PanelState, entry: { id: number; fields: Fields; created_at: string }, now = new Date()): string {
  const request = field(entry.fields, 'request');
  if (!isDataRequest(request)) return '';
  const zone = state.options.timeZone;
  const done = requestDone(state, entry.id);
  if (done) {
    return `<p class="request-due done" id="request-${entry.id}"><strong>Done</strong> on ${e(agencyDay(new Date(done.done_at), zone))} (${timeTag(done.done_at, zone)}): ${done.applications_deleted} application(s) deleted.</p>`;
  }
  const due = requestDue(entry.created_at, zone, now);
  const dueLine = due ? `Due by <strong>${e(due.due)}</strong> (${REQUEST_DUE_DAYS} days after it arrived, ${e(zone)} time)${due.overdue ? ' · <strong class="overdue">overdue</strong>' : ''}` : 'Due date unknown';
  const button = DELETING.includes(request)
    ? `<form method="post" action="/inbox/requests/${entry.id}/delete"><button type="submit">Delete this person's applications…</button></form>`
    : '';
  return `<div class="request-due" id="request-${entry.id}"><p>${dueLine}</p>${button}</div>`;
}

type Holder = 'applicant' | 'guardian';
type MatchedApplication = { id: number; name: string; files: number; holders: Holder[] };

/** The applications whose applicant's or guardian's e-mail is `email` (case and spaces aside), and whose it is. */
function applicationsOf(state: PanelState, email: string): MatchedApplication[] {
  const wanted = email.trim().toLowerCase();
  if (wanted === '') return [];
  const rows = state.db.prepare("SELECT id, fields FROM entries WHERE kind = 'getScouted' ORDER BY id").all() as { id: number; fields: string }[];
  const countFiles = state.db.prepare('SELECT COUNT(*) AS n FROM entry_files WHERE entry_id = ?');
  return rows.flatMap((row) => {
    const fields = JSON.parse(row.fields) as Fields;
    const addresses: Record<Holder, string> = {
      applicant: field(fields, 'email'),
      guardian: guardianOf(parseContacts(field(fields, 'contacts')))?.email ?? '',
    };
    const holders = (['applicant', 'guardian'] as const).filter((holder) => addresses[holder].trim().toLowerCase() === wanted);
    if (holders.length === 0) return [];
    return [{ id: row.id, name: field(fields, 'realname') || `Application #${row.id}`, files: (countFiles.get(row.id) as { n: number }).n, holders }];
  });
}

const HOLDER_LABELS: Record<Holder, string> = { applicant: "the applicant's e-mail", guardian: "the guardian's e-mail" };

/**
 * Whether the requester showed the e-mail is theirs (`confirmed_at`: they followed a link mailed to
 * it), and then whose e-mail it is among the applications: staff know whose data the request is about.
 */
export function requestConfirmationHtml(state: PanelState, entry: { id: number; fields: Fields }): string {
  if (!isDataRequest(field(entry.fields, 'request'))) return '';
  const confirmedAt = instant(field(entry.fields, 'confirmed_at'));
  if (!confirmedAt) {
    return '<div class="request-confirmation"><p class="confirmation unconfirmed"><strong>E-mail not confirmed</strong>: nothing shows the request comes from the mailbox it names.</p></div>';
  }
  const found = applicationsOf(state, field(entry.fields, 'email'));
  const matches = found.length === 0
    ? '<p>The confirmed address matches no application.</p>'
    : `<p>The confirmed address is</p><ul>${found
        .map((item) => `<li>${item.holders.map((holder) => HOLDER_LABELS[holder]).join(' and ')} of <a href="/inbox#entry-${item.id}">application #${item.id}, ${e(item.name)}</a></li>`)
        .join('')}</ul>`;
  return `<div class="request-confirmation"><p class="confirmation confirmed">E-mail confirmed at ${timeTag(confirmedAt, state.options.timeZone)}</p>${matches}</div>`;
}

const HEADERS = { 'Content-Type': 'text/html; charset=utf-8', ...staffPageHeaders() };

const STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;background:#f4f4f4}
main{max-width:640px;margin:0 auto;padding:40px 20px}h1{font-weight:400;font-size:22px}
button{font:inherit;padding:8px 16px;border:1px solid #111;background:#111;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #111;outline-offset:2px}a{color:inherit}`;

function send(res: ServerResponse, status: number, title: string, body: string): void {
  const html = Buffer.from(staffPage({ title: `${e(title)} · local panel`, style: STYLE, body }));
  res.writeHead(status, { ...HEADERS, 'Content-Length': String(html.length) });
  res.end(html);
}

/** A staff form post: same origin (the session cookie is SameSite=Strict too) and url-encoded, else refused. */
export async function readStaffForm(state: PanelState, req: IncomingMessage): Promise<URLSearchParams> {
  // The staff cookie is SameSite=Strict, and a post from another origin is refused: no other site can make staff delete.
  if (!originAllowed(state, req)) {
    await drain(req);
    throw new HttpError(403, { message: 'Posted from another origin.' });
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    await drain(req);
    throw new HttpError(415, { message: 'Send the form as application/x-www-form-urlencoded.' });
  }
  return new URLSearchParams((await readBody(req, 16 * 1024)).toString('utf8'));
}

function nameList(found: { name: string }[]): string {
  return `<ul>${found.map((item) => `<li>${e(item.name)}</li>`).join('')}</ul>`;
}

/**
 * `POST /inbox/requests/{id}/delete` (behind the inbox's staff guard): without `confirm=yes`, the page
 * that says what will be deleted; with it, the deletion, and the page that says what was done.
 */
export async function serveDataRequest(state: PanelState, req: IncomingMessage, res: ServerResponse, rawPath: string): Promise<void> {
  const match = /^\/inbox\/requests\/(\d{1,12})\/delete$/.exec(rawPath);
  if (!match) {
    await drain(req);
    throw new HttpError(404, { message: 'Not found.' });
  }
  if (req.method !== 'POST') {
    await drain(req);
    res.writeHead(405, { Allow: 'POST', 'Content-Length': '0', 'Cache-Control': 'no-store' });
    res.end();
    return;
  }
  const form = await readStaffForm(state, req);
  const id = Number(match[1]);
  const row = state.db.prepare('SELECT id, kind, fields, created_at FROM entries WHERE id = ?').get(id) as EntryRow | undefined;
  const fields = row ? (JSON.parse(row.fields) as Fields) : {};
  const request = field(fields, 'request');
  if (!row || row.kind !== 'contact' || !isDataRequest(request) || !DELETING.includes(request)) {
    throw new HttpError(404, { message: 'No such deletion request.' });
  }
  const back = `<p><a href="/inbox#request-${id}">Back to the inbox</a></p>`;
  const done = requestDone(state, id);
  if (done) {
    return send(res, 200, 'Already done', `<h1>Already done</h1><p>This request was carried out on ${e(agencyDay(new Date(done.done_at), state.options.timeZone))}: ${done.applications_deleted} application(s) deleted.</p>${back}`);
  }
  const email = field(fields, 'email');
  const found = applicationsOf(state, email);
  const photos = found.reduce((sum, item) => sum + item.files, 0);
  if (form.get('confirm') !== 'yes') {
    const unconfirmed = instant(field(fields, 'confirmed_at'))
      ? ''
      : '<p><strong>The requester did not confirm this e-mail</strong>: nothing shows the request comes from that mailbox.</p>';
    const what = unconfirmed + (found.length === 0
      ? `<p>No application has the e-mail <strong>${e(email)}</strong> as the applicant's or the guardian's: nothing will be deleted. Confirming marks the request done.</p>`
      : `<p>${found.length} application(s) with the e-mail <strong>${e(email)}</strong> (the applicant's or the guardian's) will be deleted for good, with their ${photos} photo file(s):</p>${nameList(found)}`);
    return send(res, 200, 'Confirm the deletion', `<h1>Confirm the deletion</h1>${what}
<form method="post" action="/inbox/requests/${id}/delete"><input type="hidden" name="confirm" value="yes"><button type="submit">${found.length === 0 ? 'Mark the request done' : `Delete ${found.length} application(s) and mark the request done`}</button></form>${back}`);
  }
  const doneAt = new Date().toISOString();
  inTransaction(state.db, () => {
    const remove = state.db.prepare("DELETE FROM entries WHERE id = ? AND kind = 'getScouted'");
    // The file rows go with their entry (ON DELETE CASCADE).
    for (const item of found) remove.run(item.id);
    state.db.prepare('INSERT INTO data_requests_done (entry_id, done_at, applications_deleted) VALUES (?, ?, ?)').run(id, doneAt, found.length);
  });
  for (const item of found) await rm(path.join(state.entriesDir, String(item.id)), { recursive: true, force: true });
  const said = found.length === 0
    ? '<p>No application had this e-mail: nothing was deleted.</p>'
    : `<p>Deleted ${found.length} application(s) and their ${photos} photo file(s):</p>${nameList(found)}`;
  send(res, 200, 'Request done', `<h1>Request done</h1><p role="status">The request was marked done on ${e(agencyDay(new Date(doneAt), state.options.timeZone))}.</p>${said}${back}`);
}
