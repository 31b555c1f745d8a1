import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { packageLink } from '@/local-panel/packages-staff-html';
import { revalidatePackageOnSite } from '@/local-panel/packages-webhook';

/** The panel's package webhook against a stand-in site that records each call and answers `status`. */
const SECRET = 'a'.repeat(64);
const TOKEN = 'Vb8nM3qR6tY1wE4uI7oP0aS2dF5gH9jK';

let site: Server;
let siteUrl: string;
let status = 200;
const calls: Array<{ path: string; body: unknown }> = [];

beforeAll(async () => {
  site = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      calls.push({ path: request.url ?? '', body: JSON.parse(text) as unknown });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  calls.length = 0;
  status = 200;
});

afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

describe("the panel's package webhook", () => {
  it("tells the site which package changed, with the site's secret", async () => {
    vi.stubEnv('LOCAL_PANEL_SITE_URL', `${siteUrl}/`);
    vi.stubEnv('REVALIDATE_SECRET', SECRET);
    expect(await revalidatePackageOnSite(TOKEN)).toBe('sent');
    expect(calls).toEqual([{ path: '/api/revalidate', body: { secret: SECRET, tags: [`package:${TOKEN}`] } }]);
  });

  it('is off without the site address or the secret', async () => {
    vi.stubEnv('LOCAL_PANEL_SITE_URL', siteUrl);
    vi.stubEnv('REVALIDATE_SECRET', '');
    expect(await revalidatePackageOnSite(TOKEN)).toBe('off');
    vi.stubEnv('LOCAL_PANEL_SITE_URL', '');
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('REVALIDATE_SECRET', SECRET);
    expect(await revalidatePackageOnSite(TOKEN)).toBe('off');
    expect(calls).toEqual([]);
  });

  it('tries a site that refuses twice more in the background, then stops for good', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubEnv('LOCAL_PANEL_SITE_URL', siteUrl);
    vi.stubEnv('REVALIDATE_SECRET', SECRET);
    status = 503;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await revalidatePackageOnSite(TOKEN)).toBe('failed');
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(4_000);
    await vi.waitFor(() => expect(quiet).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(3);
    // Never again, however long the panel runs; and the log line names neither the token nor the secret.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
    expect(String(quiet.mock.calls[0]?.[0])).not.toMatch(new RegExp(`${TOKEN}|${SECRET}`));
    quiet.mockRestore();
  });
});

describe("the site's address, in the link staff send", () => {
  it('is LOCAL_PANEL_SITE_URL, else SITE_URL, else localhost:3000, in the package language', () => {
    vi.stubEnv('LOCAL_PANEL_SITE_URL', 'https://panel-view.example/');
    vi.stubEnv('SITE_URL', 'https://site.example');
    expect(packageLink({ token: TOKEN, locale: 'en' })).toBe(`https://panel-view.example/en/package/${TOKEN}`);
    vi.stubEnv('LOCAL_PANEL_SITE_URL', '');
    expect(packageLink({ token: TOKEN, locale: 'es' })).toBe(`https://site.example/es/paquete/${TOKEN}`);
    vi.stubEnv('SITE_URL', '');
    expect(packageLink({ token: TOKEN, locale: 'pt' })).toBe(`http://localhost:3000/pacote/${TOKEN}`);
  });
});
