import { afterEach, describe, expect, it, vi } from 'vitest';
import { logLevel, parseConfig } from '@/lib/config';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the configuration next.config.ts and the server share', () => {
  it('reads an empty PANEL_URL= as unset in next.config.ts, as the server does', async () => {
    vi.stubEnv('PANEL_URL', '');
    vi.stubEnv('MEDIA_HOSTS', '');
    const { default: nextConfig } = await import('../../../next.config');
    const [panel] = nextConfig.images?.remotePatterns ?? [];
    expect(panel).toMatchObject({ protocol: 'http', hostname: '127.0.0.1', port: '4010', pathname: '/storage/**' });
    expect(parseConfig({ PANEL_URL: '' }).PANEL_URL).toBe('http://127.0.0.1:4010');
  });

  it('gives next.config.ts the panel a value names, without a trailing slash', async () => {
    vi.stubEnv('PANEL_URL', 'https://panel.agency.example/');
    vi.stubEnv('MEDIA_HOSTS', '');
    const { default: nextConfig } = await import('../../../next.config');
    const [panel] = nextConfig.images?.remotePatterns ?? [];
    expect(panel).toMatchObject({ protocol: 'https', hostname: 'panel.agency.example', port: '' });
  });

  it('stops next.config.ts on a PANEL_URL that is no web address, naming it', async () => {
    vi.stubEnv('PANEL_URL', 'panel.agency.example');
    await expect(import('../../../next.config')).rejects.toThrow(/PANEL_URL/);
  });

  it('validates the CSP frame settings', () => {
    expect(parseConfig({}).SOCIAL_WIDGET_ORIGIN).toBe('https://cdn.lightwidget.com');
    expect(parseConfig({ CSP_EXTRA_FRAME_ORIGINS: 'https://a.example, https://b.example' }).CSP_EXTRA_FRAME_ORIGINS).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(() => parseConfig({ SOCIAL_WIDGET_ORIGIN: 'javascript:alert(1)' })).toThrow(/SOCIAL_WIDGET_ORIGIN/);
    expect(() => parseConfig({ CSP_EXTRA_FRAME_ORIGINS: 'https://a.example, data:text/html,x' })).toThrow(/CSP_EXTRA_FRAME_ORIGINS/);
  });

  it('reads LOG_LEVEL through the schema: a bad value stops the start by name, the logger meanwhile logs at info', () => {
    expect(() => parseConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(logLevel({ LOG_LEVEL: ' warn ' })).toBe('warn');
    expect(logLevel({ LOG_LEVEL: 'loud' })).toBe('info');
    expect(logLevel({ LOG_LEVEL: '' })).toBe('info');
    expect(logLevel({ NODE_ENV: 'test' })).toBe('silent');
  });

  it('gives the browser bundles the site title as parsed: trimmed, and an empty value as none', async () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_TITLE', '  Agência Aurora  ');
    const { default: nextConfig } = await import('../../../next.config');
    expect(nextConfig.env).toEqual({ NEXT_PUBLIC_SITE_TITLE: 'Agência Aurora' });
    vi.resetModules();
    vi.stubEnv('NEXT_PUBLIC_SITE_TITLE', ' ');
    const { default: untitled } = await import('../../../next.config');
    expect(untitled.env).toEqual({ NEXT_PUBLIC_SITE_TITLE: '' });
    expect(() => parseConfig({ NEXT_PUBLIC_SITE_TITLE: 'x'.repeat(121) })).toThrow(/NEXT_PUBLIC_SITE_TITLE/);
  });

  it('builds into NEXT_DIST_DIR, .next when unset', async () => {
    vi.stubEnv('NEXT_DIST_DIR', '');
    expect((await import('../../../next.config')).default.distDir).toBe('.next');
    vi.resetModules();
    vi.stubEnv('NEXT_DIST_DIR', '.next-test');
    expect((await import('../../../next.config')).default.distDir).toBe('.next-test');
  });
  it('reads the outbox keys as named 32-byte keys, first one sealing, and never repeats a value it refuses', () => {
    const [a, b] = [Buffer.alloc(32, 1), Buffer.alloc(32, 2)];
    expect(parseConfig({ OUTBOX_KEYS: `new:${b.toString('base64')}, old:${a.toString('base64')}` }).OUTBOX_KEYS).toEqual([
      { id: 'new', key: b },
      { id: 'old', key: a },
    ]);
    const short = `k1:${Buffer.alloc(16, 9).toString('base64')}`;
    for (const [value, problem] of [
      [short, /key 1 must be 32 bytes/],
      [Buffer.alloc(32, 3).toString('base64'), /key 1 must start with a name/],
      [`k1:${a.toString('base64')},k1:${b.toString('base64')}`, /key 2 repeats the name/],
      [' , ', /at least one key/],
    ] as const) {
      let message = '';
      try {
        parseConfig({ OUTBOX_KEYS: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/OUTBOX_KEYS/);
      expect(message).toMatch(problem);
      // Neither the value nor any key in it (the short one's base64 included).
      for (const part of value.split(/[,:]/).map((piece) => piece.trim()).filter((piece) => piece.length > 8)) expect(message).not.toContain(part);
    }
  });
});
