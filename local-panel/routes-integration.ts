import { CATEGORIES, EYE_COLOURS, HAIR_COLOURS } from './colours';
import { HttpError, isRecord, paginate, positiveInt, readJson, sendJson, validationError } from './http';
import { withMediaHost } from './media-host';
import { withBrokenItem, type Route, type RouteContext } from './state';
import { foldLetter } from './text';

const DEFAULT_PER_PAGE = 15;
const collator = new Intl.Collator('pt', { sensitivity: 'base' });

type TalentRow = { id: number; name: string; gender: string; cover: string; categories: string; data: string };

function optionalString(body: Record<string, unknown>, key: string, errors: Record<string, string[]>): string | undefined {
  const value = body[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') {
    errors[key] = [`The ${key} must be a string.`];
    return undefined;
  }
  return value.trim();
}

function readFilters(body: unknown): { gender?: string; category?: string; letter?: string } {
  if (body === undefined) return {};
  if (!isRecord(body)) throw validationError({ body: ['The body must be a JSON object.'] });
  const errors: Record<string, string[]> = {};
  const gender = optionalString(body, 'gender', errors);
  const category = optionalString(body, 'category', errors);
  const rawLetter = optionalString(body, 'letter', errors);
  if (gender !== undefined && gender !== 'woman' && gender !== 'man') errors.gender = ['The selected gender is invalid.'];
  if (category !== undefined && !CATEGORIES.some((entry) => entry.key === category)) {
    errors.category = ['The selected category is invalid.'];
  }
  const letter = rawLetter === undefined ? undefined : foldLetter(rawLetter);
  if (rawLetter !== undefined && (Array.from(rawLetter).length !== 1 || letter === '#')) {
    errors.letter = ['The letter must be a single letter from A to Z.'];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { gender, category, letter };
}

async function listTalents({ req, res, url, state }: RouteContext): Promise<void> {
  const filters = readFilters(await readJson(req));
  const clauses: string[] = [];
  const values: string[] = [];
  if (filters.gender) {
    clauses.push('gender = ?');
    values.push(filters.gender);
  }
  if (filters.category) {
    clauses.push('categories LIKE ?');
    values.push(`%,${filters.category},%`);
  }
  if (filters.letter) {
    clauses.push('letter = ?');
    values.push(filters.letter);
  }
  const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
  const rows = state.db
    .prepare(`SELECT id, name, gender, cover FROM talents ${where}`)
    .all(...values) as Pick<TalentRow, 'id' | 'name' | 'gender' | 'cover'>[];
  rows.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  for (const row of rows) row.cover = withMediaHost(row.cover, state.mediaUrl);
  const perPage = positiveInt(url.searchParams.get('paginate'), DEFAULT_PER_PAGE);
  const page = positiveInt(url.searchParams.get('page'), 1);
  sendJson(res, 200, paginate(withBrokenItem(state, 'talents', rows), perPage, page));
}

function flag(value: string | null): boolean {
  return value === '1' || value === 'true';
}

function showProfile({ res, url, state }: RouteContext): void {
  const rawId = url.searchParams.get('id') ?? '';
  const row = /^\d+$/.test(rawId)
    ? (state.db.prepare('SELECT * FROM talents WHERE id = ?').get(Number(rawId)) as TalentRow | undefined)
    : undefined;
  if (!row) throw new HttpError(404, { message: 'Talent not found.' });
  const data = JSON.parse(withMediaHost(row.data, state.mediaUrl)) as Record<string, unknown>;
  const profile: Record<string, unknown> = {
    id: row.id,
    name: row.name,
    gender: row.gender,
    cover: withMediaHost(row.cover, state.mediaUrl),
    ...(flag(url.searchParams.get('cover2')) ? { cover2: data.cover2 } : {}),
    birthdate: data.birthdate,
    height: data.height,
    bust: data.bust,
    waist: data.waist,
    hips: data.hips,
    chest: data.chest,
    jeans: data.jeans,
    shoes: data.shoes,
    shirt: data.shirt,
    suit: data.suit,
    hair: data.hair,
    eyes: data.eyes,
    categories: data.categories,
    ...(flag(url.searchParams.get('skills')) ? { skills: data.skills } : {}),
    book: data.book,
    snap: data.snap,
    polaroids: data.polaroids,
    video: data.video,
  };
  sendJson(res, 200, { data: profile });
}

function attributes({ res }: RouteContext): void {
  sendJson(res, 200, {
    data: {
      hair: HAIR_COLOURS.map((colour) => ({ value: colour.en, label: colour.pt })),
      eyes: EYE_COLOURS.map((colour) => ({ value: colour.en, label: colour.pt })),
      categories: CATEGORIES.map((category) => ({ value: category.key, label: category.label })),
    },
  });
}

export const integrationRoutes: Route[] = [
  { method: 'POST', pattern: /^\/api\/talents$/, host: 'integration', handle: listTalents },
  { method: 'GET', pattern: /^\/api\/talent\/profile$/, host: 'integration', handle: showProfile },
  { method: 'GET', pattern: /^\/api\/talents\/attributes$/, host: 'integration', handle: attributes },
];
