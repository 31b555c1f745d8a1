import type { IncomingMessage, ServerResponse } from 'node:http';
import { readSendHeaders } from './entry-headers';
import { HttpError, isRecord, readJson, sendJson, validationError } from './http';
import { isEmail, parsePackageInput } from './packages-input';
import { ensurePackagesSeeded } from './packages-seed';
import { revalidatePackageOnSite } from './packages-webhook';
import {
  createPackage,
  listPackageRows,
  packageActivity,
  packageBody,
  packageHolds,
  pinMatches,
  readPackageRow,
  recordHold,
  recordPick,
  recordView,
  revokePackage,
  TOKEN_PATTERN,
  type PackageRow,
} from './packages-store';
import type { PanelState, Route, RouteContext } from './state';

const NOT_FOUND = { message: 'Package not found.' };

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The package a call names, or the contract's answer: 404 unknown or revoked, 410 expired, and when
 * `checkPin`, 403 `pin_required` / `pin_invalid` for a package with a PIN.
 */
export async function openPackage(state: PanelState, req: IncomingMessage, token: string, checkPin: boolean, now = Date.now()): Promise<PackageRow> {
  const row = TOKEN_PATTERN.test(token) ? readPackageRow(state.db, token) : undefined;
  if (!row || row.revoked_at !== null) throw new HttpError(404, NOT_FOUND);
  if (row.expires_at !== null && Date.parse(row.expires_at) <= now) {
    throw new HttpError(410, { message: 'expired', expires_at: row.expires_at });
  }
  if (checkPin && row.pin_hash !== null) {
    const pin = single(req.headers['x-package-pin'])?.trim();
    if (!pin) throw new HttpError(403, { message: 'pin_required' });
    if (pin.length > 64 || !(await pinMatches(pin, row.pin_hash))) throw new HttpError(403, { message: 'pin_invalid' });
  }
  return row;
}

function talentIdsOf(row: PackageRow): Set<number> {
  return new Set((JSON.parse(row.talents) as { id: number }[]).map((talent) => talent.id));
}

async function showPackage({ req, res, params, state }: RouteContext): Promise<void> {
  const row = await openPackage(state, req, params[0] ?? '', true);
  sendJson(res, 200, { data: packageBody(state.db, row, state.mediaUrl) });
}

/** A post to a package: the package (refused as the GET would be, the PIN checked when `checkPin`) and its JSON body, an object (else `shape` says what to send). */
async function openWithBody(
  { req, state, params }: Pick<RouteContext, 'req' | 'state' | 'params'>,
  checkPin: boolean,
  shape: Record<string, string[]>,
): Promise<{ row: PackageRow; body: Record<string, unknown> }> {
  const row = await openPackage(state, req, params[0] ?? '', checkPin);
  const body = await readJson(req);
  if (!isRecord(body)) throw validationError(shape);
  return { row, body };
}

async function reportView({ req, res, params, state }: RouteContext): Promise<void> {
  const { row, body } = await openWithBody({ req, state, params }, true, { talent_id: ['Send {"talent_id": <id> | null, "at": ISO}.'] });
  const talentId = body.talent_id ?? null;
  if (talentId !== null && (typeof talentId !== 'number' || !talentIdsOf(row).has(talentId))) {
    throw validationError({ talent_id: ['The talent is not in this package.'] });
  }
  const at = typeof body.at === 'string' && !Number.isNaN(Date.parse(body.at)) ? new Date(body.at).toISOString() : undefined;
  if (!at) throw validationError({ at: ['The at field must be an ISO 8601 date and time.'] });
  recordView(state.db, row.token, talentId as number | null, at);
  res.writeHead(204, { 'Cache-Control': 'no-store' });
  res.end();
}

/** A client's answer's name, e-mail and note, trimmed; the e-mail's and note's errors go into `errors` (the name's rule is each answer's own). */
function answerContact(body: Record<string, unknown>, errors: Record<string, string[]>): { name: string; email: string; note: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const [name, email, note] = [text(body.name), text(body.email), text(body.note)];
  if (!isEmail(email) || email.length > 200) errors.email = ['The email must be a valid email address.'];
  if (note.length > 5000) errors.note = ['The note may not be greater than 5000 characters.'];
  return { name, email, note };
}

