import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { sendJson } from './http';
import type { PanelState } from './state';
import { applicationBlocks, BLOCK_STYLE, contactBlocks, type EntryBlocks } from './inbox-consent';
import { requestConfirmationHtml, requestStatusHtml } from './inbox-requests';
import { clientMessages, type ClientMessage } from './packages-store';
import { signedInTop, staffPage, staffPageHeaders } from './staff-page';
import { escapeHtml, timeTag } from './text';

export { readableInstant } from './text';

type EntryRow = {
  id: number;
  kind: string;
  fields: string;
  created_at: string;
  submitted_at: string | null;
  idempotency_key: string | null;
  repeats: number;
};
type FileRow = { entry_id: number; slot: string; filename: string; mime: string; size: number; sha256: string; path: string };

export type InboxFile = { slot: string; filename: string; mime: string; size: number; sha256: string };
export type InboxEntry = {
  id: number;
  fields: Record<string, string | string[]>;
  files: InboxFile[];
  /** When the entry arrived (ISO, UTC). */
  created_at: string;
  /** The send's `X-Submitted-At` (ISO, UTC): when the visitor pressed Send; null when not given or not a date. */
  submitted_at: string | null;
  /** The send's `Idempotency-Key`; null when not given or unusable. */
  idempotency_key: string | null;
  /** Later sends with the same kind and key, each answered 200 with this entry's id and not stored. */
  repeats: number;
};

/** Only these are served inline; anything else an applicant uploads is offered as a download. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

export function readInbox(state: PanelState): { contacts: InboxEntry[]; applications: InboxEntry[] } {
  const entries = state.db
    .prepare('SELECT id, kind, fields, created_at, submitted_at, idempotency_key, repeats FROM entries ORDER BY id DESC')
    .all() as EntryRow[];
  const files = state.db.prepare('SELECT * FROM entry_files ORDER BY entry_id, slot').all() as FileRow[];
  const toEntry = (row: EntryRow): InboxEntry => ({
    id: row.id,
    fields: JSON.parse(row.fields) as InboxEntry['fields'],
    files: files
      .filter((file) => file.entry_id === row.id)
      .map(({ slot, filename, mime, size, sha256 }) => ({ slot, filename, mime, size, sha256 })),
    created_at: row.created_at,
    submitted_at: row.submitted_at,
    idempotency_key: row.idempotency_key,
    repeats: row.repeats,
  });
  return {
    contacts: entries.filter((row) => row.kind === 'contact').map(toEntry),
    applications: entries.filter((row) => row.kind === 'getScouted').map(toEntry),
  };
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function fieldList(fields: InboxEntry['fields'], shownAbove: string[]): string {
  const rows = Object.entries(fields).filter(([key]) => !shownAbove.includes(key)).map(([key, value]) => {
    const shown = Array.isArray(value) ? value.join(' · ') : value;
    return `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(shown)}</dd>`;
  });
  return rows.length > 0 ? `<dl>${rows.join('')}</dl>` : '<p class="muted">No fields.</p>';
}

function fileList(entry: InboxEntry): string {
  if (entry.files.length === 0) return '';
  const items = entry.files.map((file) => {
    const href = `/inbox/files/${entry.id}/${encodeURIComponent(file.slot)}`;
    const caption = `${escapeHtml(file.slot)} · ${escapeHtml(file.filename || 'unnamed')} · ${escapeHtml(formatSize(file.size))}`;
    const preview = INLINE_TYPES.has(file.mime.toLowerCase())
      ? `<img src="${escapeHtml(href)}" alt="${escapeHtml(`${file.slot} of entry ${entry.id}`)}" loading="lazy">`
      : `<span class="file">${escapeHtml(file.mime)}</span>`;
    return `<li><a href="${escapeHtml(href)}">${preview}</a><small>${caption}</small></li>`;
  });
  return `<ul class="files">${items.join('')}</ul>`;
}

/** When the visitor pressed Send (only when the site said so) and when the entry arrived. */
function stamps(entry: InboxEntry, zone: string): string {
  const sent = entry.submitted_at === null ? [] : [`sent ${timeTag(entry.submitted_at, zone)}`];
  return `<p class="stamps">${[...sent, `arrived ${timeTag(entry.created_at, zone)}`].join(' · ')}</p>`;
}

