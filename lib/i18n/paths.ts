import { routing, defaultLocale, isLocale, type AppPathname, type Locale } from './routing';

type Spellings = Record<string, string>;

/**
 * Every spelling of the segment at `index` of the internal pathnames `pick` chooses, in any locale
 * (routing.pathnames), mapped to the internal (English) segment: `modelos` → `models`,
 * `feminino` → `women`, `nao-enviado` → `not-sent`. Placeholders (`[slug]`) are left out.
 */
function spellingsOf(index: number, pick: (internal: string[]) => boolean): Spellings {
  const spellings: Spellings = {};
  for (const [internal, localized] of Object.entries(routing.pathnames) as [string, string | Record<Locale, string>][]) {
    const segments = internal.split('/').filter(Boolean);
    const name = segments[index];
    if (!name || name.startsWith('[') || !pick(segments)) continue;
    for (const spelled of [internal, ...(typeof localized === 'string' ? [localized] : Object.values(localized))]) {
      const segment = spelled.split('/').filter(Boolean)[index];
      if (segment) spellings[segment.toLowerCase()] = name;
    }
  }
  return spellings;
}

type Tables = {
  /** First segments; `be_a_model` is how the agency's old site spelled the application page. */
  topLevel: Spellings;
  /** Boards under /models (masculino, men, feminino, women and the category names). */
  boards: Spellings;
  /** The result pages a form without JavaScript ends on. */
  formResults: Record<string, 'sent' | 'not-sent' | 'waiting'>;
};

let tables: Tables | null = null;

/** The screens with a form whose sent / not-sent pages sit under them. */
const FORM_PAGES: ReadonlySet<string> = new Set(['be-a-model', 'contact', 'privacy']);

/** Built on first use, not when the module loads (in the browser, that is inside hydration). */
function spellingTables(): Tables {
  tables ??= {
    topLevel: { ...spellingsOf(0, () => true), be_a_model: 'be-a-model' },
    boards: spellingsOf(1, (segments) => segments[0] === 'models' && segments.length === 2),
    formResults: spellingsOf(1, (segments) => segments.length === 2 && FORM_PAGES.has(segments[0]!)) as Record<
      string,
      'sent' | 'not-sent' | 'waiting'
    >,
  };
  return tables;
}

export type ParsedPath = {
  locale: Locale;
  /** Internal pathname template of lib/i18n/routing.ts, e.g. `/models/[slug]/[name]`. */
  pathname: AppPathname;
  params: Record<string, string>;
};

/** A path segment decoded, or as it came when its percent escapes are malformed (`%E0%A4%A`). */
export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function pathSegments(path: string): string[] {
  return path.split('?')[0]!.split('/').filter(Boolean).map(safeDecode);
}

/** The locale a public path's first segment names (`/en/…`, `/es/…`), else the default (Portuguese). */
export function pathLocale(path: string): Locale {
  const first = pathSegments(path)[0];
  return first && isLocale(first) ? first : defaultLocale;
}

/**
 * The catch-all's path under a locale (`/en/not-found`) that the proxy rewrites every 404 to, with
 * the status; the catch-all page draws the 404 screen there and only there.
 */
export const NOT_FOUND_SEGMENT = 'not-found';

/** Reads a public path in any of its accepted spellings; null when it names no screen. */
export function parseLocalizedPath(path: string): ParsedPath | null {
  const segments = pathSegments(path);
  const locale = pathLocale(path);
  if (segments[0] === locale) segments.shift();
  const [first, second, third, ...extra] = segments;
  if (!first) return { locale, pathname: '/', params: {} };
  const top = spellingTables().topLevel[first.toLowerCase()];
  if (!top) return null;
  if (top === 'models') {
    if (!second) return third ? null : { locale, pathname: '/models', params: {} };
    if (third !== undefined) {
      return extra.length ? null : { locale, pathname: '/models/[slug]/[name]', params: { slug: second, name: third } };
    }
    const board = spellingTables().boards[second.toLowerCase()];
    if (board) return { locale, pathname: `/models/${board}` as AppPathname, params: {} };
    // `/modelos/12` (a profile without its name) is resolved by the board page, which redirects.
    return { locale, pathname: '/models/[slug]', params: { slug: second } };
  }
  if (top === 'news') {
    if (third !== undefined) return null;
    return second ? { locale, pathname: '/news/[slug]', params: { slug: second } } : { locale, pathname: '/news', params: {} };
  }
  if (top === 'package' || top === 'confirm') {
    return second && third === undefined ? { locale, pathname: `/${top}/[token]`, params: { token: second } } : null;
  }
  if (FORM_PAGES.has(top) && second !== undefined) {
    const result = spellingTables().formResults[second.toLowerCase()];
    return result && third === undefined ? { locale, pathname: `/${top}/${result}` as AppPathname, params: {} } : null;
  }
  if (second !== undefined) return null;
  return { locale, pathname: `/${top}` as AppPathname, params: {} };
}

/** The canonical public path of an internal pathname in a locale (no prefix for pt). */
export function buildLocalizedPath(pathname: AppPathname, params: Record<string, string>, locale: Locale): string {
  const entry = routing.pathnames[pathname];
  const template = typeof entry === 'string' ? entry : entry[locale];
  const filled = template.replace(/\[(\w+)\]/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
  if (locale === defaultLocale) return filled;
  return filled === '/' ? `/${locale}` : `/${locale}${filled}`;
}

/** The same screen in another language: `/modelos/feminino` ↔ `/en/models/women`; a profile keeps id and name. */
export function switchLocalePath(path: string, target: Locale): string {
  const [pathOnly, query] = path.split('?');
  const parsed = parseLocalizedPath(pathOnly ?? '/');
  if (!parsed) return buildLocalizedPath('/', {}, target);
  const next = buildLocalizedPath(parsed.pathname, parsed.params, target);
  return query ? `${next}?${query}` : next;
}