/** Picks ask no PIN: the site checked it before taking the answer, which may arrive later through its outbox. */
async function sendPicks({ req, res, params, state }: RouteContext): Promise<void> {
  const { row, body } = await openWithBody({ req, state, params }, false, { talent_ids: ['Send {"talent_ids": [..], "name", "email", "note"}.'] });
  const errors: Record<string, string[]> = {};
  const ids = body.talent_ids;
  const inPackage = talentIdsOf(row);
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isInteger(id))) {
    errors.talent_ids = ['Choose at least one talent.'];
  } else if (!ids.every((id) => inPackage.has(id as number))) {
    errors.talent_ids = ['The selected talent_ids are not in this package.'];
  }
  const { name, email, note } = answerContact(body, errors);
  if (name === '' || name.length > 200) errors.name = ['The name field is required.'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const headers = readSendHeaders(req.headers);
  const stored = recordPick(state.db, row.token, { talentIds: [...new Set(ids as number[])], name, email, note, ...headers });
  sendJson(res, stored.created ? 201 : 200, { id: stored.id });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day `YYYY-MM-DD` that exists, or undefined. */
function day(value: unknown): string | undefined {
  if (typeof value !== 'string' || !DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

/** A hold request: the client asks the agency to keep one talent free from one day to another. Same PIN and expiry answers as the GET. */
async function sendHold({ req, res, params, state }: RouteContext): Promise<void> {
  const { row, body } = await openWithBody({ req, state, params }, true, { talent_id: ['Send {"talent_id", "from", "to", "name", "email", "note"}.'] });
  const errors: Record<string, string[]> = {};
  const talentId = body.talent_id;
  if (typeof talentId !== 'number' || !Number.isInteger(talentId) || !talentIdsOf(row).has(talentId)) {
    errors.talent_id = ['The talent is not in this package.'];
  }
  const from = day(body.from);
  const to = day(body.to);
  if (!from) errors.from = ['The from field must be a date (YYYY-MM-DD).'];
  if (!to) errors.to = ['The to field must be a date (YYYY-MM-DD).'];
  else if (from && to < from) errors.to = ['The to date must be on or after the from date.'];
  const { name, email, note } = answerContact(body, errors);
  if (name.length > 200) errors.name = ['The name may not be greater than 200 characters.'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const headers = readSendHeaders(req.headers);
  const stored = recordHold(state.db, row.token, { talentId: talentId as number, from: from as string, to: to as string, name, email, note, ...headers });
  sendJson(res, stored.created ? 201 : 200, { id: stored.id });
}

const TOKEN = '([^/]+)';
export const packageRoutes: Route[] = [
  { method: 'GET', pattern: new RegExp(`^/api/packages/${TOKEN}$`), host: 'panel', handle: showPackage },
  { method: 'POST', pattern: new RegExp(`^/api/packages/${TOKEN}/views$`), host: 'panel', handle: reportView },
  { method: 'POST', pattern: new RegExp(`^/api/packages/${TOKEN}/picks$`), host: 'panel', handle: sendPicks },
  { method: 'POST', pattern: new RegExp(`^/api/packages/${TOKEN}/holds$`), host: 'panel', handle: sendHold },
];

function summary(row: PackageRow) {
  return { token: row.token, title: row.title, locale: row.locale, expires_at: row.expires_at, revoked: row.revoked_at !== null, pin: row.pin_hash !== null };
}

/**
 * `/__admin/packages…` (loopback only, like every admin switch): the seeded tokens, a package made
 * from JSON, one package's views, picks and hold requests, a revocation.
 */
export async function handlePackagesAdmin(state: PanelState, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
  const method = req.method ?? 'GET';
  const path = pathname.replace(/\/+$/, '');
  if (path === '/__admin/packages' && method === 'GET') {
    sendJson(res, 200, { seeded: await ensurePackagesSeeded(state.db), packages: listPackageRows(state.db).map(summary) });
    return true;
  }
  if (path === '/__admin/packages' && method === 'POST') {
    const body = await readJson(req);
    if (!isRecord(body)) throw validationError({ title: ['Send a JSON object.'] });
    sendJson(res, 201, { token: await createPackage(state.db, parsePackageInput(state.db, body)) });
    return true;
  }
  const match = /^\/__admin\/packages\/([A-Za-z0-9_-]+)(\/revoke)?$/.exec(path);
  if (!match) return false;
  const row = readPackageRow(state.db, match[1] ?? '');
  if (!row) throw new HttpError(404, NOT_FOUND);
  if (match[2] && method === 'POST') {
    revokePackage(state.db, row.token);
    sendJson(res, 200, { ok: true, site: await revalidatePackageOnSite(row.token) });
    return true;
  }
  if (!match[2] && method === 'GET') {
    const { views, picks } = packageActivity(state.db, row.token);
    const holds = packageHolds(state.db, row.token).map(({ from_date, to_date, ...hold }) => ({ ...hold, from: from_date, to: to_date }));
    sendJson(res, 200, { package: summary(row), views, picks: picks.map((pick) => ({ ...pick, talent_ids: JSON.parse(pick.talent_ids) as number[] })), holds });
    return true;
  }
  return false;
}
