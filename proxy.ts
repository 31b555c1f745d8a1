import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { BOARD_KEYS, GENDER_KEYS, defaultLocale, isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { NOT_FOUND_SEGMENT, buildLocalizedPath, parseLocalizedPath, pathLocale, safeDecode, type ParsedPath } from '@/lib/i18n/paths';
import { rewriteToLocale } from '@/lib/i18n/locale-rewrite';
import { checkHomeAvailability } from '@/lib/site/home-availability';
import { HOME_RETRY_AFTER_SECONDS, isOutageCode, retryAfterSeconds, type HomeState } from '@/lib/site/home-outage';
import { checkPostAddress, checkProfileAddress, type AddressVerdict } from '@/lib/roster/address-gate';
import { checkRosterFilters } from '@/lib/roster/filter-gate';
import { PACKAGE_HEADERS, PIN_COOKIE } from '@/lib/packages/access';
import { checkPackageAddress } from '@/lib/packages/gate';
import { hasBrowserSignals, reportViewOnce, viewerOf } from '@/lib/packages/views';
import { clientAddress } from '@/lib/http/visitor-address';
import { answerWithNonce, rewriteWithNonce } from '@/lib/http/nonce';
import { consumeRateLimit } from '@/lib/shared-state/rate-limit';

const intl = createMiddleware(routing);

/** `/`, `/en`, `/es`: the home of a locale. */
function homeLocale(pathname: string): Locale | null {
  if (pathname === '/') return defaultLocale;
  const match = /^\/([a-z]{2})\/?$/.exec(pathname);
  return match?.[1] && match[1] !== defaultLocale && isLocale(match[1]) ? match[1] : null;
}

/**
 * The home's error screen with the status it shows: 503 and `Retry-After`, never stored by a cache.
 * A failed page render can only answer 500 in Next.js, so the screen is a page of its own.
 */
function unavailable(request: NextRequest, locale: Locale, code: string, retryAfter: number): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}/unavailable/${code}`;
  url.search = '';
  const response = rewriteWithNonce(request, url, { status: 503 });
  response.headers.set('Retry-After', String(retryAfter));
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/**
 * The localized 404, for an address that names no screen, talent or post: the catch-all page draws
 * it at one fixed path with this status (not notFound(), whose answer has an empty body); the
 * profile and news pages never render (nor cache) a page for random ids.
 */
function missing(request: NextRequest, locale: Locale): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}/${NOT_FOUND_SEGMENT}`;
  url.search = '';
  return NextResponse.rewrite(url, { status: 404 });
}

// A filtered board is rendered per request and may cost a backend call: a visitor flips filters a few
// times a minute, a script walking the countless combinations is held back like the other uncached work.
const FILTERED_BOARD_LIMIT = { limit: 60, windowMs: 60_000 };

/**
 * 429 with `Retry-After` for a visitor past the filtered boards' limit: the "too many" screen (never
 * cached), its retry link back to the filtering asked for.
 */
