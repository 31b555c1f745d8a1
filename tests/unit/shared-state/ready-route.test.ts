import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const redis = vi.hoisted(() => ({ reachable: true }));
vi.mock('@/lib/shared-state/redis', () => ({ redisReachable: async () => redis.reachable }));

async function ready(env: Record<string, string | undefined>): Promise<Response> {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const { GET } = await import('@/app/api/ready/route');
  return GET();
}

beforeEach(() => {
  redis.reachable = true;
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('agency.shared-state.draining')];
});
afterEach(() => {
  vi.unstubAllEnvs();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('agency.shared-state.draining')];
});

describe('GET /api/ready', () => {
  it('is ready without Redis configured (the one-process default), and never cached', async () => {
    const response = await ready({ REDIS_URL: undefined });

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ready: true, draining: false, redis: 'off' });
  });

  it('is ready when the configured Redis answers', async () => {
    const response = await ready({ REDIS_URL: 'redis://127.0.0.1:6390' });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ready: true, draining: false, redis: 'up' });
  });

  it('takes the instance out of the load balancer when the configured Redis does not answer', async () => {
    redis.reachable = false;
    const response = await ready({ REDIS_URL: 'redis://127.0.0.1:6390' });

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ready: false, draining: false, redis: 'down' });
  });

  it('answers 503 once the process was told to stop, while it still finishes open requests', async () => {
    const { markDrainingOnSignals } = await import('@/lib/shared-state/draining');
    const listeners = process.listeners('SIGTERM');
    markDrainingOnSignals();
    const added = process.listeners('SIGTERM').filter((listener) => !listeners.includes(listener));
    expect(added).toHaveLength(1);
    // Calls the handler the signal would run, without sending the test runner a real SIGTERM.
    process.removeListener('SIGTERM', added[0]!);
    (added[0] as () => void)();

    const response = await ready({ REDIS_URL: undefined });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ready: false, draining: true, redis: 'off' });
  });
});
