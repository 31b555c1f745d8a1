import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { revalidateTag } from 'next/cache';

vi.mock('next/cache', () => ({
  unstable_cache: (fn: unknown) => fn,
  revalidateTag: vi.fn(),
}));

const SECRET = 'panel-shared-secret';
let POST: (request: Request) => Promise<Response>;

beforeAll(async () => {
  vi.resetModules();
  vi.stubEnv('REVALIDATE_SECRET', SECRET);
  ({ POST } = await import('@/app/api/revalidate/route'));
});
beforeEach(() => vi.mocked(revalidateTag).mockClear());
afterEach(() => vi.restoreAllMocks());

function call(body: unknown): Promise<Response> {
  return POST(
    new Request('http://localhost:3000/api/revalidate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
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
});
