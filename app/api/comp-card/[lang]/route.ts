import { getTranslations } from 'next-intl/server';
import { getSiteTitle } from '@/lib/api/identity';
import { getTalentProfile } from '@/lib/api/talents';
import { getWebsiteTexts } from '@/lib/api/texts';
import { optionalRead } from '@/lib/api/optional-read';
import { websiteTextOrNull } from '@/lib/api/website-text';
import type { TalentProfile } from '@/lib/api/types';
import { paperFor, type Paper } from '@/lib/talents/compcard/layout';
import { renderCompCards } from '@/lib/talents/compcard/render';
import { MAX_SELECTION, readIdList } from '@/lib/talents/favorites/ids';
import { resolveTalents } from '@/lib/talents/favorites/resolve';
import { isLocale } from '@/lib/i18n/routing';
import { errorFields, log } from '@/lib/observability/log';
import { busyAnswer, enterGate } from '@/lib/forms/server/busy-gate';
import { clientAddress } from '@/lib/http/visitor-address';
import { privateJson } from '@/lib/http/private-json';
import { consumeRateLimit } from '@/lib/shared-state/rate-limit';
import { talentSlug } from '@/lib/talents/slug';

// A casting director prints a shortlist a few times; more than this is a script.
const RATE_LIMIT = { limit: 30, windowMs: 5 * 60_000 };
// Drawing cards takes the processor for a moment (photos cut to size once, then cached).
const MAX_CONCURRENT_CARDS = 2;

function readPaper(value: string | null, locale: string): Paper | null {
  if (value === null || value === '') return paperFor(locale);
  return value === 'a4' || value === 'letter' ? value : null;
}

/**
 * `GET /api/comp-card/{lang}?ids=12,40&paper=a4|letter`: the comp cards of these talents, one page
 * each, in the page's language (paper by language unless asked). A plain GET, so a link works
 * without script. Only ids on the cached roster are asked of the backend, as the zip does: others
 * are left out without a call, none known is a 404, and a roster that cannot be read is a 502.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/comp-card/[lang]'>): Promise<Response> {
  const { lang } = await params;
  if (!isLocale(lang)) return privateJson({ error: 'not_found' }, 404);
  const search = new URL(request.url).searchParams;
  const read = readIdList(search.get('ids'));
  if (!read.ok) return privateJson({ errors: { ids: read.error }, max: MAX_SELECTION }, 400);
  const paper = readPaper(search.get('paper'), lang);
  if (!paper) return privateJson({ errors: { paper: 'invalid' } }, 400);

  const limited = await consumeRateLimit(`comp-card:${clientAddress(request)}`, RATE_LIMIT);
  if (!limited.ok) return privateJson({ error: 'rate_limited' }, 429, { 'Retry-After': String(limited.retryAfterSeconds) });
  const pass = enterGate('comp-card', MAX_CONCURRENT_CARDS);
  if (pass === null) return busyAnswer(10);
  try {
    const known = await resolveTalents(read.ids, lang);
    const profiles = (await Promise.all(known.map((talent) => getTalentProfile(talent.id, lang)))).filter((profile): profile is TalentProfile => profile !== null);
    if (profiles.length === 0) return privateJson({ errors: { ids: 'unknown' } }, 404);
    const [site, texts, t] = await Promise.all([getSiteTitle(), optionalRead(getWebsiteTexts(), 'website texts'), getTranslations({ locale: lang, namespace: 'Profile' })]);
    const contact = ['contact_email', 'contact_phone', 'contact_address'].map((key) => websiteTextOrNull(texts, key, lang)).filter((value): value is string => Boolean(value));
    const pdf = await renderCompCards(profiles, paper, lang, { agency: site, contact, label: (key) => t(`measure.${key}`) });
    const name = profiles.length === 1 ? `${talentSlug(profiles[0]!.name)}-comp-card` : `${talentSlug(site)}-comp-cards`;
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${name}.pdf"`,
        'Content-Length': String(pdf.byteLength),
        'Cache-Control': 'private, max-age=300',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    log.error({ event: 'comp-card.failed', ...errorFields(error) });
    return privateJson({ error: 'upstream' }, 502);
  } finally {
    pass.release();
  }
}
