import type { IncomingMessage, ServerResponse } from 'node:http';
import { originAllowed } from './host-check';
import { drain, HttpError, readBody } from './http';
import { parsePackageInput } from './packages-input';
import { packageForm, packageHtml, packagesListHtml, page, type Flash } from './packages-staff-html';
import { createPackage, readPackageRow, revokePackage, updatePackage } from './packages-store';
import { revalidatePackageOnSite } from './packages-webhook';
import { staffPageHeaders } from './staff-page';
import type { PanelState } from './state';

/**
 * The staff's package pages under `/inbox/packages` (behind the inbox's staff guard): the list with
 * each package's link, views and picks; a form to make or edit one (talents and, per talent, photos,
 * a note, expiry, an optional PIN, language); revocation. Plain forms, no script (the inbox's CSP).
 */

const HEADERS = { 'Content-Type': 'text/html; charset=utf-8', ...staffPageHeaders({ img: "'self' http://localhost:* http://127.0.0.1:*" }) };

function send(res: ServerResponse, status: number, html: string): void {
  const body = Buffer.from(html);
  res.writeHead(status, { ...HEADERS, 'Content-Length': String(body.length) });
  res.end(body);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': '0' });
  res.end();
}

/**
 * The form's fields as the package input: `talent` ticked ids, per id `position_<id>`, `note_<id>`,
 * `photo_<id>` (files), `availability_<id>` (a status, or empty for none) and `availability_dates_<id>`.
 */
function inputFromForm(form: URLSearchParams): Record<string, unknown> {
  const ids = form.getAll('talent').filter((id) => /^\d{1,9}$/.test(id)).map(Number);
  const position = (id: number) => {
    const value = Number(form.get(`position_${id}`));
    return Number.isFinite(value) ? value : Number.MAX_SAFE_INTEGER;
  };
  const ordered = [...ids].sort((a, b) => position(a) - position(b) || ids.indexOf(a) - ids.indexOf(b));
  const expires = form.get('expires_at') ?? '';
  return {
    title: form.get('title') ?? '',
    message: form.get('message') ?? '',
    locale: form.get('locale') ?? 'pt',
    booker: { name: form.get('booker_name') ?? '', email: form.get('booker_email') ?? '', phone: form.get('booker_phone') ?? '' },
    // A date and time picked in the browser is the agency's local time (São Paulo, UTC−3).
    expires_at: expires === '' ? null : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(expires) ? `${expires}:00-03:00` : expires,
    talents: ordered.map((id) => ({
      id,
      note: form.get(`note_${id}`) ?? '',
      photos: form.getAll(`photo_${id}`),
      availability: { status: form.get(`availability_${id}`) ?? '', dates: form.get(`availability_dates_${id}`) ?? '' },
    })),
    ...(form.get('pin_mode') === 'keep' ? {} : { pin: form.get('pin') ?? '' }),
  };
}

async function readForm(state: PanelState, req: IncomingMessage): Promise<URLSearchParams> {
  if (!originAllowed(state, req)) {
    await drain(req);
    throw new HttpError(403, { message: 'Posted from another origin.' });
  }
  if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
    await drain(req);
    throw new HttpError(415, { message: 'Send the form as application/x-www-form-urlencoded.' });
  }
  return new URLSearchParams((await readBody(req, 512 * 1024)).toString('utf8'));
}

function flashFrom(url: URL): Flash {
  const done = url.searchParams.get('done');
  return done === 'created' || done === 'saved' || done === 'revoked' ? done : undefined;
}

/** After an edit or a revocation: the site is told at once (the webhook), and the page says whether it took it. */
async function changed(res: ServerResponse, token: string, done: 'saved' | 'revoked'): Promise<void> {
  const site = await revalidatePackageOnSite(token);
  return redirect(res, `/inbox/packages/${token}?done=${done}${site === 'sent' ? '' : '&site=late'}`);
}

/** Answers `/inbox/packages…` for signed-in staff (the caller checked the session). */
export async function servePackageStaff(state: PanelState, req: IncomingMessage, res: ServerResponse, rawPath: string, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  const path = rawPath.replace(/\/+$/, '');
  if (path === '/inbox/packages' && method === 'GET') return send(res, 200, packagesListHtml(state));
  if (path === '/inbox/packages/new' && method === 'GET') return send(res, 200, page('New package', `<h1>New package</h1>${packageForm(state, undefined, undefined)}`));
  if (path === '/inbox/packages' && method === 'POST') {
    const form = await readForm(state, req);
    try {
      const token = await createPackage(state.db, parsePackageInput(state.db, inputFromForm(form)));
      return redirect(res, `/inbox/packages/${token}?done=created`);
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) return send(res, 422, page('New package', `<h1>New package</h1>${packageForm(state, undefined, error.body.errors as Record<string, string[]>, form)}`));
      throw error;
    }
  }
  const match = /^\/inbox\/packages\/([A-Za-z0-9_-]{8,64})(\/revoke)?$/.exec(path);
  const row = match ? readPackageRow(state.db, match[1] ?? '') : undefined;
  if (!match || !row) {
    await drain(req);
    throw new HttpError(404, { message: 'No such package.' });
  }
  if (match[2] && method === 'POST') {
    await readForm(state, req);
    revokePackage(state.db, row.token);
    return changed(res, row.token, 'revoked');
  }
  if (!match[2] && method === 'GET') return send(res, 200, packageHtml(state, row, flashFrom(url), undefined, undefined, url.searchParams.get('site') === 'late'));
  if (!match[2] && method === 'POST') {
    const form = await readForm(state, req);
    try {
      await updatePackage(state.db, row.token, parsePackageInput(state.db, inputFromForm(form), true));
      return changed(res, row.token, 'saved');
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) return send(res, 422, packageHtml(state, row, undefined, error.body.errors as Record<string, string[]>, form));
      throw error;
    }
  }
  await drain(req);
  throw new HttpError(405, { message: 'Method not allowed.' });
}
