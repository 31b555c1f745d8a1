import { CATEGORIES, EYE_COLOURS, HAIR_COLOURS } from './colours';
import { HttpError, isRecord, paginate, positiveInt, readJson, sendJson, validationError } from './http';
import { withMediaHost } from './media-host';
import { withBrokenItem, type Route, type RouteContext } from './state';
import { foldLetter } from '../lib/talents/letters';

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

type Filters = {
  gender?: string;
  category?: string;
  letter?: string;
  heightMin?: number;
  heightMax?: number;
  /** Portuguese names, as talents store them. */
  hair?: Set<string>;
  eyes?: Set<string>;
  /** Only talents whose `location.in_town` is true. */
  inTown?: true;
};

function optionalHeight(body: Record<string, unknown>, key: string, errors: Record<string, string[]>): number | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 300) {
    errors[key] = [`The ${key} must be a whole number of centimetres.`];
    return undefined;
  }
  return value;
}

/** `hair` / `eyes`: a list of option values (English names) → the Portuguese names talents store. */
function optionalColours(
  body: Record<string, unknown>,
  key: 'hair' | 'eyes',
  table: readonly { pt: string; en: string }[],
  errors: Record<string, string[]>,
): Set<string> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    errors[key] = [`The ${key} must be a list of values.`];
    return undefined;
  }
  const unknown = value.filter((item) => !table.some((colour) => colour.en === item));
  if (unknown.length > 0) {
    errors[key] = [`The selected ${key} is invalid.`];
    return undefined;
  }
  return value.length === 0 ? undefined : new Set(value.map((item) => table.find((colour) => colour.en === item)!.pt));
}

function readFilters(body: unknown): Filters {
  if (body === undefined) return {};
  if (!isRecord(body)) throw validationError({ body: ['The body must be a JSON object.'] });
  const errors: Record<string, string[]> = {};
  const heightMin = optionalHeight(body, 'height_min', errors);
  const heightMax = optionalHeight(body, 'height_max', errors);
  const hair = optionalColours(body, 'hair', HAIR_COLOURS, errors);
  const eyes = optionalColours(body, 'eyes', EYE_COLOURS, errors);
  const gender = optionalString(body, 'gender', errors);
  const category = optionalString(body, 'category', errors);
  const rawLetter = optionalString(body, 'letter', errors);
  if (gender !== undefined && gender !== 'woman' && gender !== 'man') errors.gender = ['The selected gender is invalid.'];
  if (category !== undefined && !CATEGORIES.some((entry) => entry.key === category)) {
    errors.category = ['The selected category is invalid.'];
  }
  const letter = rawLetter === undefined ? undefined : foldLetter(rawLetter);
  // `true` or absent: there is no "only those away" filter.
  const inTown = body.in_town;
  if (inTown !== undefined && inTown !== null && inTown !== true) errors.in_town = ['The in town filter must be true.'];
  if (rawLetter !== undefined && (Array.from(rawLetter).length !== 1 || letter === '#')) {
    errors.letter = ['The letter must be a single letter from A to Z.'];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { gender, category, letter, heightMin, heightMax, hair, eyes, ...(inTown === true ? { inTown } : {}) };
}

/** Centimetres from a stored height (`"178/5.10"`); null when it has none. */
function heightCm(stored: unknown): number | null {
  const match = typeof stored === 'string' ? /^(\d{2,3})/.exec(stored.trim()) : null;
  return match ? Number(match[1]) : null;
}

type Location = { in_town?: unknown; city?: unknown; until?: unknown };

/** Whether a talent's stored data passes the height, colour and in-town filters (AND between filters, any of a list). */
function matchesDetails(filters: Filters, details: { height?: unknown; hair?: unknown; eyes?: unknown; location?: Location | null }): boolean {
  const height = heightCm(details.height);
  if (filters.heightMin !== undefined && (height === null || height < filters.heightMin)) return false;
  if (filters.heightMax !== undefined && (height === null || height > filters.heightMax)) return false;
  if (filters.hair && !(typeof details.hair === 'string' && filters.hair.has(details.hair))) return false;
  if (filters.eyes && !(typeof details.eyes === 'string' && filters.eyes.has(details.eyes))) return false;
  if (filters.inTown && details.location?.in_town !== true) return false;
  return true;
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
  const rows = (
    state.db.prepare(`SELECT id, name, gender, cover, data FROM talents ${where}`).all(...values) as Pick<TalentRow, 'id' | 'name' | 'gender' | 'cover' | 'data'>[]
  )
    .map((row) => ({ row, details: JSON.parse(row.data) as Parameters<typeof matchesDetails>[1] }))
    .filter(({ details }) => matchesDetails(filters, details))
    // The item carries where the talent is, when the panel knows, so a roster can mark it.
    .map(({ row: { id, name, gender, cover }, details }) => ({ id, name, gender, cover, ...(details.location ? { location: details.location } : {}) }));
  rows.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  for (const row of rows) row.cover = withMediaHost(row.cover, state.mediaUrl);
  const perPage = positiveInt(url.searchParams.get('paginate'), DEFAULT_PER_PAGE);
  const page = positiveInt(url.searchParams.get('page'), 1);
  sendJson(res, 200, paginate(withBrokenItem(state, 'talents', rows), perPage, page));
}

const CASTING_KEYS = ['measured_at', 'location', 'mother_agency', 'instagram'] as const;

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
    // Casting-ready fields: sent only for the talents that have them, as a panel that never set them would.
    ...Object.fromEntries(CASTING_KEYS.filter((key) => data[key] !== undefined).map((key) => [key, data[key]])),
  };
  sendJson(res, 200, { data: profile });
}

function attributes({ res, state }: RouteContext): void {
  const details = (state.db.prepare('SELECT data FROM talents').all() as Pick<TalentRow, 'data'>[]).map(
    (row) => JSON.parse(row.data) as { height?: unknown; hair?: unknown; eyes?: unknown },
  );
  const heights = details.map((talent) => heightCm(talent.height)).filter((height): height is number => height !== null);
  // Only the colours some talent has: a filter offering 25 hair colours, most of them empty, helps nobody.
  const present = (key: 'hair' | 'eyes') => new Set(details.map((talent) => talent[key]));
  const hair = present('hair');
  const eyes = present('eyes');
  sendJson(res, 200, {
    data: {
      hair: HAIR_COLOURS.filter((colour) => hair.has(colour.pt)).map((colour) => ({ value: colour.en, label: colour.pt })),
      eyes: EYE_COLOURS.filter((colour) => eyes.has(colour.pt)).map((colour) => ({ value: colour.en, label: colour.pt })),
      categories: CATEGORIES.map((category) => ({ value: category.key, label: category.label })),
      // The range the roster holds, in cm.
      height: heights.length > 0 ? { min: Math.min(...heights), max: Math.max(...heights) } : { min: 150, max: 200 },
    },
  });
}

export const integrationRoutes: Route[] = [
  { method: 'POST', pattern: /^\/api\/talents$/, host: 'integration', handle: listTalents },
  { method: 'GET', pattern: /^\/api\/talent\/profile$/, host: 'integration', handle: showProfile },
  { method: 'GET', pattern: /^\/api\/talents\/attributes$/, host: 'integration', handle: attributes },
];
