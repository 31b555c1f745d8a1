import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { SMALL_BODY_DEADLINE_MS } from '@/lib/http/read-limited';

vi.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: vi.fn() }));

const SECRET = 'panel-shared-secret-of-at-least-32-chars';
const TOKEN = 'Q7m2PzR4kT9wL1vB6nY3cD8xA5sF0gHj';
let PIN: (request: NextRequest, context: { params: Promise<{ token: string; lang: string }> }) => Promise<Response>;
let VIEWS: (request: NextRequest, context: { params: Promise<{ token: string }> }) => Promise<Response>;
let REVALIDATE: (request: Request) => Promise<Response>;

beforeAll(async () => {
  vi.resetModules();
  vi.stubEnv('REVALIDATE_SECRET', SECRET);
  ({ POST: PIN } = (await import('@/app/api/packages/[token]/pin/[lang]/route')) as unknown as { POST: typeof PIN });
  ({ POST: VIEWS } = (await import('@/app/api/packages/[token]/views/route')) as unknown as { POST: typeof VIEWS });
  ({ POST: REVALIDATE } = await import('@/app/api/revalidate/route'));
});
afterEach(() => vi.useRealTimers());

let address = 0;
const from = () => `198.51.100.${++address}`;

/** A body that sends a few bytes, then holds the connection open without another. */
function dripping(first: string): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
    },
    pull: () => new Promise<void>(() => undefined),
  });
}

/** The answer once the deadline has passed, and whether any came before it. */
async function afterTheDeadline(answer: () => Promise<Response>): Promise<{ early: boolean; response: Response }> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  let answered = false;
  const pending = answer().finally(() => (answered = true));
  await vi.advanceTimersByTimeAsync(SMALL_BODY_DEADLINE_MS - 1_000);
  const early = answered;
  await vi.advanceTimersByTimeAsync(1_000);
  return { early, response: await pending };
}

function pinPost(body: BodyInit, headers: Record<string, string>): Promise<Response> {
  const request = new NextRequest(new Request(`http://localhost:3000/api/packages/${TOKEN}/pin/en`, { method: 'POST', headers: { 'x-forwarded-for': from(), ...headers }, body, duplex: 'half' } as RequestInit));
  return PIN(request, { params: Promise.resolve({ token: TOKEN, lang: 'en' }) });
}

describe('POST /api/packages/{token}/pin/{lang}', () => {
  it('takes only the page\'s form: another type is 415 and counts no try against the package', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const refused = await pinPost(JSON.stringify({ pin: '123456' }), { 'content-type': 'application/json', accept: 'application/json' });
      expect(refused.status).toBe(415);
      expect(await refused.json()).toEqual({ error: 'unsupported_media_type' });
    }
    // Past ten counted tries the package would answer 429: it still reads the form (a PIN of the wrong shape is wrong at once).
    const form = await pinPost('pin=x', { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' });
    expect(form.status).toBe(403);
  });

  it('answers 413 to a body past its cap, whatever content-length said', async () => {
    const response = await pinPost(`pin=123456&pad=${'x'.repeat(64 * 1024)}`, { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' });
    expect(response.status).toBe(413);
  });

  it('cuts a PIN that drips too slowly with 408 at the deadline, not at the server\'s five minutes', async () => {
    const { early, response } = await afterTheDeadline(() => pinPost(dripping('pin=12'), { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }));
    expect(early).toBe(false);
    expect(response.status).toBe(408);
    expect(response.headers.get('connection')).toBe('close');
  });
});

describe('POST /api/packages/{token}/views', () => {
  it('cuts a beacon that drips too slowly at the deadline, closing the connection', async () => {
    const { early, response } = await afterTheDeadline(() =>
      VIEWS(
        new NextRequest(new Request(`http://localhost:3000/api/packages/${TOKEN}/views`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': from(), 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' },
          body: dripping('{"talent_'),
          duplex: 'half',
        } as RequestInit)),
        { params: Promise.resolve({ token: TOKEN }) },
      ),
    );
    expect(early).toBe(false);
    expect(response.status).toBe(204);
    expect(response.headers.get('connection')).toBe('close');
  });
});

describe('POST /api/revalidate', () => {
  it('cuts a body that drips too slowly with 408 at the deadline, revalidating nothing', async () => {
    const { revalidateTag } = await import('next/cache');
    const { early, response } = await afterTheDeadline(() =>
      REVALIDATE(
        new Request('http://localhost:3000/api/revalidate', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': from() },
          body: dripping(`{"secret":"${SECRET}","tags":["tal`),
          duplex: 'half',
        } as RequestInit),
      ),
    );
    expect(early).toBe(false);
    expect(response.status).toBe(408);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ errors: { body: 'too_slow' } });
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
