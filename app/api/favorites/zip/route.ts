import { downloadTalentZip } from '@/lib/api/entries';
import { MAX_SELECTION, readIdList } from '@/lib/talents/favorites/ids';
import { resolveTalents } from '@/lib/talents/favorites/resolve';
import { getSiteTitle } from '@/lib/api/identity';
import { errorFields, log } from '@/lib/observability/log';
import { busyAnswer, enterGate, MAX_CONCURRENT_ZIPS, type GatePass } from '@/lib/forms/server/busy-gate';
import { clientAddress } from '@/lib/http/visitor-address';
import { consumeRateLimit } from '@/lib/shared-state/rate-limit';
import { talentSlug } from '@/lib/talents/slug';
import { privateJson } from '@/lib/http/private-json';

// Each archive makes the panel zip up to 50 books: a long shortlist comes in parts of MAX_SELECTION
// (three for 150 favourites), and a visitor may download them again; more than this is a script.
const RATE_LIMIT = { limit: 20, windowMs: 5 * 60_000 };
/** The panel stalls between two chunks longer than this: the download ends instead of hanging. */
const ZIP_STALL_MS = 30_000;

/**
 * The panel's archive passed on chunk by chunk. A chunk is asked of the panel only when the visitor's
 * side wants one, so a slow download takes as long as it needs; only the panel's own silence after a
 * request for more (ZIP_STALL_MS) ends it. The instance's place in the gate is given back however it
 * ends: finished, failed, or cancelled by the visitor.
 */
function relay(upstream: ReadableStream<Uint8Array>, pass: GatePass, stallMs = ZIP_STALL_MS): ReadableStream<Uint8Array> {
  const reader = upstream.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let timer: NodeJS.Timeout | undefined;
        const stalled = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('the panel stalled')), stallMs);
        });
        try {
          const { done, value } = await Promise.race([reader.read(), stalled]);
          if (done) {
            pass.release();
            controller.close();
          } else {
            controller.enqueue(value);
          }
        } catch (error) {
          pass.release();
          await reader.cancel().catch(() => undefined);
          controller.error(error);
        } finally {
          clearTimeout(timer);
        }
      },
      async cancel(reason) {
        pass.release();
        await reader.cancel(reason).catch(() => undefined);
      },
    },
    // One chunk at a time: nothing piles up in memory while the visitor's connection is slow.
    { highWaterMark: 0 },
  );
}

/**
 * `GET /api/favorites/zip?ids=12,40`: the selection's book photos as one archive, streamed from the
 * panel; at most MAX_SELECTION talents (400 `too_many` above). A plain GET so a link with `download`
 * works without script and the browser shows its own download progress. Rate limited per address
 * (429) and at most MAX_CONCURRENT_ZIPS at once per instance (503 with Retry-After).
 */
export async function GET(request: Request): Promise<Response> {
  const read = readIdList(new URL(request.url).searchParams.get('ids'));
  // The favourites page asks for a larger selection in parts of MAX_SELECTION.
  if (!read.ok) return privateJson({ errors: { ids: read.error }, max: MAX_SELECTION }, 400);
  const { ids } = read;

  const limited = await consumeRateLimit(`favorites-zip:${clientAddress(request)}`, RATE_LIMIT);
  if (!limited.ok) {
    return privateJson({ error: 'rate_limited' }, 429, { 'Retry-After': String(limited.retryAfterSeconds) });
  }
  const pass = enterGate('favorites-zip', MAX_CONCURRENT_ZIPS);
  if (pass === null) return busyAnswer(30);

  let handedOver = false;
  try {
    // The panel refuses the whole archive for one unknown id; a favourite kept from a talent who has
    // since left the roster must not spoil the download, so known ids are kept when the roster answers.
    const known = await resolveTalents(ids, 'pt').then(
      (talents) => talents.map((talent) => talent.id),
      () => ids,
    );
    if (known.length === 0) return privateJson({ errors: { ids: 'unknown' } }, 404);

    let upstream: Response;
    try {
      upstream = await downloadTalentZip(known);
    } catch (error) {
      log.error({ event: 'favorites.zip-failed', ...errorFields(error) });
      return privateJson({ error: 'upstream' }, 502);
    }
    const headers = new Headers({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${talentSlug(await getSiteTitle())}-selection.zip"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    const length = upstream.headers.get('content-length');
    if (length && /^\d+$/.test(length)) headers.set('Content-Length', length);
    if (!upstream.body) return new Response(null, { status: 200, headers });
    handedOver = true;
    return new Response(relay(upstream.body, pass), { status: 200, headers });
  } finally {
    // Every answer but the streamed archive gives its place back here; the archive, once it ends.
    if (!handedOver) pass.release();
  }
}
