import type { IncomingMessage, ServerResponse } from 'node:http';
import { deleteEntries } from './entry-store';
import { drain, HttpError, isRecord, readJsonObject, sendJson, validationError } from './http';
import { BROKEN_LISTS, type BrokenList, type Fault, type PanelState } from './state';
import { foldLetter } from '../lib/talents/letters';

function onFlag(body: unknown): boolean {
  if (!isRecord(body) || typeof body.on !== 'boolean') throw validationError({ on: ['The on field must be true or false.'] });
  return body.on;
}

function parseFault(body: unknown, id: number): Fault {
  if (!isRecord(body)) throw validationError({ route: ['Send a JSON object.'] });
  const errors: Record<string, string[]> = {};
  const route = typeof body.route === 'string' ? body.route.trim() : '';
  let method = '*';
  let prefix = '';
  if (route !== '*') {
    const match = /^([A-Za-z]+|\*)\s+(\/\S*)$/.exec(route);
    if (match) {
      method = (match[1] ?? '*').toUpperCase();
      prefix = match[2] ?? '';
    } else {
      errors.route = ['The route must be "*" or "<METHOD> <path prefix>", e.g. "GET /api/entities/slides".'];
    }
  }
  const optionalInt = (key: string, min: number, max: number): number | undefined => {
    const value = body[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      errors[key] = [`The ${key} must be an integer from ${min} to ${max}.`];
      return undefined;
    }
    return value;
  };
  const status = optionalInt('status', 100, 599);
  const delayMs = optionalInt('delayMs', 0, 120_000);
  const times = optionalInt('times', 1, 1_000_000);
  if (status === undefined && delayMs === undefined && !errors.status && !errors.delayMs) {
    errors.status = ['Give a status, a delayMs, or both.'];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { id, route: route === '*' ? '*' : `${method} ${prefix}`, method, prefix, status, delayMs, remaining: times };
}

/** Prefixes match whole path segments: '/api/entities/slides' does not cover '/api/entities/slidesmenu'. */
function underPrefix(pathname: string, prefix: string): boolean {
  if (prefix === '' || prefix === '/' || pathname === prefix) return true;
  return pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** The first fault matching the request, counting one use of it. */
export function takeFault(state: PanelState, method: string, pathname: string): Fault | undefined {
  const index = state.faults.findIndex(
    (fault) => (fault.method === '*' || fault.method === method) && underPrefix(pathname, fault.prefix),
  );
  const fault = state.faults[index];
  if (!fault) return undefined;
  if (fault.remaining !== undefined) {
    fault.remaining -= 1;
    if (fault.remaining <= 0) state.faults.splice(index, 1);
  }
  return fault;
}

/** Sets a customization (`value`) or a website image (`file`); null removes the key. */
function updateKeyedContent(state: PanelState, body: Record<string, unknown>): Record<string, unknown> {
  const field = body.kind === 'customization' ? 'value' : 'file';
  const key = typeof body.key === 'string' ? body.key.trim() : '';
  const value = body[field];
  const errors: Record<string, string[]> = {};
  if (key === '') errors.key = ['The key field is required.'];
  if (value !== null && (typeof value !== 'string' || value.trim() === '')) errors[field] = [`The ${field} must be a non-empty string, or null to remove the key.`];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const stored = typeof value === 'string' ? value : null;
  if (body.kind === 'customization') {
    if (stored === null) state.db.prepare('DELETE FROM customizations WHERE key = ?').run(key);
    else state.db.prepare('INSERT INTO customizations (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, stored);
  } else if (stored === null) {
    state.db.prepare('DELETE FROM website_images WHERE key = ?').run(key);
  } else {
    const position = (state.db.prepare('SELECT COALESCE(MAX(position), -1) + 1 AS next FROM website_images').get() as { next: number }).next;
    state.db
      .prepare('INSERT INTO website_images (key, position, file) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET file = excluded.file')
      .run(key, position, stored);
  }
  return { key, [field]: stored };
}

function parseBroken(body: unknown): { list: BrokenList; on: boolean } {
  const on = onFlag(body);
  const list = isRecord(body) ? body.list : undefined;
  if (typeof list !== 'string' || !(BROKEN_LISTS as readonly string[]).includes(list)) {
    throw validationError({ list: [`The list must be one of ${BROKEN_LISTS.join(', ')}.`] });
  }
  return { list: list as BrokenList, on };
}

/** A new talent, with the first talent's photos and measurements, last in id order. */
function addTalent(state: PanelState, body: Record<string, unknown>): Record<string, unknown> {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  const gender = body.gender === 'man' ? 'man' : 'woman';
  if (name === '') throw validationError({ name: ['A new talent needs a non-empty name.'] });
  const template = state.db.prepare('SELECT cover, categories, data FROM talents ORDER BY id LIMIT 1').get() as
    | { cover: string; categories: string; data: string }
    | undefined;
  if (!template) throw new HttpError(409, { message: 'There is no talent to copy photos from.' });
  const { next } = state.db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM talents').get() as { next: number };
  state.db
    .prepare('INSERT INTO talents (id, name, gender, letter, cover, categories, data) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(next, name, gender, foldLetter(name), template.cover, template.categories, template.data);
  return { id: next, name, gender };
}

async function updateContent(state: PanelState, body: unknown): Promise<Record<string, unknown>> {
  if (!isRecord(body)) throw validationError({ kind: ['Send a JSON object.'] });
  if (body.kind === 'website-text') {
    const key = typeof body.key === 'string' ? body.key.trim() : '';
    const value = body.value;
    const errors: Record<string, string[]> = {};
    if (key === '') errors.key = ['The key field is required.'];
    if (!isRecord(value) || !Object.values(value).every((item) => typeof item === 'string')) {
      errors.value = ['The value must be an object of locale → text.'];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const position = (state.db.prepare('SELECT COALESCE(MAX(position), -1) + 1 AS next FROM website_texts').get() as { next: number }).next;
    state.db
      .prepare(
        'INSERT INTO website_texts (key, position, value) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      )
      .run(key, position, JSON.stringify(value));
    return { key, value };
  }
  if (body.kind === 'customization' || body.kind === 'website-image') {
    return updateKeyedContent(state, body);
  }
  if (body.kind === 'talent') {
    const id = body.id;
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (typeof id !== 'number' || !Number.isInteger(id) || name === '') {
      throw validationError({ talent: ['A talent update needs an integer id and a non-empty name.'] });
    }
    const { changes } = state.db.prepare('UPDATE talents SET name = ?, letter = ? WHERE id = ?').run(name, foldLetter(name), id);
    if (Number(changes) === 0) throw new HttpError(404, { message: `No talent with id ${id}.` });
    return { id, name };
  }
  if (body.kind === 'talent-add') return addTalent(state, body);
  if (body.kind === 'talent-remove') {
    const id = body.id;
    if (typeof id !== 'number' || !Number.isInteger(id)) throw validationError({ id: ['The id must be an integer.'] });
    const { changes } = state.db.prepare('DELETE FROM talents WHERE id = ?').run(id);
    if (Number(changes) === 0) throw new HttpError(404, { message: `No talent with id ${id}.` });
    return { id, removed: true };
  }
  throw validationError({
    kind: ['The kind must be "website-text", "customization", "website-image", "talent", "talent-add" or "talent-remove".'],
  });
}

/**
 * `/__admin/*`: switches for tests and demos. The caller (app.ts) has checked the Host and the staff
 * session or bearer; every POST here takes its own JSON object and nothing else.
 */
export async function handleAdmin(state: PanelState, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  const route = `${req.method ?? 'GET'} ${pathname.replace(/\/+$/, '')}`;
  let body: Record<string, unknown> = {};
  if (req.method === 'POST') body = await readJsonObject(req);
  else await drain(req);
  switch (route) {
    case 'GET /__admin/stats':
      sendJson(res, 200, { total: state.stats.total, byRoute: state.stats.byRoute });
      return;
    case 'POST /__admin/stats/reset':
      state.stats = { total: 0, byRoute: {} };
      sendJson(res, 200, { ok: true });
      return;
    case 'GET /__admin/faults':
      sendJson(res, 200, { faults: state.faults });
      return;
    case 'POST /__admin/faults': {
      const fault = parseFault(body, state.nextFaultId);
      state.nextFaultId += 1;
      state.faults.push(fault);
      sendJson(res, 201, { fault });
      return;
    }
    case 'DELETE /__admin/faults':
      state.faults = [];
      sendJson(res, 200, { ok: true });
      return;
    case 'POST /__admin/entries/reject':
      state.rejectEntries = onFlag(body);
      sendJson(res, 200, { ok: true, rejectEntries: state.rejectEntries });
      return;
    case 'POST /__admin/tokens/expire':
      sendJson(res, 200, { ok: true, expired: state.tokens.expireAll() });
      return;
    case 'POST /__admin/down':
      state.down = onFlag(body);
      sendJson(res, 200, { ok: true, down: state.down });
      return;
    case 'POST /__admin/broken': {
      const { list, on } = parseBroken(body);
      if (on) state.broken.add(list);
      else state.broken.delete(list);
      sendJson(res, 200, { ok: true, broken: [...state.broken] });
      return;
    }
    case 'POST /__admin/content':
      sendJson(res, 200, { ok: true, updated: await updateContent(state, body) });
      return;
    case 'GET /__admin/talents': {
      // Every talent's filterable details, for tests that check a filtered roster on their own terms.
      const rows = state.db.prepare('SELECT id, name, gender, categories, data FROM talents ORDER BY id').all() as Array<{
        id: number;
        name: string;
        gender: string;
        categories: string;
        data: string;
      }>;
      const talents = rows.map((row) => {
        const data = JSON.parse(row.data) as { height?: string; hair?: string; eyes?: string; location?: { in_town: boolean } };
        return {
          id: row.id,
          name: row.name,
          gender: row.gender,
          categories: row.categories.split(',').filter(Boolean),
          height: data.height,
          hair: data.hair,
          eyes: data.eyes,
          ...(data.location ? { inTown: data.location.in_town } : {}),
        };
      });
      sendJson(res, 200, { talents });
      return;
    }
    case 'POST /__admin/reset-entries':
      sendJson(res, 200, { ok: true, deleted: await deleteEntries(state) });
      return;
    default:
      throw new HttpError(404, { message: `No admin route ${route}.` });
  }
}
