import type { NextRequest } from 'next/server';
import { packageTalentsHtml } from '@/components/package/talent-part';
import { isLocale } from '@/lib/i18n/routing';
import { clientAddress } from '@/lib/http/visitor-address';
import { privateJson } from '@/lib/http/private-json';
import { PACKAGE_HEADERS, PIN_COOKIE } from '@/lib/packages/access';
import { openPackage } from '@/lib/packages/open';
import { FIRST_TALENTS, pickedFrom } from '@/lib/packages/talent-parts';
import { isPackageToken } from '@/lib/packages/types';
import { consumeRateLimit } from '@/lib/shared-state/rate-limit';
import { errorFields, log } from '@/lib/observability/log';

// One part per page view, a few reloads and languages: far below this per address in ten minutes.
const RATE_LIMIT = { limit: 120, windowMs: 10 * 60_000 };

const answer = (status: 404 | 410 | 429 | 503, extra: Record<string, string> = {}) =>
  privateJson({ error: { 404: 'not_found', 410: 'expired', 429: 'rate_limited', 503: 'unavailable' }[status] }, status, { ...PACKAGE_HEADERS, ...extra });

/**
 * `GET /api/packages/{token}/talents/{lang}?sent=12,9`: the package's talents after the first ones the
 * page wrote (lib/packages/talent-parts.ts), as the page's own HTML `<li>`s, the boxes of `sent` ticked.
 * Read as the page reads it: a PIN only from the site's sealed cookie, never a guess counted here.
 */
export async function GET(request: NextRequest, { params }: RouteContext<'/api/packages/[token]/talents/[lang]'>): Promise<Response> {
  const { token, lang } = await params;
  if (!isLocale(lang) || !isPackageToken(token)) return answer(404);
  const limited = await consumeRateLimit(`package-talents:${clientAddress(request)}`, RATE_LIMIT);
  if (!limited.ok) return answer(429, { 'Retry-After': String(limited.retryAfterSeconds) });
  const opening = await openPackage(token, request.cookies.get(PIN_COOKIE)?.value, null);
  if (opening.kind === 'limited') return answer(429, { 'Retry-After': String(opening.retryAfterSeconds) });
  const { read } = opening;
  if (read.kind === 'expired') return answer(410);
  if (read.kind === 'unavailable') return answer(503, { 'Retry-After': '30' });
  if (read.kind !== 'ok') return answer(404);
  const { pkg } = read;
  const picked = pickedFrom(new URL(request.url).searchParams.get('sent') ?? '', new Set(pkg.talents.map((talent) => talent.id)));
  try {
    const html = await packageTalentsHtml(pkg, lang, { from: FIRST_TALENTS, to: pkg.talents.length, picked });
    return new Response(html, { headers: { ...PACKAGE_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'X-Content-Type-Options': 'nosniff' } });
  } catch (error) {
    log.error({ event: 'package-talents.failed', ...errorFields(error) });
    return answer(503, { 'Retry-After': '30' });
  }
}
