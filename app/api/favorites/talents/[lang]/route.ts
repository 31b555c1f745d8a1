import { MAX_SELECTION, readIdList } from '@/lib/talents/favorites/ids';
import { resolveTalents } from '@/lib/talents/favorites/resolve';
import { isLocale } from '@/lib/i18n/routing';
import { errorFields, log } from '@/lib/observability/log';
import { privateJson } from '@/lib/http/private-json';

/**
 * `GET /api/favorites/talents/{lang}?ids=12,40`: the cards of a shared selection (unknown ids left
 * out). More than MAX_SELECTION ids is a 400 `{"errors": {"ids": "too_many"}, "max": 50}`.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/favorites/talents/[lang]'>): Promise<Response> {
  const read = readIdList(new URL(request.url).searchParams.get('ids'));
  const { lang } = await params;
  if (!read.ok || !isLocale(lang)) {
    const errors = { ids: read.ok ? undefined : read.error, lang: isLocale(lang) ? undefined : 'invalid' };
    return privateJson({ errors, max: MAX_SELECTION }, 400);
  }
  const { ids } = read;
  try {
    const data = await resolveTalents(ids, lang);
    return Response.json({ data }, { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=3600' } });
  } catch (error) {
    log.error({ event: 'favorites.resolve-failed', ...errorFields(error) });
    return privateJson({ error: 'upstream' }, 502);
  }
}
