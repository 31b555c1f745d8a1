import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadEnv(values: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value);
  return (await import('@/lib/config/env')).env;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('env', () => {
  it('uses the local defaults when nothing is set', async () => {
    const env = await loadEnv({ PANEL_URL: undefined, INTEGRATION_URL: '', BACKEND_TIMEOUT_MS: undefined });

    expect(env).toMatchObject({
      PANEL_URL: 'http://127.0.0.1:4010',
      INTEGRATION_URL: 'http://127.0.0.1:4010',
      API_SALT: 'local-salt',
      SITE_URL: 'http://localhost:3000',
      BACKEND_TIMEOUT_MS: 4000,
      CACHE_REVALIDATE_SECONDS: 300,
    });
  });

  it('strips trailing slashes from base URLs and reads numbers', async () => {
    const env = await loadEnv({
      PANEL_URL: 'https://panel.example.com/',
      SITE_URL: 'https://agency.example.com//',
      BACKEND_TIMEOUT_MS: '2500',
    });

    expect(env.PANEL_URL).toBe('https://panel.example.com');
    expect(env.SITE_URL).toBe('https://agency.example.com');
    expect(env.BACKEND_TIMEOUT_MS).toBe(2500);
  });

  it('accepts local hosts without a domain', async () => {
    const env = await loadEnv({ PANEL_URL: 'http://127.0.0.1:4321/', INTEGRATION_URL: 'http://localhost:4322' });

    expect(env.PANEL_URL).toBe('http://127.0.0.1:4321');
    expect(env.INTEGRATION_URL).toBe('http://localhost:4322');
  });

  it('fails loudly at load on a bad value', async () => {
    await expect(loadEnv({ PANEL_URL: 'panel.example.com' })).rejects.toThrow(/PANEL_URL/);
    await expect(loadEnv({ SITE_URL: 'ftp://agency.example.com' })).rejects.toThrow(/SITE_URL/);
    await expect(loadEnv({ CACHE_REVALIDATE_SECONDS: '0' })).rejects.toThrow(/CACHE_REVALIDATE_SECONDS/);
  });

  it('reads the media hosts and the provider credit', async () => {
    const env = await loadEnv({
      MEDIA_HOSTS: 'https://cdn.agency.example/, https://bucket.storage.example/agency/',
      SITE_PROVIDER_NAME: 'Studio Example',
      SITE_PROVIDER_URL: 'https://studio.example/',
    });

    expect(env.MEDIA_HOSTS.map((host) => `${host.protocol}://${host.hostname}${host.pathPrefix}`)).toEqual([
      'https://cdn.agency.example/',
      'https://bucket.storage.example/agency/',
    ]);
    expect(env.SITE_PROVIDER_NAME).toBe('Studio Example');
    expect(env.SITE_PROVIDER_URL).toBe('https://studio.example/');
  });

  it('leaves media hosts and the credit out when unset', async () => {
    const env = await loadEnv({ MEDIA_HOSTS: undefined, SITE_PROVIDER_NAME: '', SITE_PROVIDER_URL: undefined });

    expect(env.MEDIA_HOSTS).toEqual([]);
    expect(env.SITE_PROVIDER_NAME).toBeUndefined();
    expect(env.SITE_PROVIDER_URL).toBeUndefined();
  });

  it('fails loudly on a bad media host or a credit link without a name', async () => {
    await expect(loadEnv({ MEDIA_HOSTS: 'cdn.agency.example' })).rejects.toThrow(/MEDIA_HOSTS/);
    await expect(loadEnv({ MEDIA_HOSTS: undefined, SITE_PROVIDER_URL: 'javascript:alert(1)', SITE_PROVIDER_NAME: 'X' })).rejects.toThrow(/SITE_PROVIDER_URL/);
    await expect(loadEnv({ SITE_PROVIDER_URL: 'https://studio.example', SITE_PROVIDER_NAME: undefined })).rejects.toThrow(/SITE_PROVIDER_NAME/);
  });

  it('keeps one random revalidation secret per process when none is set', async () => {
    const first = await loadEnv({ REVALIDATE_SECRET: undefined });
    const second = await loadEnv({ REVALIDATE_SECRET: undefined });
    const configured = await loadEnv({ REVALIDATE_SECRET: 'from-the-panel-and-32-characters-long' });

    expect(first.REVALIDATE_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(second.REVALIDATE_SECRET).toBe(first.REVALIDATE_SECRET);
    expect(configured.REVALIDATE_SECRET).toBe('from-the-panel-and-32-characters-long');
  });

  it('refuses a revalidation or form-token secret shorter than 32 characters', async () => {
    await expect(loadEnv({ REVALIDATE_SECRET: 'short-and-guessable' })).rejects.toThrow(/32 characters[\s\S]*REVALIDATE_SECRET/);
    await expect(loadEnv({ FORM_TOKEN_SECRET: 'x'.repeat(31) })).rejects.toThrow(/FORM_TOKEN_SECRET/);
    expect((await loadEnv({ REVALIDATE_SECRET: 'r'.repeat(32), FORM_TOKEN_SECRET: 'f'.repeat(32) })).FORM_TOKEN_SECRET).toBe('f'.repeat(32));
  });

  it('requires OUTBOX_KEYS when production instances share state on Redis: each must open what another sealed', async () => {
    const shared = { NODE_ENV: 'production', REDIS_URL: 'redis://127.0.0.1:6379', REVALIDATE_SECRET: 'r'.repeat(32) };
    await expect(loadEnv({ ...shared, OUTBOX_KEYS: undefined })).rejects.toThrow(/OUTBOX_KEYS is required/);
    const key = Buffer.alloc(32, 7).toString('base64');
    expect((await loadEnv({ ...shared, OUTBOX_KEYS: `k1:${key}` })).OUTBOX_KEYS).toEqual([{ id: 'k1', key: Buffer.alloc(32, 7) }]);
    expect((await loadEnv({ NODE_ENV: 'production', REDIS_URL: undefined, OUTBOX_KEYS: undefined })).OUTBOX_KEYS).toBeUndefined();
  });

  it('requires REVALIDATE_SECRET when production instances share state on Redis, not for one instance', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadEnv({ NODE_ENV: 'production', REDIS_URL: 'redis://127.0.0.1:6379', REVALIDATE_SECRET: undefined })).rejects.toThrow(
      /REVALIDATE_SECRET is required/,
    );
    expect((await loadEnv({ NODE_ENV: 'production', REDIS_URL: undefined, REVALIDATE_SECRET: undefined })).REVALIDATE_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect((await loadEnv({ NODE_ENV: 'development', REDIS_URL: 'redis://127.0.0.1:6379', REVALIDATE_SECRET: undefined })).REDIS_URL).toBe('redis://127.0.0.1:6379');
  });
});
