import type { NextRequest } from 'next/server';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { clearedPinCookies, packagePath, PIN_PATTERN, pinCookies } from '@/lib/packages/access';
import { readPackage } from '@/lib/packages/read';
import { isPackageToken } from '@/lib/packages/types';
import { crossSiteAnswer, isCrossSite } from '@/lib/http/cross-site';
import { clientAddress } from '@/lib/http/visitor-address';
import { readBodyLimited, SMALL_BODY_DEADLINE_MS } from '@/lib/http/read-limited';
import { isBrowserFormPost } from '@/lib/forms/server/result';
import { NO_STORE, privateJson } from '@/lib/http/private-json';
import { consumePinTry } from '@/lib/packages/open';
import { sealedPin } from '@/lib/packages/pin-seal';

type Outcome = 'open' | 'wrong' | 'limited' | 'closed';

// The form's one field and its encoding: far less than this.
const MAX_BODY_BYTES = 2048;

function answer(request: NextRequest, outcome: Outcome, token: string, locale: Locale, cookies: string[] = [], retryAfter = 60): Response {
  const headers = new Headers(NO_STORE);
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  if (isBrowserFormPost(request)) {
    const page = packagePath(token, locale);
    headers.set('Location', outcome === 'wrong' || outcome === 'limited' ? `${page}?pin=${outcome}` : page);
    return new Response(null, { status: 303, headers });
  }
  if (outcome === 'limited') headers.set('Retry-After', String(retryAfter));
  const status = { open: 204, wrong: 403, limited: 429, closed: 404 }[outcome];
  return status === 204 ? new Response(null, { status, headers }) : Response.json({ error: outcome }, { status, headers });
}

/**
 * `POST /api/packages/{token}/pin/{lang}` (form field `pin`; an unknown language is a 404): asks the panel with the PIN; a right one
 * is kept, sealed by the site, in an HttpOnly cookie on the package's own paths, so the PIN never
 * reaches a script or another page. Tries are limited per package and per client address, right or
 * wrong, together with every other path that tests a PIN (lib/packages/open.ts).
 */
export async function POST(request: NextRequest, { params }: RouteContext<'/api/packages/[token]/pin/[lang]'>): Promise<Response> {
  const { token, lang } = await params;
  if (!isLocale(lang) || !isPackageToken(token)) {
    await request.body?.cancel().catch(() => undefined);
    return privateJson({ error: 'not_found' }, 404);
  }
  const locale: Locale = lang;
  if (isCrossSite(request)) {
    await request.body?.cancel().catch(() => undefined);
    return crossSiteAnswer();
  }
  // The page's form is the one way in: another body is no PIN, and no try is counted for it.
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) {
    await request.body?.cancel().catch(() => undefined);
    return privateJson({ error: 'unsupported_media_type' }, 415);
  }
  const tried = await consumePinTry(token, clientAddress(request));
  if (!tried.ok) {
    await request.body?.cancel().catch(() => undefined);
    return answer(request, 'limited', token, locale, [], tried.retryAfterSeconds);
  }
  const body = await readBodyLimited(request, MAX_BODY_BYTES, { deadlineMs: SMALL_BODY_DEADLINE_MS });
  // A body dripped slower than a 2G phone sends it is cut, and what it still drips goes nowhere.
  if (!body.ok && body.reason === 'too_slow') return privateJson({ error: 'too_slow' }, 408, { Connection: 'close' });
  if (!body.ok && body.reason === 'too_large') return privateJson({ error: 'too_large' }, 413);
  const pin = body.ok ? (new URLSearchParams(Buffer.from(body.bytes).toString('utf8')).get('pin') ?? '').trim() : '';
  if (!PIN_PATTERN.test(pin)) return answer(request, 'wrong', token, locale);
  const read = await readPackage(token, pin);
  if (read.kind === 'ok') return answer(request, 'open', token, locale, pinCookies(token, sealedPin(token, pin), read.pkg.expiresAt));
  if (read.kind === 'pin_invalid') return answer(request, 'wrong', token, locale, clearedPinCookies(token));
  return answer(request, 'closed', token, locale);
}
