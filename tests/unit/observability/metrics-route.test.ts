import { afterEach, describe, expect, it, vi } from 'vitest';

const TOKEN = 'metrics-token-of-at-least-32-characters';

async function route(token: string | undefined) {
  vi.resetModules();
  vi.stubEnv('METRICS_TOKEN', token);
  return import('@/app/api/metrics/route');
}

function scrape(GET: (request: Request) => Promise<Response>, authorization?: string): Promise<Response> {
  return GET(new Request('http://localhost:3000/api/metrics', { headers: authorization === undefined ? {} : { authorization } }));
}

afterEach(() => vi.unstubAllEnvs());

describe('GET /api/metrics', () => {
  it('does not exist when no METRICS_TOKEN is configured, whatever is presented', async () => {
    const { GET } = await route(undefined);

    for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
      const answer = await scrape(GET, authorization);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.text()).not.toContain('agency_');
    }
  });

  it('refuses a missing, wrong, truncated or differently spelled token with 401 and no figures', async () => {
    const { GET } = await route(TOKEN);

    for (const authorization of [undefined, '', 'Bearer wrong', `Bearer ${TOKEN.slice(0, -1)}`, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const answer = await scrape(GET, authorization);
      expect(answer.status, String(authorization)).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toEqual({ error: 'unauthorized' });
    }
  });

  it('answers the right token with the Prometheus text format, agency series and process metrics, never stored', async () => {
    const { GET, dynamic } = await route(TOKEN);
    const { metrics } = await import('@/lib/observability/metrics');
    metrics().rateLimited.inc({ scope: 'contact' });

    const answer = await scrape(GET, `Bearer ${TOKEN}`);

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(dynamic).toBe('force-dynamic');
    const text = await answer.text();
    expect(text).toMatch(/^# HELP agency_backend_call_seconds /m);
    expect(text).toMatch(/^agency_rate_limited_total\{scope="contact"\} [1-9]/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it('reads the shared cache handler lookups counted outside the bundle', async () => {
    const { GET } = await route(TOKEN);
    const lookups = ((globalThis as Record<symbol, unknown>)[Symbol.for('agency.cache-handler.lookups')] ??= { hit: 0, miss: 0 }) as { hit: number; miss: number };
    const value = (text: string, result: string) => Number(new RegExp(`^agency_cache_lookups_total\\{layer="shared-cache",result="${result}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
    const before = await (await scrape(GET, `Bearer ${TOKEN}`)).text();

    lookups.hit += 3;
    lookups.miss += 1;
    const after = await (await scrape(GET, `Bearer ${TOKEN}`)).text();

    expect(value(after, 'hit') - value(before, 'hit')).toBe(3);
    expect(value(after, 'miss') - value(before, 'miss')).toBe(1);
  });
});
