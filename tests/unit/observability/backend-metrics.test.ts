import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchBackend } from '@/lib/api/transport';
import { metrics } from '@/lib/observability/metrics';
import { resetRateLimits, takeRateLimit } from '@/lib/shared-state/memory-rate-limit';
import { installFetch, jsonResponse } from '../setup/fake-fetch';
import { captureLog } from '../setup/log-capture';

async function callCount(labels: Record<string, string>): Promise<number> {
  const { values } = await metrics().panelCalls.get();
  return values
    .filter((value) => value.metricName === 'agency_backend_call_seconds_count' && Object.entries(labels).every(([key, wanted]) => (value.labels as Record<string, unknown>)[key] === wanted))
    .reduce((sum, value) => sum + value.value, 0);
}

beforeEach(() => resetRateLimits());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('backend calls', () => {
  it('are counted by host, method, endpoint template and outcome, with no id or query in a label', async () => {
    installFetch((request) => {
      if (request.url.pathname === '/api/talent/4711') return jsonResponse({ data: {} });
      if (request.url.pathname === '/api/entry/contact/send') return jsonResponse({ message: 'down' }, 503);
      return jsonResponse({ message: 'nope' }, 422);
    });
    const before = {
      ok: await callCount({ host: 'integration', method: 'GET', endpoint: '/api/talent/:id', outcome: 'ok' }),
      down: await callCount({ host: 'panel', method: 'POST', endpoint: '/api/entry/contact/send', outcome: 'http_5xx' }),
      refused: await callCount({ host: 'panel', method: 'GET', endpoint: '/api/posts/:type/:locale/:slug', outcome: 'http_4xx' }),
    };

    await fetchBackend('integration', '/api/talent/4711', { query: { language: 'pt' } });
    await fetchBackend('panel', '/api/entry/contact/send', { method: 'POST', json: {} });
    await fetchBackend('panel', '/api/posts/news/pt/private-slug', {});

    expect(await callCount({ host: 'integration', method: 'GET', endpoint: '/api/talent/:id', outcome: 'ok' })).toBe(before.ok + 1);
    expect(await callCount({ host: 'panel', method: 'POST', endpoint: '/api/entry/contact/send', outcome: 'http_5xx' })).toBe(before.down + 1);
    expect(await callCount({ host: 'panel', method: 'GET', endpoint: '/api/posts/:type/:locale/:slug', outcome: 'http_4xx' })).toBe(before.refused + 1);
    // The labels only: a process gauge's value (a memory size of 94711808 bytes) may hold the same digits.
    const labels = ((await metrics().registry.metrics()).match(/\{[^}]*\}/g) ?? []).join('\n');
    expect(labels).toContain('endpoint="/api/talent/:id"');
    for (const leaked of ['4711', 'private-slug', 'language']) expect(labels).not.toContain(leaked);
  });

  it('count a connection failure as network and a timeout as timeout', async () => {
    const labels = { host: 'panel', method: 'GET', endpoint: '/api/website-texts' };
    const before = { network: await callCount({ ...labels, outcome: 'network' }), timeout: await callCount({ ...labels, outcome: 'timeout' }) };

    installFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(fetchBackend('panel', '/api/website-texts')).rejects.toMatchObject({ code: 'unreachable' });
    installFetch(() => Promise.reject(new DOMException('no answer', 'TimeoutError')));
    await expect(fetchBackend('panel', '/api/website-texts')).rejects.toMatchObject({ code: 'timeout' });

    expect(await callCount({ ...labels, outcome: 'network' })).toBe(before.network + 1);
    expect(await callCount({ ...labels, outcome: 'timeout' })).toBe(before.timeout + 1);
  });
});

describe('rate-limit refusals', () => {
  it('are counted and logged by scope, never with the address', async () => {
    const refusals = async () => (await metrics().rateLimited.get()).values.find((value) => value.labels.scope === 'contact')?.value ?? 0;
    const before = await refusals();
    const logged = captureLog();

    expect(takeRateLimit('contact:203.0.113.9', { limit: 1 })).toEqual({ ok: true });
    expect(takeRateLimit('contact:203.0.113.9', { limit: 1 })).toMatchObject({ ok: false });
    logged.restore();

    expect(await refusals()).toBe(before + 1);
    expect(logged.lines).toEqual([expect.objectContaining({ event: 'rate-limit.refused', scope: 'contact', store: 'memory' })]);
    expect(logged.text()).not.toContain('203.0.113.9');
  });
});
