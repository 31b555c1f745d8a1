import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadEnv(values: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value);
  return (await import('@/lib/env')).env;
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

  it('keeps one random revalidation secret per process when none is set', async () => {
    const first = await loadEnv({ REVALIDATE_SECRET: undefined });
    const second = await loadEnv({ REVALIDATE_SECRET: undefined });
    const configured = await loadEnv({ REVALIDATE_SECRET: 'from-the-panel' });

    expect(first.REVALIDATE_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(second.REVALIDATE_SECRET).toBe(first.REVALIDATE_SECRET);
    expect(configured.REVALIDATE_SECRET).toBe('from-the-panel');
  });
});
