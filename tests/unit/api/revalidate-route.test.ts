import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { revalidateTag } from 'next/cache';

vi.mock('next/cache', () => ({
  unstable_cache: (fn: unknown) => fn,
  revalidateTag: vi.fn(),
}));

const SECRET = 'panel-shared-secret-of-at-least-32-chars';
let POST: (request: Request) => Promise<Response>;

beforeAll(async () => {
  vi.resetModules();
  vi.stubEnv('REVALIDATE_SECRET', SECRET);
  ({ POST } = await import('@/app/api/revalidate/route'));
});
beforeEach(() => vi.mocked(revalidateTag).mockClear());
afterEach(() => vi.restoreAllMocks());

function call(body: unknown, from = '203.0.113.50'): Promise<Response> {
  return POST(
    new Request('http://localhost:3000/api/revalidate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-forwarded-for': from },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

describe('POST /api/revalidate', () => {
  it('refuses a wrong secret without revalidating', async () => {
    const response = await call({ secret: 'guess', tags: ['talents'] });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'unauthorized' });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('rejects a body that is not JSON', async () => {
    const response = await call('{not json');

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { body: 'invalid_json' } });
  });

  it('refuses an oversized body before reading it all', async () => {
    const response = await call({ secret: SECRET, tags: Array.from({ length: 5000 }, () => 'talents') });

    expect(response.status).toBe(413);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('rejects a body without tags, naming the field', async () => {
    const response = await call({ secret: SECRET });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { tags: 'invalid_type' } });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('rejects unknown tags and revalidates none of the batch', async () => {
    const response = await call({ secret: SECRET, tags: ['talents', 'everything'] });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { tags: 'unknown_tag' } });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('expires each known tag at once', async () => {
    const response = await call({ secret: SECRET, tags: ['talent:12', 'talents', 'content', 'talents'] });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['talent:12', 'talents', 'content'] });
    expect(vi.mocked(revalidateTag).mock.calls).toEqual([
      ['talent:12', { expire: 0 }],
      ['talents', { expire: 0 }],
      ['content', { expire: 0 }],
    ]);
  });

  it('limits one address to 60 calls a minute, right secret or not, with Retry-After; other addresses go on', async () => {
    const { resetRateLimits } = await import('@/lib/forms/server/guard');
    resetRateLimits();
    const guesses = await Promise.all(Array.from({ length: 60 }, (_, index) => call({ secret: `guess-${index}`, tags: ['talents'] }, '203.0.113.60')));
    expect(guesses.map((response) => response.status)).toEqual(Array.from({ length: 60 }, () => 401));

    const limited = await call({ secret: SECRET, tags: ['talents'] }, '203.0.113.60');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(revalidateTag).not.toHaveBeenCalled();
    expect((await call({ secret: SECRET, tags: ['talents'] }, '203.0.113.61')).status).toBe(200);
  });
});
