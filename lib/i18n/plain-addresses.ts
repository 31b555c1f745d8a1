import { buildLocalizedPath } from './paths';
import { BOARD_KEYS, GENDER_KEYS, locales, routing, type AppPathname, type Locale } from './routing';

/**
 * Addresses the proxy has nothing to decide for: a screen without parameters in its canonical
 * spelling (`/modelos/feminino`, `/en/about`, `/`), asked for with GET or HEAD; a board only without
 * a query (filters are the proxy's), a home only while its slides are known to load (else the proxy
 * checks them and may answer the 503 screen). For those the proxy's whole answer is the rewrite to
 * the locale's internal path, and running it costs about a third of a cached page's main thread in
 * Next.js (a NextRequest, the adapter, the answer's headers copied back), so:
 *
 * - a hook on every request, before Next.js sees it (installPlainAddressHook, from instrumentation.ts),
 *   marks such a request with PLAIN_HEADER holding its internal path, and removes the header from
 *   every other one (a visitor cannot set it);
 * - the proxy's matcher skips requests with the mark (proxy.ts), and a rewrite of next.config.ts
 *   (plainRewrites) takes them to the internal path instead.
 *
 * Any other address (another spelling, a profile, a post, a package, a query on a board, a POST)
 * goes through the proxy as before. tests/unit/i18n/plain-addresses.test.ts holds the table to the
 * proxy's own answers. No `server-only`: next.config.ts and instrumentation.ts load it.
 */
export const PLAIN_HEADER = 'x-agency-plain';

export type PlainAddress = { locale: Locale; pathname: AppPathname; internal: string; board: boolean; home: boolean };

const BOARD_PATHNAMES: ReadonlySet<string> = new Set([...GENDER_KEYS, ...BOARD_KEYS].map((key) => `/models/${key}`));

let table: ReadonlyMap<string, PlainAddress> | null = null;

/** Canonical address → what it is; built once per process. */
export function plainAddresses(): ReadonlyMap<string, PlainAddress> {
  if (table) return table;
  const addresses = new Map<string, PlainAddress>();
  for (const pathname of Object.keys(routing.pathnames) as AppPathname[]) {
    if (pathname.includes('[')) continue;
    for (const locale of locales) {
      addresses.set(buildLocalizedPath(pathname, {}, locale), {
        locale,
        pathname,
        internal: pathname === '/' ? `/${locale}` : `/${locale}${pathname}`,
        board: BOARD_PATHNAMES.has(pathname),
        home: pathname === '/',
      });
    }
  }
  table = addresses;
  return table;
}

/**
 * The one rewrite of next.config.ts that stands in for the proxy's on marked requests: the mark
 * carries the internal path (without its first slash), which the rule captures, so Next.js tests one
 * rule per request instead of one per address.
 */
export function plainRewrites(): Array<{ source: string; destination: string; has: Array<{ type: 'header'; key: string; value: string }> }> {
  return [{ source: '/:path*', has: [{ type: 'header', key: PLAIN_HEADER, value: '(?<internal>.+)' }], destination: '/:internal' }];
}

/** The mark's value for a plain request (its internal path without the first slash), or null. */
export function plainMark(method: string | undefined, url: string | undefined, homeAvailable: () => boolean): string | null {
  if ((method !== 'GET' && method !== 'HEAD') || !url) return null;
  const query = url.indexOf('?');
  const address = plainAddresses().get(query === -1 ? url : url.slice(0, query));
  if (!address || (address.board && query !== -1) || (address.home && !homeAvailable())) return null;
  return address.internal.slice(1);
}

type StartMessage = { request: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> } };

/** Marks plain requests (and unmarks every other) through the `http.server.request.start` channel. Idempotent. */
export async function installPlainAddressHook(homeAvailable: () => boolean): Promise<void> {
  const { processGlobal } = await import('../shared-state/process-global.mjs');
  const hook = processGlobal('agency.i18n.plainAddressHook', () => ({ installed: false }));
  if (hook.installed) return;
  const { subscribe } = await import('node:diagnostics_channel');
  subscribe('http.server.request.start', (message) => {
    const { request } = message as StartMessage;
    const mark = plainMark(request.method, request.url, homeAvailable);
    if (mark === null) delete request.headers[PLAIN_HEADER];
    else request.headers[PLAIN_HEADER] = mark;
  });
  hook.installed = true;
}
