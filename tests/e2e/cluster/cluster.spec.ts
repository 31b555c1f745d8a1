import { cpSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startCluster, type Cluster } from '../../../scripts/lib/cluster';
import { redisExchange } from '../../../scripts/lib/cluster-redis';
import { freePort } from '../../../scripts/lib/processes';
import { staffHeaders, startPanel, type PanelService } from '../../../scripts/lib/stack';
import { E2E_DIST_DIR, FORM_TOKEN_SECRET, MAIL_FROM, PANEL_PORT, REVALIDATE_SECRET, SITE_PORT, SMTP_PORT } from '../support/env';
import { formTokenHeader } from '../support/form-token';
import { sampleSum } from '../support/metrics';
import { applicationForm } from '../support/payloads';

/**
 * `npm run cluster`'s topology (scripts/lib/cluster.ts) with 3 instances of the e2e build behind nginx,
 * on Redis, against a local panel of its own so its call counts are this spec's alone.
 */
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const WARM_PAGES = ['/', '/modelos/feminino', '/sobre', '/en/models/women', '/modelos/12/ana-souza'];
const ACCEPT = { 'accept-language': 'pt-BR,pt;q=0.9' };

let cluster: Cluster;
let panel: PanelService;

async function admin(route: string, body?: unknown, method = 'POST') {
  const response = await fetch(`${panel.url}/__admin${route}`, {
    method,
    headers: body === undefined ? staffHeaders(panel) : { ...staffHeaders(panel), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json() as Promise<Record<string, unknown>>;
}
const stats = () => admin('/stats', undefined, 'GET') as Promise<{ total: number; byRoute: Record<string, number> }>;
const resetStats = () => admin('/stats/reset', {});

async function get(url: string): Promise<{ status: number; body: string; cacheControl: string | null }> {
  const response = await fetch(url, { headers: ACCEPT, redirect: 'manual' });
  return { status: response.status, body: await response.text(), cacheControl: response.headers.get('cache-control') };
}

/** A contact send from `localAddress` (any 127.x address is this machine), through nginx unless `url` says otherwise. */
function sendContact(message: string, options: { localAddress: string; headers?: Record<string, string>; url?: string }) {
  const body = new URLSearchParams({
    name: 'Marina Lopes',
    email: 'marina@example.com',
    phone: '+55 (11) 98765-4321',
    message,
    website: '',
  }).toString();
  const target = new URL('/api/contact/pt', options.url ?? cluster.url);
  return new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress: options.localAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), ...formTokenHeader(), ...options.headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** nginx's client_body_timeout in this spec's cluster; the shipped deploy/nginx.conf waits 10 s. */
const NGINX_CLIENT_BODY_TIMEOUT = '2s';

type StalledAnswer = { status: number; retryAfter: string | undefined; body: string };

/**
 * A send through nginx from `localAddress` that declares a body within the route's cap, sends its head
 * and first bytes, then nothing more: a drip whose next bytes would come later than nginx's
 * client_body_timeout. Its answer: what came back, status 0 when the connection was closed under it.
 */
function stalledSend(route: '/api/get-scouted/pt' | '/api/contact/pt', localAddress: string): Promise<StalledAnswer> {
  return new Promise((resolve) => {
    const application = route === '/api/get-scouted/pt';
    const request = httpRequest({
      host: '127.0.0.1',
      port: new URL(cluster.url).port,
      path: route,
      method: 'POST',
      localAddress,
      headers: {
        'content-type': application ? 'multipart/form-data; boundary=stall' : 'application/x-www-form-urlencoded',
        'content-length': String(application ? 2 * 1024 * 1024 : 1024),
        accept: 'application/json',
        ...formTokenHeader(),
      },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      const answer = () => ({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] as string | undefined, body: Buffer.concat(chunks).toString() });
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(answer()));
      response.on('error', () => resolve(answer()));
    });
    request.on('error', () => resolve({ status: 0, retryAfter: undefined, body: '' }));
    request.write(application ? '--stall\r\nContent-Disposition: form-data; name="image_1"; filename="p1.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8' : 'name=Marina&email=');
  });
}

/** Every contact message in the cluster panel's inbox. */
async function inboxMessages(): Promise<string[]> {
  const inbox = (await (await fetch(`${panel.url}/inbox.json`, { headers: staffHeaders(panel) })).json()) as { contacts: Array<{ fields?: Record<string, string> } & Record<string, unknown>> };
  return inbox.contacts.map((contact) => String(contact.fields?.message ?? contact.message ?? ''));
}

/** Reads `pages` through nginx with `concurrency` loops until `stop` resolves; every answer's status. */
async function loadUntil(stop: Promise<unknown>, pages: string[], concurrency = 4): Promise<{ statuses: number[]; errors: string[] }> {
  let done = false;
  void stop.finally(() => (done = true));
  const statuses: number[] = [];
  const errors: string[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = worker; !done; i += 1) {
        try {
          statuses.push((await get(`${cluster.url}${pages[i % pages.length]}`)).status);
        } catch (error) {
          errors.push(String(error));
        }
      }
    }),
  );
  return { statuses, errors };
}

