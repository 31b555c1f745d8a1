import type { IncomingMessage, ServerResponse } from 'node:http';
import { drain, HttpError, sendJson } from './http';
import { INBOX_STYLE } from './inbox';
import { signedInTop, staffPage, staffPageHeaders } from './staff-page';
import { readStaffForm } from './inbox-requests';
import { deleteAllMail, deleteMail, listMail, repeatsOf, type CaughtMail } from './mail-store';
import type { PanelState } from './state';
import { escapeHtml as e, timeTag } from './text';

/**
 * What the SMTP sink caught, for staff: `GET /mail` (the page), `POST /mail/{id}/delete` and
 * `POST /mail/delete-all` (same-origin forms under the staff session), behind the inbox's guard; and
 * for tests `GET /__admin/mail[?to=<address>]`, `DELETE /__admin/mail/{id}` and `DELETE /__admin/mail`.
 */

/**
 * The policy of the mail page, and so of each mail's HTML in its `<iframe srcdoc sandbox>` (a srcdoc
 * document inherits it): no script anywhere, nothing loaded from anywhere; inline styles only.
 */
const MAIL_HEADERS = staffPageHeaders({ frame: "'self'" });

/** The same rules again inside each frame, should a browser not pass the page's policy on to a srcdoc. */
const FRAME_POLICY = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`;

const STYLE = `
.mail h3{overflow-wrap:anywhere}
section>.top h2{flex:1}
.mail dl{margin:0 0 12px}
.mail pre{margin:0 0 12px;padding:12px;background:#f7f7f7;border:1px solid #e4e4e4;white-space:pre-wrap;overflow-wrap:anywhere;font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace}
.mail iframe{display:block;width:100%;height:360px;border:1px solid #e4e4e4;background:#fff;margin:0 0 12px;resize:vertical}
.mail h4{margin:12px 0 4px;font-size:12px;letter-spacing:.1em;text-transform:uppercase}
.repeat{display:inline-block;margin:0 0 8px;padding:1px 8px;border:1px solid #111;font-size:11px;font-weight:600;letter-spacing:.08em;text-transform:uppercase}
button{font:inherit;font-size:13px;padding:6px 12px;border:1px solid #111;background:#fff;color:#111;cursor:pointer}
button:focus-visible{outline:3px solid #111;outline-offset:2px}
.notice{padding:10px 12px;border-left:4px solid #111;background:#fff;margin:12px 0}
`;

const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** The text body, escaped, its web addresses as links (the links a person would follow in the mail). */
function linkedText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const index = match.index ?? 0;
    html += e(text.slice(last, index)) + `<a href="${e(match[0])}" rel="noreferrer">${e(match[0])}</a>`;
    last = index + match[0].length;
  }
  return html + e(text.slice(last));
}

function mailCard(mail: CaughtMail, repeatOf: number | undefined, zone: string): string {
  const subject = mail.subject === '' ? '(no subject)' : mail.subject;
  const repeat = repeatOf === undefined
    ? ''
    : `<p class="repeat">Repeat of <a href="#mail-${repeatOf}">#${repeatOf}</a> (same Message-ID)</p>`;
  const rows: Array<[string, string]> = [
    ['To', e(mail.to || '—')],
    ['Envelope to', e(mail.envelope.to.join(', ') || '—')],
    ['From', e(mail.from || mail.envelope.from || '—')],
    ['Language', mail.language === null ? 'not given' : e(mail.language)],
    ['Message-ID', mail.message_id === null ? 'none' : `<code>${e(mail.message_id)}</code>`],
  ];
  const html = mail.html === null
    ? '<p class="muted">No HTML part.</p>'
    : `<iframe sandbox="" srcdoc="${e(FRAME_POLICY + mail.html)}" title="${e(`HTML body of mail #${mail.id}: ${subject}`)}" referrerpolicy="no-referrer"></iframe>`;
  return `<article class="mail" id="mail-${mail.id}" aria-labelledby="mail-${mail.id}-subject">
<header><h3 id="mail-${mail.id}-subject">${e(subject)}</h3><span>#${mail.id}</span></header>
<p class="stamps">received ${timeTag(mail.received_at, zone)}</p>${repeat}
<dl>${rows.map(([term, value]) => `<dt>${e(term)}</dt><dd>${value}</dd>`).join('')}</dl>
<h4>Text</h4><pre>${mail.text === '' ? '(empty)' : linkedText(mail.text)}</pre>
<h4>HTML</h4>${html}
<form method="post" action="/mail/${mail.id}/delete"><button type="submit">Delete mail #${mail.id}</button></form>
</article>`;
}

const NOTICES: Record<string, string> = { deleted: 'The mail was deleted.', 'deleted-all': 'All caught mail was deleted.' };

export function mailPageHtml(state: PanelState, notice?: string): string {
  const mail = listMail(state.db);
  const repeats = repeatsOf(mail);
  const said = notice && NOTICES[notice] ? `<p class="notice" role="status">${e(NOTICES[notice])}</p>` : '';
  const deleteAll = mail.length > 0
    ? '<form method="post" action="/mail/delete-all"><button type="submit">Delete all mail</button></form>'
    : '';
  const body = mail.length > 0 ? mail.map((item) => mailCard(item, repeats.get(item.id), state.options.timeZone)).join('') : '<p class="muted">No mail yet.</p>';
  return staffPage({
    title: 'Mail · local panel',
    style: `${INBOX_STYLE}${STYLE}`,
    body: `${signedInTop('Mail')}
<p class="muted">What the site sent to the SMTP sink on <code>${e(state.smtpUrl)}</code>, newest first: nothing here reached anyone's mailbox. Kept as long as contact messages. <a href="/inbox">Inbox</a> · <a href="/inbox/packages">Client packages</a> · <a href="/__admin/mail">JSON</a></p>
${said}
<section aria-labelledby="caught"><div class="top"><h2 id="caught">Caught mail <span class="count">${mail.length}</span></h2>${deleteAll}</div>
${body}
</section>`,
  });
}

function sendPage(res: ServerResponse, method: string, html: string): void {
  const body = Buffer.from(html);
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(body.length), ...MAIL_HEADERS });
  res.end(method === 'HEAD' ? undefined : body);
}

function backToMail(res: ServerResponse, notice: string): void {
  res.writeHead(303, { Location: `/mail?done=${notice}`, 'Cache-Control': 'no-store', 'Content-Length': '0' });
  res.end();
}

/** `/mail` and its two forms; the caller (app.ts) has let only staff through. */
export async function serveMailPage(state: PanelState, req: IncomingMessage, res: ServerResponse, rawPath: string, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  if (rawPath === '/mail' || rawPath === '/mail/') {
    await drain(req);
    if (method !== 'GET' && method !== 'HEAD') {
      sendJson(res, 405, { message: 'Method not allowed.' }, { Allow: 'GET, HEAD' });
      return;
    }
    sendPage(res, method, mailPageHtml(state, url.searchParams.get('done') ?? undefined));
    return;
  }
  const one = /^\/mail\/(\d{1,12})\/delete$/.exec(rawPath);
  if (!one && rawPath !== '/mail/delete-all') {
    await drain(req);
    throw new HttpError(404, { message: 'Not found.' });
  }
  if (method !== 'POST') {
    await drain(req);
    sendJson(res, 405, { message: 'Method not allowed.' }, { Allow: 'POST' });
    return;
  }
  await readStaffForm(state, req);
  if (!one) {
    deleteAllMail(state.db);
    backToMail(res, 'deleted-all');
    return;
  }
  if (!deleteMail(state.db, Number(one[1]))) throw new HttpError(404, { message: 'No such mail.' });
  backToMail(res, 'deleted');
}

/**
 * `/__admin/mail*` (the caller has checked loopback, Host and staff): true when it answered.
 * `GET /__admin/mail[?to=]` → `{mail: [CaughtMail]}` newest first; `DELETE /__admin/mail/{id}`; `DELETE /__admin/mail`.
 */
export async function handleMailAdmin(state: PanelState, req: IncomingMessage, res: ServerResponse, rawPath: string, url: URL): Promise<boolean> {
  const method = req.method ?? 'GET';
  const path = rawPath.replace(/\/+$/, '');
  if (path === '/__admin/mail' && method === 'GET') {
    await drain(req);
    const to = url.searchParams.get('to');
    sendJson(res, 200, { mail: listMail(state.db, to ?? undefined) });
    return true;
  }
  if (path === '/__admin/mail' && method === 'DELETE') {
    await drain(req);
    sendJson(res, 200, { ok: true, deleted: deleteAllMail(state.db) });
    return true;
  }
  const one = /^\/__admin\/mail\/(\d{1,12})$/.exec(path);
  if (one && method === 'DELETE') {
    await drain(req);
    if (!deleteMail(state.db, Number(one[1]))) throw new HttpError(404, { message: `No mail with id ${one[1]}.` });
    sendJson(res, 200, { ok: true });
    return true;
  }
  return false;
}
