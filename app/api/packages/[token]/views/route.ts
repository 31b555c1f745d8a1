import { after, type NextRequest } from 'next/server';
import { sendPackageView } from '@/lib/api/packages';
import { pinFrom, PIN_COOKIE } from '@/lib/packages/access';
import { readPackage } from '@/lib/packages/read';
import { isPackageToken } from '@/lib/packages/types';
import { clientAddress } from '@/lib/http/visitor-address';
import { readBodyLimited } from '@/lib/forms/server/guard';
import { NO_STORE } from '@/lib/http/private-json';
import { consumeRateLimit } from '@/lib/shared-state/rate-limit';

// Sixty talents opened, a few reloads: far below this per address in ten minutes.
const RATE_LIMIT = { limit: 300, windowMs: 10 * 60_000 };

const done = (): Response => new Response(null, { status: 204, headers: NO_STORE });

/**
 * `POST /api/packages/{token}/views` JSON `{"talent_id": 12}`: the page's beacon says a talent was
 * opened. Answered 204 at once whatever happens; the report goes to the panel after the answer, one
 * attempt, never retried, so a failing panel changes nothing the client sees.
 */
export async function POST(request: NextRequest, { params }: RouteContext<'/api/packages/[token]/views'>): Promise<Response> {
  const { token } = await params;
  const limited = await consumeRateLimit(`package-views:${clientAddress(request)}`, RATE_LIMIT);
  const body = limited.ok && isPackageToken(token) ? await readBodyLimited(request, 512) : null;
  if (!body?.ok) {
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
  const pin = pinFrom(request.cookies.get(PIN_COOKIE)?.value);
  after(async () => {
    const read = await readPackage(token, pin);
    if (read.kind === 'ok' && read.pkg.talents.some((talent) => talent.id === talentId)) await sendPackageView(token, pin, talentId);
  });
  return done();
}
