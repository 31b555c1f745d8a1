import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { buildLocalizedPath, parseLocalizedPath } from '@/lib/i18n/paths';

const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
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
  } else if (/^\/pt(\/|$)/.test(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.replace(/^\/pt/, '') || '/';
    return NextResponse.redirect(url, 308);
  }
  return intl(request);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const config = {
  // Everything but API routes, Next internals, the inbox of the local panel and files with an extension.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
