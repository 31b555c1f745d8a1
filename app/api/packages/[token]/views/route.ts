import { after, type NextRequest } from 'next/server';
import { PIN_COOKIE } from '@/lib/packages/access';
import { openPackage } from '@/lib/packages/open';
import { hasBrowserSignals, reportViewOnce, viewerOf } from '@/lib/packages/views';
import { isPackageToken } from '@/lib/packages/types';
import { clientAddress } from '@/lib/http/visitor-address';
import { readBodyLimited, SMALL_BODY_DEADLINE_MS } from '@/lib/http/read-limited';
import { NO_STORE } from '@/lib/http/private-json';
import { consumeRateLimit } from '@/lib/shared-state/rate-limit';

// Sixty talents opened, a few reloads: far below this per address in ten minutes.
const RATE_LIMIT = { limit: 300, windowMs: 10 * 60_000 };

const done = (): Response => new Response(null, { status: 204, headers: NO_STORE });

/**
 * `POST /api/packages/{token}/views` JSON `{"talent_id": 12}`: the page's beacon says a talent was
 * opened. Answered 204 at once whatever happens; the report goes to the panel after the answer, once
 * per client and talent in half an hour (lib/packages/views.ts), one attempt, never retried, so a
 * failing panel changes nothing the client sees. A request without a browser's signals reports nothing.
 */
export async function POST(request: NextRequest, { params }: RouteContext<'/api/packages/[token]/views'>): Promise<Response> {
  const { token } = await params;
  const address = clientAddress(request);
  const limited = await consumeRateLimit(`package-views:${address}`, RATE_LIMIT);
  const counted = limited.ok && isPackageToken(token) && hasBrowserSignals(request.headers, 'beacon');
  const body = counted ? await readBodyLimited(request, 512, { deadlineMs: SMALL_BODY_DEADLINE_MS }) : null;
  if (!body?.ok) {
    // A beacon dripped slower than any phone sends 30 bytes is cut; what it still drips goes nowhere.
    if (body?.reason === 'too_slow') return new Response(null, { status: 204, headers: { ...NO_STORE, Connection: 'close' } });
    await request.body?.cancel().catch(() => undefined);
    return done();
  }
  let talentId: unknown;
  try {
    talentId = (JSON.parse(Buffer.from(body.bytes).toString('utf8')) as { talent_id?: unknown }).talent_id;
  } catch {
    return done();
  }
  if (typeof talentId !== 'number' || !Number.isInteger(talentId)) return done();
  const cookie = request.cookies.get(PIN_COOKIE)?.value;
  const viewer = viewerOf(address, request.headers);
  after(async () => {
    const opening = await openPackage(token, cookie, address);
    if (opening.kind !== 'read' || opening.read.kind !== 'ok') return;
    if (opening.read.pkg.talents.some((talent) => talent.id === talentId)) await reportViewOnce(token, opening.pin, talentId, viewer);
  });
  return done();
}
