import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_CONCURRENT_ZIPS } from '@/lib/forms/server/busy-gate';
import { resetRateLimits } from '@/lib/forms/server/guard';

const downloadTalentZip = vi.fn<(ids: readonly number[]) => Promise<Response>>();
vi.mock('@/lib/api/entries', () => ({ downloadTalentZip: (ids: readonly number[]) => downloadTalentZip(ids) }));
vi.mock('@/lib/talents/favorites/resolve', () => ({ resolveTalents: async (ids: number[]) => ids.map((id) => ({ id })) }));
vi.mock('@/lib/api/identity', () => ({ getSiteTitle: async () => 'Agency' }));

let GET: (request: Request) => Promise<Response>;
beforeAll(async () => {
  ({ GET } = await import('@/app/api/favorites/zip/route'));
});
beforeEach(() => {
  resetRateLimits();
  downloadTalentZip.mockReset();
});
afterEach(() => vi.restoreAllMocks());

/** An archive the panel sends in `chunks` parts, each only when asked for. */
function panelZip(chunks = 3): Response {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < chunks) controller.enqueue(new Uint8Array([0x50, 0x4b, sent]));
      else controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/zip' } });
}

const get = (from: string, ids = '1,2') => GET(new Request(`http://localhost/api/favorites/zip?ids=${ids}`, { headers: { 'x-forwarded-for': from } }));

describe('GET /api/favorites/zip', () => {
  it('streams the panel\'s archive', async () => {
    downloadTalentZip.mockImplementation(async () => panelZip());
    const response = await get('203.0.113.80');
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 1, 0x50, 0x4b, 2, 0x50, 0x4b, 3]));
  });

  it('limits one address to 20 archives in five minutes, with Retry-After, before asking the panel', async () => {
    downloadTalentZip.mockImplementation(async () => panelZip());
    for (let i = 0; i < 20; i += 1) {
      const response = await get('203.0.113.81');
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    downloadTalentZip.mockClear();
    const limited = await get('203.0.113.81');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(downloadTalentZip).not.toHaveBeenCalled();
    const other = await get('203.0.113.82');
    expect(other.status).toBe(200);
    await other.body!.cancel();
  });

  it('streams at most a few archives at once per instance: 503 with Retry-After beyond, a place again once one ends', async () => {
    downloadTalentZip.mockImplementation(async () => panelZip());
    const open = await Promise.all(Array.from({ length: MAX_CONCURRENT_ZIPS }, (_, index) => get(`198.51.100.${index + 1}`)));
    expect(open.map((response) => response.status)).toEqual(Array.from({ length: MAX_CONCURRENT_ZIPS }, () => 200));

    const busy = await get('198.51.100.100');
    expect(busy.status).toBe(503);
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    // One visitor's download finishes, another gives up half-way: two places free again.
    await open[0]!.arrayBuffer();
    await open[1]!.body!.cancel();
    const again = [await get('198.51.100.101'), await get('198.51.100.102')];
    expect(again.map((response) => response.status)).toEqual([200, 200]);
    expect((await get('198.51.100.103')).status).toBe(503);
    for (const response of [...open.slice(2), ...again]) await response.body!.cancel();
  });

  it('gives its place back when the panel fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    downloadTalentZip.mockRejectedValue(new Error('panel down'));
    for (let i = 0; i < MAX_CONCURRENT_ZIPS + 2; i += 1) expect((await get(`198.51.101.${i + 1}`)).status).toBe(502);
  });
});
