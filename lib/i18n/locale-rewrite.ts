import { NextResponse, type NextRequest } from 'next/server';
import { buildLocalizedPath, type ParsedPath } from './paths';

/**
 * What next-intl's middleware answers for an address already in its canonical spelling, without
 * its work per request (it matches the address against every pathname template again, about a tenth
 * of a cached page's main thread): the rewrite to the internal path under the locale, with the locale
 * on the request as next-intl passes it (`X-NEXT-INTL-LOCALE`, its HEADER_LOCALE_NAME), or the
 * request passed on as it is when the two paths are the same (`/en/panorama`). The routing allows
 * nothing else for such an address: the prefix only where needed, no locale detection, no cookie,
 * no alternate links (lib/i18n/routing.ts). tests/unit/i18n/locale-rewrite.test.ts holds it to
 * next-intl's own answer.
 *
 * Null for anything else (another spelling, a parameter that percent-encoding would change): the
 * proxy then asks next-intl.
 */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

/** Characters that decoding and encoding a path segment leave as they are. */
const PLAIN_SEGMENT = /^[A-Za-z0-9._~-]+$/;

export function rewriteToLocale(request: NextRequest, parsed: ParsedPath): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  if (!Object.values(parsed.params).every((value) => PLAIN_SEGMENT.test(value))) return null;
  if (pathname !== buildLocalizedPath(parsed.pathname, parsed.params, parsed.locale)) return null;
  const internal = parsed.pathname.replace(/\[(\w+)\]/g, (_, key: string) => parsed.params[key] ?? '');
  const target = new URL(`/${parsed.locale}${internal === '/' ? '' : internal}${search}`, request.url);
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, parsed.locale);
  return target.pathname === pathname ? NextResponse.next({ request: { headers } }) : NextResponse.rewrite(target, { request: { headers } });
}
