import { getTranslations } from 'next-intl/server';
import type { NextRequest } from 'next/server';
import { getSiteTitle } from '@/lib/api/identity';
import { optionalRead } from '@/lib/api/optional-read';
import { getWebsiteTexts } from '@/lib/api/texts';
import { websiteTextOrNull } from '@/lib/api/website-text';
import { paperFor, type Paper } from '@/lib/talents/compcard/layout';
import { renderCompCards } from '@/lib/talents/compcard/render';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { errorFields, log } from '@/lib/observability/log';
import { PACKAGE_HEADERS, PIN_COOKIE } from '@/lib/packages/access';
import { cardProfiles } from '@/lib/packages/comp-card';
import { openPackage } from '@/lib/packages/open';
import { isPackageToken } from '@/lib/packages/types';
import { busyAnswer, enterGate } from '@/lib/forms/server/busy-gate';
import { clientAddress } from '@/lib/http/visitor-address';
import { privateJson } from '@/lib/http/private-json';
import { consumeRateLimit } from '@/lib/shared-state/rate-limit';
import { talentSlug } from '@/lib/talents/slug';

// As the profiles' cards (app/api/comp-card): a client prints a package a few times.
const RATE_LIMIT = { limit: 30, windowMs: 5 * 60_000 };
const MAX_CONCURRENT_CARDS = 2;

const closed = (status: 404 | 410) => privateJson({ error: status === 404 ? 'not_found' : 'expired' }, status, PACKAGE_HEADERS);
const tooMany = (retryAfterSeconds: number) => privateJson({ error: 'rate_limited' }, 429, { ...PACKAGE_HEADERS, 'Retry-After': String(retryAfterSeconds) });

/**
 * `GET /api/packages/{token}/comp-card/{lang}?paper=a4|letter`: one PDF for the whole package, a
 * card per talent in the booker's order, with the photos the booker chose. Read with the client's PIN
 * cookie; a package the client cannot open is a 404 (410 once expired).
 */
export async function GET(request: NextRequest, { params }: RouteContext<'/api/packages/[token]/comp-card/[lang]'>): Promise<Response> {
  const { token, lang } = await params;
  if (!isLocale(lang) || !isPackageToken(token)) return closed(404);
  const locale: Locale = lang;
  const asked = new URL(request.url).searchParams.get('paper');
  const paper: Paper | null = asked === null || asked === '' ? paperFor(locale) : asked === 'a4' || asked === 'letter' ? asked : null;
  if (!paper) return privateJson({ errors: { paper: 'invalid' } }, 400, PACKAGE_HEADERS);
  const address = clientAddress(request);
  const limited = await consumeRateLimit(`comp-card:${address}`, RATE_LIMIT);
  if (!limited.ok) return tooMany(limited.retryAfterSeconds);
  const opening = await openPackage(token, request.cookies.get(PIN_COOKIE)?.value, address);
  if (opening.kind === 'limited') return tooMany(opening.retryAfterSeconds);
  const { read } = opening;
  if (read.kind === 'expired') return closed(410);
  if (read.kind === 'unavailable') return busyAnswer(30);
  if (read.kind !== 'ok' || read.pkg.talents.length === 0) return closed(404);
  const pass = enterGate('comp-card', MAX_CONCURRENT_CARDS);
  if (pass === null) return busyAnswer(10);
  try {
    const [site, texts, t, tPackage] = await Promise.all([getSiteTitle(), optionalRead(getWebsiteTexts(), 'website texts'), getTranslations({ locale, namespace: 'Profile' }), getTranslations({ locale, namespace: 'Package' })]);
    const contact = [read.pkg.booker.email, read.pkg.booker.phone, websiteTextOrNull(texts, 'contact_email', locale)].filter((value): value is string => Boolean(value));
    const pdf = await renderCompCards(cardProfiles(read.pkg), paper, locale, {
      agency: site,
      contact,
      label: (key) => t(`measure.${key}`),
      title: read.pkg.title,
      noteLabel: tPackage('note'),
    });
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: {
        ...PACKAGE_HEADERS,
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${talentSlug(read.pkg.title) || 'package'}.pdf"`,
        'Content-Length': String(pdf.byteLength),
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    log.error({ event: 'package-comp-card.failed', ...errorFields(error) });
    return privateJson({ error: 'upstream' }, 502, PACKAGE_HEADERS);
  } finally {
    pass.release();
  }
}
