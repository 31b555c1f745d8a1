import { routing, BOARD_KEYS, type BoardKey, type Locale } from '@/lib/i18n/routing';
import { colourFromValue, type ColourKind } from '@/lib/talents/colours';

/**
 * The roster's filters as they live in the address: `/modelos/feminino?altura=174-180&olhos=azul,verde`.
 * Parameter names and values are in the page's language (`olhos=verde`, `eyes=green`), heights in
 * whole centimetres. Everything here is pure: the proxy canonicalizes with it, the page reads with
 * it, the filter form writes with it, and the language switch translates with it.
 */

export type FilterName = 'height' | 'hair' | 'eyes' | 'board' | 'inTown';

/** What the roster is narrowed to: option values as the integration service names them. */
export type RosterFilters = {
  height: { min: number; max: number } | null;
  hair: string[];
  eyes: string[];
  board: BoardKey | null;
  /** Only talents the service says are in the agency's city now. */
  inTown: boolean;
};

/** The choices a filter offers (from `GET /api/talents/attributes`), in the service's order. */
export type FilterOptions = {
  hair: readonly string[];
  eyes: readonly string[];
  boards: readonly BoardKey[];
  height: { min: number; max: number };
};

export const NO_FILTERS: RosterFilters = { height: null, hair: [], eyes: [], board: null, inTown: false };

export const FILTER_PARAMS: Record<Locale, Record<FilterName, string>> = {
  pt: { height: 'altura', hair: 'cabelo', eyes: 'olhos', board: 'categoria', inTown: 'na-cidade' },
  en: { height: 'height', hair: 'hair', eyes: 'eyes', board: 'board', inTown: 'in-town' },
  es: { height: 'altura', hair: 'cabello', eyes: 'ojos', board: 'categoria', inTown: 'en-la-ciudad' },
};

/** The in-town filter's one value in the address (`?na-cidade=1`); `true`, `sim`, `yes`, `si` and `on` (a checkbox without a value) read the same. */
export const IN_TOWN_VALUE = '1';
const IN_TOWN_WORDS: ReadonlySet<string> = new Set(['1', 'true', 'on', 'sim', 'yes', 'si', 'sí']);

/** Values are listed once each; more than this in one parameter is not a visitor choosing colours. */
const MAX_VALUES = 40;
const MAX_PARAM_LENGTH = 2_000;

/** `Castanho Escuro` → `castanho-escuro`; accents and anything but letters and digits folded away. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A colour value's word in the address of `locale`: `Dark Brown` → `castanho-escuro` (pt), `dark-brown` (en). */
export function colourSlug(kind: ColourKind, value: string, locale: Locale): string {
  const colour = colourFromValue(kind, value);
  return slugify(colour ? colour[locale] : value);
}

/** A board's word in the address: its segment in the localized roster path (`novos_rostos`, `new_faces`). */
export function boardSlug(board: BoardKey, locale: Locale): string {
  const entry = routing.pathnames[`/models/${board}`];
  const path = typeof entry === 'string' ? entry : entry[locale];
  return path.split('/').pop() ?? board;
}

function readValues(search: URLSearchParams, name: string): string[] {
  const values: string[] = [];
  for (const raw of search.getAll(name)) {
    if (raw.length > MAX_PARAM_LENGTH) continue;
    for (const part of raw.split(',')) {
      const value = part.trim().toLowerCase();
      if (value) values.push(value);
      if (values.length >= MAX_VALUES) return values;
    }
  }
  return values;
}

/** The options whose slug (in this locale, or in any locale: a pasted English link on the pt site) was asked for, in the options' order. */
function pickColours(kind: ColourKind, asked: readonly string[], options: readonly string[], locale: Locale): string[] {
  if (asked.length === 0) return [];
  const wanted = new Set(asked);
  return options.filter(
    (value) => wanted.has(colourSlug(kind, value, locale)) || routing.locales.some((other) => wanted.has(colourSlug(kind, value, other))),
  );
}

function pickBoard(asked: readonly string[], options: readonly BoardKey[], locale: Locale): BoardKey | null {
  for (const value of asked) {
    const board = options.find((key) => boardSlug(key, locale) === value || key === value || routing.locales.some((other) => boardSlug(key, other) === value));
    if (board) return board;
  }
  return null;
}

function wholeCm(text: string | undefined): number | null {
  if (text === undefined || !/^\d{2,3}$/.test(text.trim())) return null;
  return Number(text.trim());
}

/**
 * `174-180`, or two values (`altura=174&altura=180`: the form's "from" and "to" selects without
 * JavaScript), or one end open (`174-`, `-180`). Clamped to the range the roster holds; null when
 * it is no narrowing at all or cannot be read.
 */
