import { downloadTalentZip } from '@/lib/api/entries';
import { MAX_SELECTION, readIdList } from '@/lib/favorites/ids';
import { resolveTalents } from '@/lib/favorites/resolve';
import { getSiteTitle } from '@/lib/api/identity';
import { talentSlug } from '@/lib/talents/slug';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * `GET /api/favorites/zip?ids=12,40`: the selection's book photos as one archive, streamed from the
 * panel; at most MAX_SELECTION talents (400 `too_many` above). A plain GET so a link with `download`
 * works without script and the browser shows its own download progress.
 */
export async function GET(request: Request): Promise<Response> {
  const read = readIdList(new URL(request.url).searchParams.get('ids'));
  // The favourites page asks for a larger selection in parts of MAX_SELECTION.
  if (!read.ok) return Response.json({ errors: { ids: read.error }, max: MAX_SELECTION }, { status: 400, headers: noStore });
  const { ids } = read;

  // The panel refuses the whole archive for one unknown id; a favourite kept from a talent who has
  // since left the roster must not spoil the download, so known ids are kept when the roster answers.
  const known = await resolveTalents(ids, 'pt').then(
    (talents) => talents.map((talent) => talent.id),
    () => ids,
  );
  if (known.length === 0) return Response.json({ errors: { ids: 'unknown' } }, { status: 404, headers: noStore });

  let upstream: Response;
  try {
    upstream = await downloadTalentZip(known);
  } catch (error) {
    console.error('[favorites] zip download failed:', error instanceof Error ? error.message : error);
    return Response.json({ error: 'upstream' }, { status: 502, headers: noStore });
  }
  const headers = new Headers({
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${talentSlug(await getSiteTitle())}-selection.zip"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  const length = upstream.headers.get('content-length');
  if (length && /^\d+$/.test(length)) headers.set('Content-Length', length);
  return new Response(upstream.body, { status: 200, headers });
}
