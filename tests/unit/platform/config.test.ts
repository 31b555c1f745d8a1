import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/lib/config';

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
});