/** Renders every warm page once on `instance` (and waits for the cache writes). */
async function warm(instanceIndex: number) {
  for (const page of WARM_PAGES) expect((await get(`${cluster.instances[instanceIndex]!.url}${page}`)).status, page).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 500));
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const distDir = `${E2E_DIST_DIR}-cluster`;
  rmSync(path.join(root, distDir), { recursive: true, force: true });
  cpSync(path.join(root, `${E2E_DIST_DIR}-pristine`), path.join(root, distDir), { recursive: true });
  panel = await startPanel({ port: PANEL_PORT + 20, smtpPort: SMTP_PORT + 20, dataDir: `.e2e/cluster-panel-${PANEL_PORT + 20}` });
  cluster = await startCluster({
    distDir,
    instances: 3,
    port: SITE_PORT + 20,
    instancePort: SITE_PORT + 21,
    redisPort: Number(process.env.E2E_REDIS_PORT ?? (await freePort())),
    panelUrl: panel.url,
    // The instances' mail ends in this panel's SMTP sink, read back at its /__admin/mail.
    smtpUrl: panel.smtpUrl,
    mailFrom: MAIL_FROM,
    workDir: `.e2e/cluster-${SITE_PORT + 20}`,
    revalidateSecret: REVALIDATE_SECRET,
    // Short, so the drip test waits 2 s for nginx to cut the upload.
    nginxClientBodyTimeout: NGINX_CLIENT_BODY_TIMEOUT,
    extraEnv: { FORM_TOKEN_SECRET },
    // Scraping every second, so the read-back test waits a second or two, not the default 15.
    prometheus: { port: await freePort(), scrapeInterval: '1s' },
  });
});

test.afterAll(async () => {
  await cluster?.stop();
  await panel?.stop();
});

test('instances bound to loopback serve rewritten pages with 200, not a 308 to themselves', async () => {
  for (const instance of cluster.instances) {
    // `/` is rewritten by proxy.ts to the Portuguese home: the case that loops with `-H 127.0.0.1`.
    const home = await get(`${instance.url}/`);
    expect(home.status).toBe(200);
    expect(home.body).toContain('<html lang="pt');
  }
  expect((await get(`${cluster.url}/modelos/feminino`)).status).toBe(200);
});