function tooMany(request: NextRequest, locale: Locale, retryAfter: number): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}/too-many`;
  url.search = new URLSearchParams({ retry: String(retryAfter), back: `${request.nextUrl.pathname}${request.nextUrl.search}` }).toString();
  const response = rewriteWithNonce(request, url, { status: 429 });
  response.headers.set('Retry-After', String(retryAfter));
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** `women` for `/models/women`: the boards whose address may carry filters (lib/roster/filters.ts). */
function boardKeyOf(pathname: string): string | null {
  const key = /^\/models\/([a-z_]+)$/.exec(pathname)?.[1];
  return key && ((GENDER_KEYS as readonly string[]).includes(key) || (BOARD_KEYS as readonly string[]).includes(key)) ? key : null;
}

// A client opens a package a few times and flips between languages; more is a script reading tokens.
const PACKAGE_PAGE_LIMIT = { limit: 60, windowMs: 60_000 };

/**
 * A client package: the 404 of any unknown address when the token names nothing (or was revoked),
 * the page with 410 when it expired, the 429 page past the page limit or the PIN guessing limit, else
 * the page; never cached, never indexed, no Referer out. A person's opening is reported to the panel.
 */
async function packageAnswer(request: NextRequest, parsed: ParsedPath): Promise<NextResponse> {
  const token = parsed.params.token ?? '';
  const address = clientAddress(request);
  const withHeaders = (response: NextResponse, cookies: readonly string[] = []) => {
    for (const [name, value] of Object.entries(PACKAGE_HEADERS)) response.headers.set(name, value);
    for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
    return response;
  };
  const limited = await consumeRateLimit(`package-page:${address}`, PACKAGE_PAGE_LIMIT);
  if (!limited.ok) return withHeaders(tooMany(request, parsed.locale, limited.retryAfterSeconds));
  const gate = await checkPackageAddress(token, request.cookies.get(PIN_COOKIE)?.value, address);
  if (gate.kind === 'missing') return missing(request, parsed.locale);
  if (gate.kind === 'limited') return withHeaders(tooMany(request, parsed.locale, gate.retryAfterSeconds));
  // The page reads the PIN from the request's cookie: it must come back with the seal to be used.
  if (gate.kind === 'sealed') return withHeaders(NextResponse.redirect(request.nextUrl, 307), gate.cookies);
  if (gate.kind === 'expired') {
    const url = request.nextUrl.clone();
    url.pathname = `/${parsed.locale}/package/${token}`;
    return withHeaders(rewriteWithNonce(request, url, { status: 410 }));
  }
  if (gate.opened && hasBrowserSignals(request.headers, 'navigation')) {
    void reportViewOnce(token, gate.opened.pin, null, viewerOf(address, request.headers)).catch(() => undefined);
  }
  return withHeaders(answerWithNonce(request, intl), gate.cookies);
}

// A person opens a confirmation link once or twice; more from one address is a script trying tokens.
const CONFIRMATION_PAGE_LIMIT = { limit: 30, windowMs: 60_000 };
/** A page whose address is its key: never cached or indexed, and no Referer leaves for another site (`same-origin`: under `no-referrer` browsers post its form with `Origin: null`, refused as cross-site). */
const CONFIRMATION_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'same-origin' } as const;

/** The page of a link mailed for a confirmation (lib/confirmations): per request, with its own script nonce. */
async function confirmationAnswer(request: NextRequest, parsed: ParsedPath): Promise<NextResponse> {
  const withHeaders = (response: NextResponse) => {
    for (const [name, value] of Object.entries(CONFIRMATION_HEADERS)) response.headers.set(name, value);
    return response;
  };
  const limited = await consumeRateLimit(`confirmation-page:${clientAddress(request)}`, CONFIRMATION_PAGE_LIMIT);
  if (!limited.ok) return withHeaders(tooMany(request, parsed.locale, limited.retryAfterSeconds));
  return withHeaders(answerWithNonce(request, intl));
}

/** Profiles and posts: a 404 or the canonical address before the page renders (see address-gate.ts). */
async function checkAddress(parsed: ParsedPath): Promise<AddressVerdict> {
  const { pathname, params, locale } = parsed;
  if (pathname === '/models/[slug]/[name]') return checkProfileAddress(locale, params.slug ?? '', params.name ?? '');
  if (pathname === '/models/[slug]') return checkProfileAddress(locale, params.slug ?? '', null);
  if (pathname === '/news/[slug]') return checkPostAddress(locale, params.slug ?? '');
  return { kind: 'open' };
}

export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const home = homeLocale(pathname);
  if (home) {
    const state: HomeState = await checkHomeAvailability(Date.now());
    if (state.kind === 'outage') return unavailable(request, home, state.code, retryAfterSeconds(state, Date.now()));
  }
  const screen = /^(?:\/(en|es))?\/unavailable\/([^/]+)\/?$/.exec(pathname);
  if (screen?.[2] && isOutageCode(screen[2])) {
    // Reached directly, the screen still says what it is.
    return unavailable(request, pathLocale(pathname), screen[2], HOME_RETRY_AFTER_SECONDS);
  }
  const parsed = parseLocalizedPath(pathname);
  if (parsed) {
    // Alternative spellings (`/contact`, `/en/contato`, `/pt/sobre`) go to the locale's canonical path.
    const canonical = buildLocalizedPath(parsed.pathname, parsed.params, parsed.locale);
    const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (safeDecode(current) !== safeDecode(canonical)) {
      const url = request.nextUrl.clone();
      url.pathname = canonical;
      url.search = search;
      return NextResponse.redirect(url, 308);
    }
    if (parsed.pathname === '/package/[token]') return packageAnswer(request, parsed);
    if (parsed.pathname === '/confirm/[token]') return confirmationAnswer(request, parsed);
    const verdict = await checkAddress(parsed);
    if (verdict.kind === 'missing') return missing(request, parsed.locale);
    if (verdict.kind === 'redirect') {
      const url = request.nextUrl.clone();
      url.pathname = buildLocalizedPath('/models/[slug]/[name]', { slug: String(verdict.id), name: verdict.name }, parsed.locale);
      url.search = search;
      return NextResponse.redirect(url, 308);
    }
    const board = boardKeyOf(parsed.pathname);
    if (board && search) {
      const filters = await checkRosterFilters(parsed.locale, search);
      if (filters.kind === 'redirect') {
        const url = request.nextUrl.clone();
        url.search = filters.query;
        return NextResponse.redirect(url, 308);
      }
      if (filters.kind !== 'plain') {
        const limited = await consumeRateLimit(`filtered-board:${clientAddress(request)}`, FILTERED_BOARD_LIMIT);
        if (!limited.ok) return tooMany(request, parsed.locale, limited.retryAfterSeconds);
        // Only the proxy reaches the filtered route; the query stays as it came (now canonical, or unread).
        const url = request.nextUrl.clone();
        url.pathname = `/${parsed.locale}/models/${board}/filtered`;
        return rewriteWithNonce(request, url);
      }
    }
  } else if (/^\/pt(\/|$)/.test(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.replace(/^\/pt/, '') || '/';
    return NextResponse.redirect(url, 308);
  } else {
    return missing(request, pathLocale(pathname));
  }
  // A canonical address needs only its locale's rewrite: next-intl's answer without its matching.
  return (parsed && rewriteToLocale(request, parsed)) ?? intl(request);
}

export const config = {
  // Everything but API routes, Next internals, the inbox of the local panel and files with an extension,
  // and requests marked as needing nothing of the proxy (lib/i18n/plain-addresses.ts; the header's name
  // is written out because Next.js reads this object without running it).
  matcher: [{ source: '/((?!api|_next|_vercel|.*\\..*).*)', missing: [{ type: 'header', key: 'x-agency-plain' }] }],
};