/** The send's key in small print, with how many repeated sends it absorbed. */
function keyLine(entry: InboxEntry): string {
  if (entry.idempotency_key === null) return '';
  const repeats = entry.repeats > 0 ? ` · repeated ${entry.repeats}×` : '';
  return `<p class="key"><small>key <code>${escapeHtml(entry.idempotency_key)}</code>${repeats}</small></p>`;
}

function entryCard(entry: InboxEntry, title: string, blocks: EntryBlocks, zone: string): string {
  const heading = `<h3>${blocks.badge}${escapeHtml(title)}</h3>`;
  return `<article id="entry-${entry.id}"><header>${heading}<span>#${entry.id}</span></header>${stamps(entry, zone)}${keyLine(entry)}${blocks.html}${fieldList(entry.fields, blocks.shownKeys)}${fileList(entry)}</article>`;
}

function section(
  heading: string,
  entries: InboxEntry[],
  titleOf: (entry: InboxEntry) => string,
  blocksOf: (entry: InboxEntry) => EntryBlocks,
  zone: string,
): string {
  const body =
    entries.length > 0 ? entries.map((entry) => entryCard(entry, titleOf(entry), blocksOf(entry), zone)).join('') : '<p class="muted">Nothing yet.</p>';
  return `<section><h2>${escapeHtml(heading)} <span class="count">${entries.length}</span></h2>${body}</section>`;
}

function clientCard(message: ClientMessage, zone: string): string {
  const href = `/inbox/packages/${encodeURIComponent(message.token)}`;
  const what = message.kind === 'hold' ? 'Hold request' : 'Answer';
  const asks = message.kind === 'hold'
    ? `<p>Hold <strong>${escapeHtml(message.talents.join(', '))}</strong> from ${escapeHtml(message.from)} to ${escapeHtml(message.to)}</p>`
    : `<p>Wants to see <strong>${escapeHtml(message.talents.join(', '))}</strong></p>`;
  const from = `${escapeHtml(message.name || 'No name given')} · ${escapeHtml(message.email)}`;
  const note = message.note === '' ? '' : `<p class="note">${escapeHtml(message.note)}</p>`;
  return `<article><header><h3><span class="badge">${what}</span>${escapeHtml(message.title)}</h3></header><p class="stamps">arrived ${timeTag(message.created_at, zone)}</p>${asks}<p>${from}</p>${note}<p><a href="${escapeHtml(href)}">Open the package “${escapeHtml(message.title)}”</a></p></article>`;
}

function clientSection(messages: ClientMessage[], zone: string): string {
  const body = messages.length > 0 ? messages.map((message) => clientCard(message, zone)).join('') : '<p class="muted">Nothing yet.</p>';
  return `<section><h2>Client answers and hold requests <span class="count">${messages.length}</span></h2>${body}</section>`;
}

function firstValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The staff pages' common look (the mail page builds on it). */
export const INBOX_STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;background:#f4f4f4}
main{max-width:960px;margin:0 auto;padding:32px 20px 64px}
h1{font-weight:300;letter-spacing:.2em;text-transform:uppercase;font-size:22px;margin:0 0 4px}
h2{font-weight:500;letter-spacing:.12em;text-transform:uppercase;font-size:13px;margin:40px 0 12px;border-bottom:1px solid #111;padding-bottom:6px}
h3{margin:0;font-size:16px;font-weight:600}
.count{display:inline-block;min-width:22px;padding:0 6px;border:1px solid #111;border-radius:11px;text-align:center;font-size:11px}
.muted{color:#666}
article{background:#fff;border:1px solid #ddd;padding:16px 20px;margin:0 0 12px}
article header{display:flex;justify-content:space-between;gap:12px;align-items:baseline;margin-bottom:8px}
article header span{color:#666;font-size:12px;white-space:nowrap}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 16px;margin:0}
dt{color:#666;font-size:12px;text-transform:uppercase;letter-spacing:.06em;padding-top:2px}
dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.files{list-style:none;display:flex;flex-wrap:wrap;gap:12px;padding:0;margin:14px 0 0}
.files li{display:flex;flex-direction:column;gap:4px;width:150px}
.files img{width:150px;height:200px;object-fit:cover;display:block;background:#eee;filter:grayscale(1)}
.files img:hover{filter:none}
.files small{color:#666;font-size:11px;overflow-wrap:anywhere}
.stamps{margin:-4px 0 8px;color:#666;font-size:12px}
.key{margin:-6px 0 8px;color:#666;line-height:1.3;overflow-wrap:anywhere}
.key small{font-size:11px}
.key code{font:11px ui-monospace,SFMono-Regular,Menlo,monospace}
.file{display:flex;align-items:center;justify-content:center;width:150px;height:200px;background:#eee;color:#666;font-size:12px}
a{color:inherit}
.top{display:flex;justify-content:space-between;align-items:baseline;gap:12px}
.top button{font:inherit;font-size:13px;padding:6px 12px;border:1px solid #111;background:#fff;color:#111;cursor:pointer}
.top button:focus-visible,a:focus-visible{outline:3px solid #111;outline-offset:2px}
.request-due{margin:0 0 10px}
.request-due p{margin:0 0 6px}
.request-due button{font:inherit;font-size:13px;padding:6px 12px;border:1px solid #111;background:#fff;color:#111;cursor:pointer}
.request-due button:focus-visible{outline:3px solid #111;outline-offset:2px}
.overdue{color:#a00}
.note{white-space:pre-wrap;overflow-wrap:anywhere}
`;

export function inboxHtml(state: PanelState, now = new Date()): string {
  const zone = state.options.timeZone;
  const inbox = readInbox(state);
  const requestBlocks = (entry: InboxEntry): EntryBlocks => {
    const blocks = contactBlocks(entry.fields);
    return { ...blocks, html: requestConfirmationHtml(state, entry) + requestStatusHtml(state, entry, now) + blocks.html };
  };
  return staffPage({
    title: 'Inbox · local panel',
    style: `${INBOX_STYLE}${BLOCK_STYLE}`,
    body: `${signedInTop('Inbox')}
<p class="muted">Messages, applications and clients' answers received by the local panel, newest first. <a href="/inbox.json">JSON</a> · <a href="/inbox/packages">Client packages</a> · <a href="/mail">Mail</a></p>
${section('Contact messages', inbox.contacts, (entry) => firstValue(entry.fields.name) || 'Contact message', requestBlocks, zone)}
${section('Applications', inbox.applications, (entry) => firstValue(entry.fields.realname) || 'Application', (entry) => applicationBlocks(entry.fields, zone), zone)}
${clientSection(clientMessages(state.db), zone)}`,
  });
}

export const INBOX_HEADERS = staffPageHeaders({ img: "'self'" });

export async function serveInbox(state: PanelState, method: string, pathname: string, res: ServerResponse): Promise<void> {
  if (method !== 'GET' && method !== 'HEAD') {
    sendJson(res, 405, { message: 'Method not allowed.' }, { Allow: 'GET, HEAD' });
    return;
  }
  if (pathname === '/inbox' || pathname === '/inbox/') {
    const html = Buffer.from(inboxHtml(state));
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(html.length), ...INBOX_HEADERS });
    res.end(method === 'HEAD' ? undefined : html);
    return;
  }
  if (pathname === '/inbox.json') {
    sendJson(res, 200, readInbox(state), INBOX_HEADERS);
    return;
  }
  const match = /^\/inbox\/files\/(\d+)\/([^/]+)$/.exec(pathname);
  const slot = match ? safeDecode(match[2] ?? '') : undefined;
  const row = match && slot
    ? (state.db.prepare('SELECT * FROM entry_files WHERE entry_id = ? AND slot = ?').get(Number(match[1]), slot) as FileRow | undefined)
    : undefined;
  if (!row) {
    sendJson(res, 404, { message: 'Not found.' });
    return;
  }
  const bytes = await readFile(path.join(state.entriesDir, row.path)).catch(() => undefined);
  if (!bytes) {
    sendJson(res, 404, { message: 'Not found.' });
    return;
  }
  const inline = INLINE_TYPES.has(row.mime.toLowerCase());
  const filename = row.filename.replace(/[^\w.\- ]/g, '_') || row.slot;
  res.writeHead(200, {
    'Content-Type': inline ? row.mime : 'application/octet-stream',
    'Content-Length': String(bytes.length),
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${filename}"`,
    ...INBOX_HEADERS,
  });
  res.end(method === 'HEAD' ? undefined : bytes);
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