test('Redis refuses a client without the password; the instances reach it through the password in REDIS_URL', async () => {
  const { port, password } = new URL(cluster.redisUrl);
  expect(password.length).toBeGreaterThanOrEqual(32);
  expect(await redisExchange(Number(port), ['PING'])).toMatch(/^-NOAUTH/);
  expect(await redisExchange(Number(port), ['GET agency:address-gate:generation'])).toMatch(/^-NOAUTH/);
  expect(await redisExchange(Number(port), ['AUTH guess', 'PING'])).toMatch(/^-WRONGPASS/);
  for (const instance of cluster.instances) {
    const ready = await fetch(`${instance.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(JSON.stringify(await ready.json())).not.toContain('"down"');
  }
});

/** An instant query to Prometheus's HTTP API: the matching series with their latest values. */
async function promQuery(expr: string): Promise<Array<{ metric: Record<string, string>; value: number }>> {
  const answer = await fetch(`${cluster.prometheusUrl}/api/v1/query?query=${encodeURIComponent(expr)}`);
  const body = (await answer.json()) as { status: string; data: { result: Array<{ metric: Record<string, string>; value: [number, string] }> } };
  expect(body.status).toBe('success');
  return body.data.result.map((series) => ({ metric: series.metric, value: Number(series.value[1]) }));
}

test('Prometheus scrapes every instance: a contact send is read back through its HTTP API; nginx refuses the metrics', async () => {
  await expect.poll(async () => (await promQuery('up{job="agency-site"} == 1')).length, { timeout: 30_000 }).toBe(cluster.instances.length);
  // Delivered sends, summed over the instances: whichever instance's worker took the job counts it.
  const delivered = async () => {
    let sum = 0;
    for (const instance of cluster.instances) {
      const text = await (await fetch(`${instance.url}/api/metrics`, { headers: { authorization: `Bearer ${cluster.metricsToken}` } })).text();
      sum += sampleSum(text, 'agency_sends_total', { kind: 'contact', outcome: 'delivered' });
    }
    return sum;
  };
  const before = await delivered();

  const sent = await sendContact('Mensagem lida de volta pelo Prometheus.', { localAddress: '127.0.3.1' });
  expect(sent.status).toBe(202);
  await expect.poll(delivered, { timeout: 30_000 }).toBe(before + 1);
  const expected = before + 1;
  await expect
    .poll(async () => (await promQuery('sum(agency_sends_total{job="agency-site",kind="contact",outcome="delivered"})'))[0]?.value ?? 0, { timeout: 30_000 })
    .toBe(expected);
  // The queue's own figures are scraped too: nothing waits once it is delivered.
  await expect.poll(async () => (await promQuery('max(agency_queue_depth{job="agency-site",state="waiting"})'))[0]?.value ?? -1, { timeout: 30_000 }).toBe(0);

  // The Redis cache handler (plain .mjs outside the bundles) counts its lookups into the same registry.
  const first = await (await fetch(`${cluster.instances[0]!.url}/api/metrics`, { headers: { authorization: `Bearer ${cluster.metricsToken}` } })).text();
  expect(sampleSum(first, 'agency_cache_lookups_total', { layer: 'shared-cache' })).toBeGreaterThan(0);

  // From outside (through nginx) the metrics do not exist, token or not; the instances answer only with it.
  const outside = await fetch(`${cluster.url}/api/metrics`, { headers: { authorization: `Bearer ${cluster.metricsToken}` } });
  expect(outside.status).toBe(403);
  expect(await outside.text()).not.toContain('agency_');
  expect((await fetch(`${cluster.instances[0]!.url}/api/metrics`)).status).toBe(401);
});

test('nginx gives each request an id of its own, whatever the visitor sends', async () => {
  const forged = 'forged-by-a-visitor-0123456789';
  const answer = await fetch(`${cluster.url}/sobre`, { headers: { ...ACCEPT, 'x-request-id': forged } });
  expect(answer.status).toBe(200);
  const id = answer.headers.get('x-request-id');
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  const again = await fetch(`${cluster.url}/sobre`, { headers: ACCEPT });
  expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  expect(again.headers.get('x-request-id')).not.toBe(id);
});

test("a board's next cards arrive compressed through nginx, the same cards an instance sends", async () => {
  const direct = await fetch(`${cluster.instances[0]!.url}/api/roster/pt/women/p1`, { headers: { 'accept-encoding': 'gzip' } });
  const through = await fetch(`${cluster.url}/api/roster/pt/women/p1`, { headers: { 'accept-encoding': 'gzip' } });
  expect(direct.headers.get('content-encoding')).toBe('gzip');
  expect(through.status).toBe(200);
  expect(through.headers.get('content-encoding')).toBe('gzip');
  expect(await through.text()).toBe(await direct.text());
});

test('a page arrives through nginx gzip-compressed once, and whole', async () => {
  for (const page of ['/', '/modelos/feminino']) {
    const through = await fetch(`${cluster.url}${page}`, { headers: { ...ACCEPT, 'accept-encoding': 'gzip' } });
    expect(through.status, page).toBe(200);
    expect(through.headers.get('content-encoding'), page).toBe('gzip');
    // fetch undoes one gzip: a page gzipped again by nginx would still be binary here.
    const html = await through.text();
    expect(html, page).toMatch(/^<!DOCTYPE html>/i);
    expect(html.trimEnd(), page).toMatch(/<\/html>$/);
  }
});

test('a page warmed through one instance is served by the others with no panel call and the same Cache-Control', async () => {
  await warm(0);
  // What one instance answers for its own cached page: the header CDNs and nginx cache by.
  const single = new Map<string, string | null>();
  for (const page of WARM_PAGES) single.set(page, (await get(`${cluster.instances[0]!.url}${page}`)).cacheControl);
  await resetStats();
  for (const index of [1, 2]) {
    for (const page of WARM_PAGES) {
      const answer = await get(`${cluster.instances[index]!.url}${page}`);
      expect(answer.status, page).toBe(200);
      expect(answer.cacheControl, `${page} on instance ${index}`).toMatch(/s-maxage=300\b/);
      expect(answer.cacheControl, `${page} on instance ${index}`).toBe(single.get(page));
    }
  }
  expect((await stats()).byRoute).toEqual({});
});

test('a content change revalidated on one instance shows on the others at their next request', async () => {
  await warm(0);
  for (const index of [1, 2]) expect((await get(`${cluster.instances[index]!.url}/sobre`)).body).toContain('3456-7890');
  await admin('/content', { kind: 'website-text', key: 'contact_phone', value: { pt: '+55 (11) 4000-1234', en: '+55 11 4000 1234' } });
  try {
    const answer = await fetch(`${cluster.instances[0]!.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ secret: REVALIDATE_SECRET, tags: ['website-texts'] }),
    });
    expect(answer.status).toBe(200);
    for (const index of [1, 2]) {
      const page = await get(`${cluster.instances[index]!.url}/sobre`);
      expect(page.body).toContain('4000-1234');
      expect(page.body).not.toContain('3456-7890');
    }
  } finally {
    await admin('/content', { kind: 'website-text', key: 'contact_phone', value: { pt: '+55 (11) 3456-7890', en: '+55 11 3456 7890' } });
    await fetch(`${cluster.instances[0]!.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ secret: REVALIDATE_SECRET, tags: ['website-texts'] }),
    });
  }
});

test("a client package read through one instance costs the others no panel call; revoked and revalidated on one, it answers 404 on all", async () => {
  const make = async (title: string) => String((await admin('/packages', { title, locale: 'pt', talents: [{ id: 12, photos: [0] }, { id: 2, photos: [0] }] })).token);
  const [warmup, token] = [await make('Cluster warm-up'), await make('Cluster casting')];
  // The page's own view report (POST …/views) is a call by design; reading the package is the one that must not repeat.
  const reads = async () => Object.entries((await stats()).byRoute).filter(([route]) => route === `GET /api/packages/${token}`);
  // Each instance has loaded the package page and connected to Redis (its client connects on first use).
  for (const instance of cluster.instances) {
    await expect.poll(async () => (await fetch(`${instance.url}/api/ready`)).status).toBe(200);
    expect((await get(`${instance.url}/pacote/${warmup}`)).status).toBe(200);
  }
  expect((await get(`${cluster.instances[0]!.url}/pacote/${token}`)).status).toBe(200);
  await resetStats();
  for (const index of [1, 2]) {
    const answer = await get(`${cluster.instances[index]!.url}/pacote/${token}`);
    expect(answer.status, `instance ${index}`).toBe(200);
    expect(answer.body).toContain('Cluster casting');
    expect(answer.cacheControl).toBe('private, no-store');
  }
  expect(await reads()).toEqual([]);

  await admin(`/packages/${token}/revoke`, {});
  const revalidated = await fetch(`${cluster.instances[0]!.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ secret: REVALIDATE_SECRET, tags: [`package:${token}`] }),
  });
  expect(revalidated.status).toBe(200);
  for (const index of [0, 1, 2]) expect((await get(`${cluster.instances[index]!.url}/pacote/${token}`)).status, `instance ${index}`).toBe(404);
});

