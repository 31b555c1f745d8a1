import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { HttpError, isRecord, paginate, positiveInt, readJson, sendJson, validationError } from './http';
import { withMediaHost } from './media-host';
import { STORAGE_PLACEHOLDER } from './seed-posts';
import { withBrokenItem, type BrokenList, type Route, type RouteContext } from './state';
import { talentSlug } from '../lib/talents/slug';

const DEFAULT_PER_PAGE = 15;
const SLIDE_TYPES: Record<string, string> = { home: 'slides', menu: 'slidesmenu' };

const BROKEN_ENTITY: Record<string, BrokenList> = { slides: 'slides', slidesmenu: 'slides', staff: 'staff' };

function entityItems(context: RouteContext, entity: string): Record<string, unknown>[] {
  const rows = context.state.db
    .prepare('SELECT data FROM entities WHERE entity = ? ORDER BY position')
    .all(entity) as { data: string }[];
  const items = rows.map((row) => JSON.parse(withMediaHost(row.data, context.state.mediaUrl)) as Record<string, unknown>);
  const broken = BROKEN_ENTITY[entity];
  return broken ? withBrokenItem(context.state, broken, items) : items;
}

function knownEntity(context: RouteContext, entity: string): boolean {
  return context.state.db.prepare('SELECT 1 FROM entities WHERE entity = ? LIMIT 1').get(entity) !== undefined;
}

function listEntity(context: RouteContext): void {
  const entity = context.params[0] ?? '';
  if (!knownEntity(context, entity)) throw new HttpError(404, { message: `Entity ${entity} not found.` });
  sendJson(context.res, 200, { data: entityItems(context, entity) });
}

/** `/{entity}/{id}` is one item; `/{entity}/{field}/{value}` filters on a field ('staff/role/bookers'). */
function entityDetail(context: RouteContext): void {
  const [entity = '', idOrConcept = '', value] = context.params;
  if (!knownEntity(context, entity)) throw new HttpError(404, { message: `Entity ${entity} not found.` });
  const items = entityItems(context, entity);
  if (value === undefined && /^\d+$/.test(idOrConcept)) {
    const item = items.find((candidate) => candidate.id === Number(idOrConcept));
    if (!item) throw new HttpError(404, { message: `No ${entity} with id ${idOrConcept}.` });
    sendJson(context.res, 200, { data: item });
    return;
  }
  const matches = items.filter((item) => {
    if (!(idOrConcept in item)) return false;
    const field = item[idOrConcept];
    if (value === undefined) return field !== null && field !== undefined && field !== false && field !== '';
    return String(field) === value || (typeof field === 'boolean' && String(Number(field)) === value);
  });
  sendJson(context.res, 200, { data: matches });
}

function slides(context: RouteContext): void {
  const entity = SLIDE_TYPES[context.params[0] ?? ''];
  if (!entity) throw new HttpError(404, { message: `No slides of type ${context.params[0] ?? ''}.` });
  sendJson(context.res, 200, { data: entityItems(context, entity) });
}

function websiteTexts({ res, state }: RouteContext): void {
  const rows = state.db.prepare('SELECT key, value FROM website_texts ORDER BY position, key').all() as {
    key: string;
    value: string;
  }[];
  sendJson(res, 200, { data: rows.map((row) => ({ key: row.key, value: JSON.parse(row.value) as unknown })) });
}

function websiteImages({ res, state }: RouteContext): void {
  const rows = state.db.prepare('SELECT key, file FROM website_images ORDER BY position').all() as { key: string; file: string }[];
  sendJson(res, 200, { data: rows.map((row) => ({ key: row.key, file: withMediaHost(row.file, state.mediaUrl) })) });
}

function customizations({ res, state }: RouteContext): void {
  const rows = state.db.prepare('SELECT key, value FROM customizations ORDER BY key').all() as { key: string; value: string }[];
  sendJson(res, 200, { data: Object.fromEntries(rows.map((row) => [row.key, row.value])) });
}

function socialMedias({ res, state }: RouteContext): void {
  const rows = state.db.prepare('SELECT name, url FROM social_medias ORDER BY position').all();
  sendJson(res, 200, { data: rows });
}

type PostRow = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  cover: string;
  published_at: string;
  body: string;
};

