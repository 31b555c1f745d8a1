import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostAllowed, originAllowed, refuseForeignHost } from './host-check';
import { drain, readBody, sendJson } from './http';
import { passwordMatches, readCookie, safeNext, SESSION_COOKIE, sessionCookie, SIGN_IN_PATH, staffAccess, throttleClient } from './staff-auth';
import type { PanelState } from './state';
import { staffPage, staffPageHeaders } from './staff-page';
import { escapeHtml } from './text';

export const SIGN_OUT_PATH = '/staff/sign-out';

type Lang = 'pt' | 'en';
type Notice = { kind: 'error' | 'info'; text: string } | undefined;

const TEXT = {
  pt: {
    title: 'Entrar · painel local',
    heading: 'Acesso da equipe',
    intro: 'A caixa de entrada guarda os dados e as fotos de quem se candidatou. Só a equipe da agência entra.',
    label: 'Senha da equipe',
    hint: 'A senha vem de PANEL_STAFF_PASSWORD, ou foi mostrada no terminal quando o painel começou.',
    submit: 'Entrar',
    wrong: 'Senha incorreta.',
    wait: (seconds: number) => `Muitas tentativas erradas. Tente de novo em ${seconds} s.`,
    signedOut: 'Você saiu.',
    other: { lang: 'en' as Lang, label: 'English' },
  },
  en: {
    title: 'Sign in · local panel',
    heading: 'Staff sign-in',
    intro: "The inbox holds applicants' details and photos. Only the agency's staff get in.",
    label: 'Staff password',
    hint: 'The password comes from PANEL_STAFF_PASSWORD, or was printed in the terminal when the panel started.',
    submit: 'Sign in',
    wrong: 'Wrong password.',
    wait: (seconds: number) => `Too many wrong attempts. Try again in ${seconds} s.`,
    signedOut: 'You have signed out.',
    other: { lang: 'pt' as Lang, label: 'Português' },
  },
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;background:#f4f4f4}
main{max-width:420px;margin:0 auto;padding:56px 20px}
h1{font-weight:300;letter-spacing:.16em;text-transform:uppercase;font-size:22px;margin:0 0 12px}
p{margin:0 0 16px}
.muted{color:#555;font-size:14px}
form{background:#fff;border:1px solid #ddd;padding:20px;margin:0 0 16px}
label{display:block;font-weight:600;margin:0 0 6px}
input{display:block;width:100%;font:inherit;padding:10px 12px;border:1px solid #555;border-radius:0;background:#fff;color:#111}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #111;outline-offset:2px}
button{margin-top:16px;font:inherit;letter-spacing:.08em;text-transform:uppercase;padding:10px 20px;border:1px solid #111;background:#111;color:#fff;cursor:pointer}
.notice{padding:10px 12px;border-left:4px solid #111;background:#fff}
.error{border-color:#a00;color:#a00}
a{color:inherit}
`;

export const PAGE_HEADERS = staffPageHeaders();

function pickLang(req: IncomingMessage, asked: string | null): Lang {
  if (asked === 'pt' || asked === 'en') return asked;
  const accept = (req.headers['accept-language'] ?? '').toLowerCase();
  const pt = accept.indexOf('pt');
  const en = accept.indexOf('en');
  return en !== -1 && (pt === -1 || en < pt) ? 'en' : 'pt';
}

function signInHtml(lang: Lang, next: string, notice: Notice): string {
  const t = TEXT[lang];
  const error = notice?.kind === 'error';
  const message = notice ? `<p id="notice" class="notice${error ? ' error' : ''}" role="${error ? 'alert' : 'status'}">${escapeHtml(notice.text)}</p>` : '';
  const describedBy = error ? 'notice hint' : 'hint';
  const otherHref = `${SIGN_IN_PATH}?lang=${t.other.lang}&next=${encodeURIComponent(next)}`;
  return staffPage({
    lang: lang === 'pt' ? 'pt-BR' : 'en',
    title: escapeHtml(t.title),
    style: STYLE,
    body: `<h1>${escapeHtml(t.heading)}</h1>
<p class="muted">${escapeHtml(t.intro)}</p>
${message}
<form method="post" action="${SIGN_IN_PATH}">
<input type="hidden" name="next" value="${escapeHtml(next)}">
<input type="hidden" name="lang" value="${lang}">
<label for="password">${escapeHtml(t.label)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required autofocus aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''}>
<p id="hint" class="muted" style="margin:8px 0 0">${escapeHtml(t.hint)}</p>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>
<p><a href="${escapeHtml(otherHref)}" hreflang="${t.other.lang}" lang="${t.other.lang}">${t.other.label}</a></p>`,
  });
}

function sendPage(res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
  const body = Buffer.from(html);
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(body.length), ...PAGE_HEADERS, ...headers });
  res.end(body);
}

function redirect(res: ServerResponse, location: string, headers: Record<string, string> = {}): void {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': '0', ...headers });
  res.end();
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return undefined;
  return new URLSearchParams((await readBody(req, 16 * 1024)).toString('utf8'));
}

async function signIn(state: PanelState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = await readForm(req);
  if (!form) {
    await drain(req);
    sendJson(res, 415, { message: 'Sign in with the form (application/x-www-form-urlencoded).' });
    return;
  }
  const lang = pickLang(req, form.get('lang'));
  const next = safeNext(form.get('next'));
  const client = throttleClient(req);
  const wait = state.signInThrottle.retryAfterSeconds(client);
  if (wait > 0) {
    sendPage(res, 429, signInHtml(lang, next, { kind: 'error', text: TEXT[lang].wait(wait) }), { 'Retry-After': String(wait) });
    return;
  }
  if (!passwordMatches(form.get('password') ?? '', state.options.staffPassword)) {
    state.signInThrottle.fail(client);
    sendPage(res, 401, signInHtml(lang, next, { kind: 'error', text: TEXT[lang].wrong }));
    return;
  }
  state.signInThrottle.succeed(client);
  // A new session each time: a cookie planted before sign-in is never the one that gets signed in.
  state.staffSessions.destroy(readCookie(req, SESSION_COOKIE));
  redirect(res, next, { 'Set-Cookie': sessionCookie(req, state, state.staffSessions.create()) });
}

/**
 * `GET|POST /staff/sign-in` and `POST /staff/sign-out`: the staff sign-in form (pt or en, no script)
 * and its answer. Refused on a foreign Host, and a post from another origin.
 */
export async function serveStaffPages(state: PanelState, req: IncomingMessage, res: ServerResponse, rawPath: string, url: URL): Promise<void> {
  if (!hostAllowed(state, req)) return refuseForeignHost(req, res);
  const method = req.method ?? 'GET';
  if (method === 'POST' && !originAllowed(state, req)) {
    await drain(req);
    sendJson(res, 403, { message: 'Cross-origin form posts are refused.' });
    return;
  }
  if (rawPath === SIGN_IN_PATH && (method === 'GET' || method === 'HEAD')) {
    const next = safeNext(url.searchParams.get('next'));
    if (staffAccess(state, req) === 'session') return redirect(res, next);
    const lang = pickLang(req, url.searchParams.get('lang'));
    const notice: Notice = url.searchParams.has('signed-out') ? { kind: 'info', text: TEXT[lang].signedOut } : undefined;
    sendPage(res, 200, signInHtml(lang, next, notice));
    return;
  }
  if (rawPath === SIGN_IN_PATH && method === 'POST') return signIn(state, req, res);
  if (rawPath === SIGN_OUT_PATH && method === 'POST') {
    await drain(req);
    state.staffSessions.destroy(readCookie(req, SESSION_COOKIE));
    redirect(res, `${SIGN_IN_PATH}?signed-out`, { 'Set-Cookie': sessionCookie(req, state, null) });
    return;
  }
  await drain(req);
  sendJson(res, rawPath === SIGN_IN_PATH || rawPath === SIGN_OUT_PATH ? 405 : 404, { message: 'Not found.' });
}
