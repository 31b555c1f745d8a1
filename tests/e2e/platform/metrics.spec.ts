import { expect, test, type APIRequestContext } from '@playwright/test';
import { METRICS_TOKEN } from '../support/env';
import { formTokenHeader } from '../support/form-token';
import { sampleSum } from '../support/metrics';

/**
 * GET /api/metrics on the site under test (METRICS_TOKEN set by playwright.config.ts). In project
 * `serial`: no other spec sends forms or views pages meanwhile, so the counters move by this spec's
 * requests alone.
 */
const visitor = (n: number) => `10.240.${Date.now() % 200}.${n}`;

async function scrape(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(answer.status()).toBe(200);
  return answer.text();
}

function contact(request: APIRequestContext, from: string, n: number) {
  return request.post('/api/contact/pt', {
    form: { name: 'Teo Metrics', email: `teo.metrics.${n}@example.com`, phone: '+55 11 97777-0000', message: `Mensagem de teste ${n} para as métricas.`, website: '' },
    headers: { ...formTokenHeader(), 'x-forwarded-for': from },
  });
}

test('the metrics are refused without the token and never stored by a cache', async ({ request }) => {
  for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${METRICS_TOKEN}x`, `Basic ${METRICS_TOKEN}`]) {
    const answer = await request.get('/api/metrics', { headers: authorization ? { authorization } : {} });
    expect(answer.status(), String(authorization)).toBe(401);
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect(await answer.text()).not.toContain('agency_');
  }
  const answer = await request.get('/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(answer.headers()['cache-control']).toBe('no-store');
  expect(await answer.text()).toMatch(/^process_resident_memory_bytes \d/m);
});

test('a contact send counts one panel call, and a refused send one rate-limit refusal', async ({ request }) => {
  const sendCall = { host: 'panel', method: 'POST', endpoint: '/api/entry/contact/send', outcome: 'ok' };
  const before = await scrape(request);
  const from = visitor(1);

  expect([201, 202]).toContain((await contact(request, from, 1)).status());
  // The send may reach the panel after the answer (a delivery queue): wait for the count, not a time.
  await expect.poll(async () => sampleSum(await scrape(request), 'agency_backend_call_seconds_count', sendCall)).toBe(sampleSum(before, 'agency_backend_call_seconds_count', sendCall) + 1);

  for (let n = 2; n <= 5; n += 1) expect([201, 202]).toContain((await contact(request, from, n)).status());
  const refused = await contact(request, from, 6);
  expect(refused.status()).toBe(429);
  const after = await scrape(request);
  expect(sampleSum(after, 'agency_rate_limited_total', { scope: 'contact' })).toBe(sampleSum(before, 'agency_rate_limited_total', { scope: 'contact' }) + 1);
});

test('a profile address never seen before costs one integration call, labelled by its endpoint, not its id', async ({ request }) => {
  const probe = { host: 'integration', endpoint: '/api/talent/profile', outcome: 'http_4xx' };
  const id = String(800_000 + (Date.now() % 100_000));
  const before = await scrape(request);

  const page = await request.get(`/modelos/${id}`, { maxRedirects: 0 });
  expect(page.status()).toBe(404);

  const after = await scrape(request);
  expect(sampleSum(after, 'agency_backend_call_seconds_count', probe)).toBe(sampleSum(before, 'agency_backend_call_seconds_count', probe) + 1);
  expect(after).not.toContain(id);
});

test('each answer carries a request id: a trusted proxy’s own, else a new one', async ({ request }) => {
  const nginxId = `e2e${Date.now().toString(16)}`.padEnd(32, '0');
  const page = await request.get('/sobre', { headers: { 'x-request-id': nginxId } });
  expect(page.headers()['x-request-id']).toBe(nginxId);
  const api = await request.get('/api/health');
  expect(api.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});