function listPosts({ res, url, params, state }: RouteContext): void {
  const [type = '', lang = ''] = params;
  const rows = state.db
    .prepare(
      'SELECT id, slug, title, excerpt, cover, published_at FROM posts WHERE type = ? AND lang = ? ORDER BY published_at DESC, id DESC',
    )
    .all(type, lang);
  const perPage = positiveInt(url.searchParams.get('paginate'), DEFAULT_PER_PAGE);
  const page = positiveInt(url.searchParams.get('page'), 1);
  sendJson(res, 200, paginate(type === 'news' ? withBrokenItem(state, 'posts', rows) : rows, perPage, page));
}

function showPost({ res, params, state }: RouteContext): void {
  const [type = '', lang = '', slug = ''] = params;
  const row = state.db
    .prepare('SELECT id, slug, title, excerpt, cover, published_at, body FROM posts WHERE type = ? AND lang = ? AND slug = ?')
    .get(type, lang, slug) as PostRow | undefined;
  if (!row) throw new HttpError(404, { message: 'Post not found.' });
  sendJson(res, 200, { data: { ...row, body: row.body.split(STORAGE_PLACEHOLDER).join(`${state.baseUrl}/storage`) } });
}

async function downloadZip({ req, res, state }: RouteContext): Promise<void> {
  const body = await readJson(req);
  const ids = isRecord(body) ? body.talent_ids : undefined;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isInteger(id) && (id as number) > 0)) {
    throw validationError({ talent_ids: ['The talent_ids must be a non-empty list of talent ids.'] });
  }
  const unique = [...new Set(ids as number[])];
  const rows = unique.map(
    (id) => state.db.prepare('SELECT id, name, data FROM talents WHERE id = ?').get(id) as
      | { id: number; name: string; data: string }
      | undefined,
  );
  const missing = unique.filter((_, index) => rows[index] === undefined);
  if (missing.length > 0) throw validationError({ talent_ids: [`The selected talent_ids are invalid: ${missing.join(', ')}.`] });

  const files: Zippable = {};
  const usedFolders = new Set<string>();
  for (const row of rows) {
    if (!row) continue;
    let folder = talentSlug(row.name);
    if (usedFolders.has(folder)) folder = `${folder}-${row.id}`;
    usedFolders.add(folder);
    const { book } = JSON.parse(row.data) as { book: { file: string }[] };
    for (const [index, item] of book.entries()) {
      const bytes = await readFile(path.join(state.storageDir, item.file));
      // JPEGs do not shrink: store them as they are.
      files[`${folder}/${index + 1}.jpg`] = [bytes, { level: 0 }];
    }
  }
  const zip = zipSync(files);
  res.writeHead(200, {
    'Content-Type': 'application/zip',
    'Content-Length': String(zip.length),
    'Content-Disposition': 'attachment; filename="talents.zip"',
    'Cache-Control': 'no-store',
  });
  res.end(zip);
}

export const panelRoutes: Route[] = [
  { method: 'GET', pattern: /^\/api\/entities\/([^/]+)$/, host: 'panel', handle: listEntity },
  { method: 'GET', pattern: /^\/api\/entities\/([^/]+)\/([^/]+)(?:\/([^/]+))?$/, host: 'panel', handle: entityDetail },
  { method: 'GET', pattern: /^\/api\/slides\/([^/]+)$/, host: 'panel', handle: slides },
  { method: 'GET', pattern: /^\/api\/website-texts$/, host: 'panel', handle: websiteTexts },
  { method: 'GET', pattern: /^\/api\/website-images$/, host: 'panel', handle: websiteImages },
  { method: 'GET', pattern: /^\/api\/customizations$/, host: 'panel', handle: customizations },
  { method: 'GET', pattern: /^\/api\/social-medias$/, host: 'panel', handle: socialMedias },
  { method: 'GET', pattern: /^\/api\/posts\/([^/]+)\/([^/]+)$/, host: 'panel', handle: listPosts },
  { method: 'GET', pattern: /^\/api\/posts\/([^/]+)\/([^/]+)\/([^/]+)$/, host: 'panel', handle: showPost },
  { method: 'POST', pattern: /^\/api\/download\/zip$/, host: 'panel', handle: downloadZip },
];