function pickHeight(asked: readonly string[], range: { min: number; max: number }): { min: number; max: number } | null {
  let low: number | null = null;
  let high: number | null = null;
  if (asked.length === 1 && asked[0]!.includes('-')) {
    const [from, to] = asked[0]!.split('-');
    low = wholeCm(from);
    high = wholeCm(to);
  } else if (asked.length >= 1) {
    low = wholeCm(asked[0]);
    high = wholeCm(asked[1]);
  }
  if (low === null && high === null) return null;
  let min = low ?? range.min;
  let max = high ?? range.max;
  // "From 180 to 174" means the same as from 174 to 180.
  if (min > max) [min, max] = [max, min];
  const clamp = (value: number) => Math.min(range.max, Math.max(range.min, value));
  min = clamp(min);
  max = clamp(max);
  if (min === range.min && max === range.max) return null;
  return { min, max };
}

/** The filters an address asks for, keeping only what the options offer. */
export function parseFilters(search: URLSearchParams, locale: Locale, options: FilterOptions): RosterFilters {
  const names = FILTER_PARAMS[locale];
  return {
    height: pickHeight(readValues(search, names.height), options.height),
    hair: pickColours('hair', readValues(search, names.hair), options.hair, locale),
    eyes: pickColours('eyes', readValues(search, names.eyes), options.eyes, locale),
    board: pickBoard(readValues(search, names.board), options.boards, locale),
    inTown: readValues(search, names.inTown).some((value) => IN_TOWN_WORDS.has(value)),
  };
}

export function hasFilters(filters: RosterFilters): boolean {
  return filters.height !== null || filters.hair.length > 0 || filters.eyes.length > 0 || filters.board !== null || filters.inTown;
}

/** How many filters are set (a height range counts once, each colour once). */
export function filterCount(filters: RosterFilters): number {
  return (filters.height ? 1 : 0) + filters.hair.length + filters.eyes.length + (filters.board ? 1 : 0) + (filters.inTown ? 1 : 0);
}

/**
 * The one query string for these filters in `locale` (no leading `?`, empty for none): fixed
 * parameter order, values in the options' order, commas unescaped. Two addresses asking for the
 * same roster are the same string, so the proxy can send every other spelling to it.
 */
export function serializeFilters(filters: RosterFilters, locale: Locale): string {
  const names = FILTER_PARAMS[locale];
  const parts: string[] = [];
  if (filters.height) parts.push(`${names.height}=${filters.height.min}-${filters.height.max}`);
  if (filters.hair.length > 0) parts.push(`${names.hair}=${filters.hair.map((value) => colourSlug('hair', value, locale)).join(',')}`);
  if (filters.eyes.length > 0) parts.push(`${names.eyes}=${filters.eyes.map((value) => colourSlug('eyes', value, locale)).join(',')}`);
  if (filters.board) parts.push(`${names.board}=${boardSlug(filters.board, locale)}`);
  if (filters.inTown) parts.push(`${names.inTown}=${IN_TOWN_VALUE}`);
  return parts.join('&');
}

/** Whether a query string carries any of the filter parameters of `locale` (then the proxy reads it). */
export function mentionsFilters(search: URLSearchParams, locale: Locale): boolean {
  return Object.values(FILTER_PARAMS[locale]).some((name) => search.has(name));
}

/** The same filters with one value taken away (the "×" on an active filter). */
export function withoutValue(filters: RosterFilters, name: FilterName, value?: string): RosterFilters {
  if (name === 'height') return { ...filters, height: null };
  if (name === 'board') return { ...filters, board: null };
  if (name === 'inTown') return { ...filters, inTown: false };
  return { ...filters, [name]: filters[name].filter((item) => item !== value) };
}

/** The board keys a filter may offer: every category board the routing knows, in its order. */
export const FILTER_BOARDS: readonly BoardKey[] = BOARD_KEYS;

/** The body of `POST /api/talents` for these filters (docs/contract.md). */
export function filterBody(filters: RosterFilters): Record<string, unknown> {
  return {
    ...(filters.height ? { height_min: filters.height.min, height_max: filters.height.max } : {}),
    ...(filters.hair.length > 0 ? { hair: filters.hair } : {}),
    ...(filters.eyes.length > 0 ? { eyes: filters.eyes } : {}),
    ...(filters.board ? { category: filters.board } : {}),
    ...(filters.inTown ? { in_town: true } : {}),
  };
}

/** A stable key for a filtered read (the internal, English names). */
export function filterKey(filters: RosterFilters): string {
  return JSON.stringify(filterBody(filters));
}
