import { describe, expect, it } from 'vitest';
import {
  buildContentSecurityPolicy,
  buildSecurityHeaders,
  securityHeadersFromEnv,
  type SecurityHeader,
} from '@/lib/http/security-headers';
import { parseMediaHosts } from '@/lib/config/media-hosts';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

function header(list: SecurityHeader[], key: string): string | undefined {
  return list.find((entry) => entry.key.toLowerCase() === key.toLowerCase())?.value;
}

const production = { panelUrl: 'https://panel.agency.example/' };

describe('buildContentSecurityPolicy', () => {
  it('allows only the site itself by default and blocks plugins, base rewrites, foreign form posts and framing', () => {
    const csp = directives(buildContentSecurityPolicy(production));
    expect(csp.get('default-src')).toEqual([`'self'`]);
    expect(csp.get('object-src')).toEqual([`'none'`]);
    expect(csp.get('base-uri')).toEqual([`'self'`]);
    expect(csp.get('form-action')).toEqual([`'self'`]);
    expect(csp.get('frame-ancestors')).toEqual([`'none'`]);
    expect(csp.get('connect-src')).toEqual([`'self'`]);
  });

  it('loads images and slide videos from the panel origin only (no path, no trailing slash)', () => {
    const csp = directives(buildContentSecurityPolicy(production));
    expect(csp.get('img-src')).toContain('https://panel.agency.example');
    expect(csp.get('media-src')).toEqual([`'self'`, 'https://panel.agency.example']);
    expect(csp.get('img-src')?.some((value) => value === 'https:' || value === '*')).toBe(false);
  });

  it('frames only YouTube (nocookie too), Vimeo and the social widget host', () => {
    const csp = directives(buildContentSecurityPolicy({ ...production, socialWidgetOrigin: 'https://cdn.lightwidget.com' }));
    expect(csp.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://youtube-nocookie.com',
      'https://www.youtube.com',
      'https://youtube.com',
      'https://player.vimeo.com',
      'https://cdn.lightwidget.com',
    ]);
  });

  it('keeps statically generated pages working: inline scripts allowed, never eval in production', () => {
    const csp = directives(buildContentSecurityPolicy(production));
    expect(csp.get('script-src')).toEqual([`'self'`, `'unsafe-inline'`]);
  });

  it('switches scripts to a nonce when one is given', () => {
    const csp = directives(buildContentSecurityPolicy({ ...production, nonce: 'abc123' }));
    expect(csp.get('script-src')).toEqual([`'self'`, `'nonce-abc123'`, `'strict-dynamic'`]);
  });

  it('lets next dev evaluate code and open its websocket', () => {
    const csp = directives(buildContentSecurityPolicy({ ...production, development: true }));
    expect(csp.get('script-src')).toContain(`'unsafe-eval'`);
    expect(csp.get('connect-src')).toContain('ws:');
  });

  it('loads images and slide videos from every media host too, keeping a path prefix', () => {
    const csp = directives(
      buildContentSecurityPolicy({
        ...production,
        mediaHosts: parseMediaHosts('https://cdn.agency.example/, https://bucket.storage.example/agency/'),
      }),
    );
    for (const directive of ['img-src', 'media-src']) {
      expect(csp.get(directive)).toEqual(
        expect.arrayContaining(['https://panel.agency.example', 'https://cdn.agency.example', 'https://bucket.storage.example/agency/']),
      );
    }
    expect(csp.get('connect-src')).toEqual([`'self'`]);
    expect(csp.get('frame-src')).not.toContain('https://cdn.agency.example');
  });

  it('refuses a panel address that is not a web origin', () => {
    expect(() => buildContentSecurityPolicy({ panelUrl: 'javascript:alert(1)' })).toThrow();
  });
});

describe('buildSecurityHeaders', () => {
  const list = buildSecurityHeaders(production);

  it('sends HSTS, nosniff, a referrer policy and a permissions policy', () => {
    expect(header(list, 'Strict-Transport-Security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(header(list, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(list, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(list, 'Permissions-Policy')).toContain('camera=()');
    expect(header(list, 'Permissions-Policy')).not.toContain('fullscreen');
  });

  it('never advertises the framework', () => {
    expect(header(list, 'X-Powered-By')).toBeUndefined();
  });
});

describe('securityHeadersFromEnv', () => {
  it('builds the policy from PANEL_URL and the widget settings', () => {
    const csp = directives(
      header(
        securityHeadersFromEnv({
          NODE_ENV: 'production',
          PANEL_URL: 'http://127.0.0.1:4205',
          SOCIAL_WIDGET_ORIGIN: 'https://widgets.example/feed',
          CSP_EXTRA_FRAME_ORIGINS: 'https://a.example, https://b.example',
        }),
        'Content-Security-Policy',
      ) ?? '',
    );
    expect(csp.get('img-src')).toContain('http://127.0.0.1:4205');
    expect(csp.get('img-src')).not.toContain('http://localhost:4205');
    expect(csp.get('frame-src')).toEqual(expect.arrayContaining(['https://widgets.example', 'https://a.example', 'https://b.example']));
    expect(csp.get('script-src')).not.toContain(`'unsafe-eval'`);
  });

  it('allows the media hosts of MEDIA_HOSTS for images and videos', () => {
    const csp = directives(
      header(
        securityHeadersFromEnv({ NODE_ENV: 'production', PANEL_URL: 'http://127.0.0.1:4205', MEDIA_HOSTS: 'http://localhost:4205/storage/ https://cdn.example.net/' }),
        'Content-Security-Policy',
      ) ?? '',
    );
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(['http://127.0.0.1:4205', 'http://localhost:4205/storage/', 'https://cdn.example.net']));
    expect(csp.get('media-src')).toEqual([`'self'`, 'http://127.0.0.1:4205', 'http://localhost:4205/storage/', 'https://cdn.example.net']);
  });

  it('stops on a MEDIA_HOSTS entry that is not an http(s) address', () => {
    expect(() => securityHeadersFromEnv({ NODE_ENV: 'production', MEDIA_HOSTS: 'ftp://files.example.net' })).toThrow(/MEDIA_HOSTS/);
  });

  it('gives the cached pages a script policy without a nonce, which a stored page could not carry', () => {
    const csp = directives(header(securityHeadersFromEnv({ NODE_ENV: 'production' }), 'Content-Security-Policy') ?? '');
    expect(csp.get('script-src')).toEqual([`'self'`, `'unsafe-inline'`]);
  });

  it('falls back to the local panel and LightWidget when nothing is set', () => {
    const csp = directives(header(securityHeadersFromEnv({ NODE_ENV: 'production' }), 'Content-Security-Policy') ?? '');
    expect(csp.get('img-src')).toContain('http://127.0.0.1:4010');
    expect(csp.get('frame-src')).toContain('https://cdn.lightwidget.com');
  });
});