test('five contact sends spread over the instances exhaust one shared limit, forged X-Forwarded-For or not', async () => {
  const from = { localAddress: '127.0.0.5' };
  // nginx sends consecutive requests to the next instance in turn: five sends reach all three.
  for (let i = 0; i < 5; i += 1) expect((await sendContact(`Mensagem de teste ${i} do cluster.`, from)).status).toBe(202);
  const sixth = await sendContact('Mensagem de teste 6 do cluster.', from);
  expect(sixth.status).toBe(429);
  expect(Number(sixth.retryAfter)).toBeGreaterThanOrEqual(1);
  for (const forged of ['203.0.113.77', '203.0.113.78, 10.0.0.1']) {
    const answer = await sendContact('Mensagem de teste forjada do cluster.', { ...from, headers: { 'x-forwarded-for': forged } });
    expect(answer.status).toBe(429);
    expect(answer.retryAfter).toBeDefined();
  }
});

test('nginx holds 4 sends at once per address and cuts the ones whose body stops coming; the site keeps answering meanwhile', async () => {
  const dripping = '127.0.8.1';
  // Two applications (the most one address may upload at once to an instance) and three messages, each
  // stopping after its first bytes: one more than the four connections an address may hold on the send routes.
  const stalled = [
    stalledSend('/api/get-scouted/pt', dripping),
    stalledSend('/api/get-scouted/pt', dripping),
    stalledSend('/api/contact/pt', dripping),
    stalledSend('/api/contact/pt', dripping),
    stalledSend('/api/contact/pt', dripping),
  ];
  // The first answer is nginx refusing the fifth connection at once (whichever of them came last).
  await Promise.race(stalled);

  // Meanwhile the site answers pages and other visitors' sends.
  expect((await get(`${cluster.url}/sobre`)).status).toBe(200);
  expect((await sendContact('Mensagem enviada enquanto outro endereço goteja.', { localAddress: '127.0.8.2' })).status).toBe(202);

  const answers = await Promise.all(stalled);
  const refused = answers.filter((answer) => answer.status === 429);
  expect(refused).toHaveLength(1);
  expect(Number(refused[0]!.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(JSON.parse(refused[0]!.body)).toEqual({ error: 'rate_limited' });
  // nginx cuts the other four once their bodies stop for client_body_timeout: its 408, or the connection
  // closed, never the site's own answer to a slow body (408 too_slow, only after its 10 s of grace).
  const cut = answers.filter((answer) => answer.status !== 429);
  expect(cut).toHaveLength(4);
  for (const answer of cut) {
    expect([0, 408]).toContain(answer.status);
    expect(answer.body).not.toContain('too_slow');
  }
  // Their connections and places are free again: the same address sends.
  expect((await sendContact('Depois dos envios cortados.', { localAddress: dripping })).status).toBe(202);
});

test('an instance stopped and restarted under load: no failed answer, sends kept exactly once, then it serves from Redis', async () => {
  await warm(0);
  let finish!: () => void;
  const stop = new Promise<void>((resolve) => (finish = resolve));
  const load = loadUntil(stop, WARM_PAGES);
  const sends: Array<Promise<{ marker: string; status: number }>> = [];
  let sending = true;
  const sender = (async () => {
    for (let i = 0; sending && i < 12; i += 1) {
      const marker = `Envio durante o reinício ${Date.now()}-${i}.`;
      // One address per send: the limit is not what this measures.
      sends.push(sendContact(marker, { localAddress: `127.0.1.${i + 1}` }).then((answer) => ({ marker, status: answer.status })));
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  // It drains: nginx moves on to the others and the instance exits by itself, nothing cut mid-answer.
  expect(await cluster.stopInstance(1)).toBe('stopped');
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await cluster.startInstance(1);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  sending = false;
  await sender;
  finish();
  const { statuses, errors } = await load;

  expect(errors).toEqual([]);
  expect(statuses.length).toBeGreaterThan(20);
  expect(statuses.filter((status) => status < 200 || status > 299)).toEqual([]);

  const answered = await Promise.all(sends);
  const received = answered.filter((send) => send.status === 201 || send.status === 202);
  expect(received.length).toBeGreaterThan(0);
  // Each received send is delivered by some instance's worker, exactly once.
  await expect.poll(async () => {
    const messages = await inboxMessages();
    return received.filter((send) => messages.filter((message) => message === send.marker).length !== 1).map((send) => send.marker);
  }, { timeout: 60_000 }).toEqual([]);

  // A restarted process knows nothing yet of whether the home can render: its first home request has the
  // proxy ask the panel once for the slides (lib/site/home-availability.ts; the proxy reads outside
  // Next's data cache). Whether the load above reached this instance's home first is chance, so it is
  // asked here: that one check and nothing else.
  await resetStats();
  expect((await get(`${cluster.instances[1]!.url}/`)).status).toBe(200);
  const probe = (await stats()).byRoute;
  expect(Object.keys(probe).filter((route) => route !== 'GET /api/entities/slides')).toEqual([]);
  expect(probe['GET /api/entities/slides'] ?? 0).toBeLessThanOrEqual(1);
  // Then every page comes from Redis.
  await resetStats();
  for (const page of WARM_PAGES) expect((await get(`${cluster.instances[1]!.url}${page}`)).status, page).toBe(200);
  expect((await stats()).byRoute).toEqual({});
});

test('the instance that took a send is killed before the panel has it: another instance delivers it, exactly once', async () => {
  // The panel takes entries slowly, so the send is still waiting or being delivered when its instance dies.
  await admin('/faults', { route: 'POST /api/entry', status: 503, times: 3 });
  const marker = `Enviada a uma instância que morreu ${Date.now()}.`;
  const sent = await sendContact(marker, { localAddress: '127.0.4.1', url: cluster.instances[2]!.url });
  expect(sent.status).toBe(202);
  await cluster.killInstance(2);

  try {
    await expect.poll(async () => (await inboxMessages()).filter((message) => message === marker).length, { timeout: 60_000 }).toBe(1);
    // And not a second time later (a retry after the panel had it would be answered by its Idempotency-Key).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await inboxMessages()).filter((message) => message === marker)).toHaveLength(1);
  } finally {
    await admin('/faults', undefined, 'DELETE');
    await cluster.startInstance(2);
  }
});

test('Redis stopped under load answers no 5xx; once it is back, warm views cost no panel call again', async () => {
  await warm(0);
  let finish!: () => void;
  const stop = new Promise<void>((resolve) => (finish = resolve));
  const load = loadUntil(stop, WARM_PAGES, 3);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await cluster.stopRedis();
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  finish();
  const { statuses, errors } = await load;
  expect(errors).toEqual([]);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  for (const instance of cluster.instances) {
    expect((await fetch(`${instance.url}/api/ready`)).status).toBe(503);
  }

  await cluster.startRedis();
  // Clients reconnect with a backoff of at most 2 s.
  for (const instance of cluster.instances) {
    await expect.poll(async () => (await fetch(`${instance.url}/api/ready`)).status, { timeout: 10_000 }).toBe(200);
  }
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  await warm(0);
  await resetStats();
  for (const index of [0, 1, 2]) {
    for (const page of WARM_PAGES) expect((await get(`${cluster.instances[index]!.url}${page}`)).status, page).toBe(200);
  }
  expect((await stats()).byRoute).toEqual({});
});

test('tokens expired on the panel cost at most one sign-in per instance, not one per request', async () => {
  await admin('/tokens/expire', {});
  const answer = await fetch(`${cluster.instances[0]!.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ secret: REVALIDATE_SECRET, tags: ['talents', 'website-texts'] }),
  });
  expect(answer.status).toBe(200);
  await resetStats();
  await Promise.all(
    cluster.instances.flatMap((instance) =>
      ['/modelos/feminino', '/modelos/masculino', '/sobre', '/modelos/12/ana-souza'].map(async (page) => expect((await get(`${instance.url}${page}`)).status).toBe(200)),
    ),
  );
  const { byRoute } = await stats();
  const signIns = Object.entries(byRoute).filter(([route]) => /\/api\/(login|signin)$/.test(route));
  expect(signIns.length).toBeGreaterThan(0);
  for (const [route, count] of signIns) expect(count, route).toBeLessThanOrEqual(cluster.instances.length);
});

/** The one mail the cluster's panel sink caught for `to`, once it has. */
async function caughtMail(to: string): Promise<{ text: string }> {
  let found: { text: string } | undefined;
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${panel.url}/__admin/mail?to=${encodeURIComponent(to)}`, { headers: staffHeaders(panel) });
        found = ((await answer.json()) as { mail: Array<{ text: string }> }).mail[0];
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** The keys of held sends' data on the cluster's Redis (not the remembered decisions). */
async function heldDataKeys(): Promise<string[]> {
  const { port, password } = new URL(cluster.redisUrl);
  const answer = await redisExchange(Number(port), [`AUTH ${decodeURIComponent(password)}`, 'KEYS agency:held:*']);
  return [...answer.matchAll(/agency:held:\S+/g)].map((match) => match[0]).filter((key) => /:(entry|meta)$/.test(key));
}

test("a minor's application waits on Redis for the guardian, never at the panel: confirmed through another instance it arrives once; refused, nothing of it is left", async () => {
  const young = new Date();
  const birthdate = `${young.getFullYear() - 15}/01/15`;
  const send = async (email: string, guardian: string) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(applicationForm())) {
      body.set(name, typeof value === 'string' ? value : new File([new Uint8Array(value.buffer)], value.name, { type: value.mimeType }));
    }
    for (const [name, value] of Object.entries({ email, birthdate, guardian_name: 'Rosa Lima', guardian_relation: 'mother', guardian_email: guardian, guardian_phone: '+55 11 98765-4321', guardian_accept: 'on' })) {
      body.set(name, value);
    }
    const answer = await fetch(`${cluster.url}/api/get-scouted/pt`, { method: 'POST', body, headers: formTokenHeader() });
    expect(answer.status).toBe(202);
  };
  const stamp = Date.now();
  const kept = `cluster.menor.${stamp}@example.com`;
  const refused = `cluster.recusa.${stamp}@example.com`;
  await send(kept, `cluster.mae.${stamp}@example.com`);
  await send(refused, `cluster.pai.${stamp}@example.com`);
  const tokenOf = async (to: string) => /\/confirmar\/([A-Za-z0-9_-]{74})/.exec((await caughtMail(to)).text)![1]!;
  const [keep, drop] = [await tokenOf(`cluster.mae.${stamp}@example.com`), await tokenOf(`cluster.pai.${stamp}@example.com`)];
  expect(await heldDataKeys()).toHaveLength(4);

  const answer = (instance: number, token: string, decision: string) =>
    fetch(`${cluster.instances[instance]!.url}/api/confirm/pt`, { method: 'POST', body: new URLSearchParams({ token, decision }), redirect: 'manual' });
  expect((await answer(1, keep, 'confirm')).status).toBe(303);
  expect((await answer(2, drop, 'refuse')).status).toBe(303);
  // The same link answered again on the first instance: already decided.
  expect((await answer(0, keep, 'confirm')).status).toBe(303);
  expect(await heldDataKeys()).toEqual([]);

  const inbox = async () =>
    ((await (await fetch(`${panel.url}/inbox.json`, { headers: staffHeaders(panel) })).json()) as { applications: Array<{ fields: Record<string, string> }> }).applications;
  await expect.poll(async () => (await inbox()).filter((application) => application.fields.email === kept).length, { timeout: 30_000 }).toBe(1);
  const consent = JSON.parse((await inbox()).find((application) => application.fields.email === kept)!.fields.consent!) as { consents: Array<Record<string, string>> };
  expect(consent.consents[1]).toMatchObject({ by: 'guardian', channel: 'email' });
  expect((await inbox()).filter((application) => application.fields.email === refused)).toEqual([]);
});
