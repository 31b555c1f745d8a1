import { describe, expect, it } from 'vitest';
import { hasRemoteMatch } from 'next/dist/shared/lib/match-remote-pattern';
import { parseConfig } from '@/lib/config';
import { isLoopbackHost, isOnMediaHost, mediaHostRemotePattern, mediaHostSource, parseMediaHosts, privateHostProblems } from '@/lib/config/media-hosts';

describe('parseMediaHosts', () => {
  it('reads nothing from an unset or blank value', () => {
    expect(parseMediaHosts(undefined)).toEqual([]);
    expect(parseMediaHosts('  ,  ')).toEqual([]);
  });

  it('reads media folders separated by commas and/or spaces, with ports and path prefixes', () => {
    expect(parseMediaHosts('https://cdn.agency.example/, http://localhost:4010/storage\nhttps://bucket.storage.example/agency/photos')).toEqual([
      { protocol: 'https', hostname: 'cdn.agency.example', port: '', pathPrefix: '/' },
      { protocol: 'http', hostname: 'localhost', port: '4010', pathPrefix: '/storage/' },
      { protocol: 'https', hostname: 'bucket.storage.example', port: '', pathPrefix: '/agency/photos/' },
    ]);
  });

  it('lowercases the host, drops a default port and lists a host once', () => {
    expect(parseMediaHosts('HTTPS://CDN.Agency.Example:443/, https://cdn.agency.example/')).toEqual([
      { protocol: 'https', hostname: 'cdn.agency.example', port: '', pathPrefix: '/' },
    ]);
  });

  it('accepts one wildcard label in front of a domain', () => {
    expect(parseMediaHosts('https://*.cloudfront.net/')).toEqual([{ protocol: 'https', hostname: '*.cloudfront.net', port: '', pathPrefix: '/' }]);
  });

  it.each([
    ['no scheme', 'cdn.agency.example'],
    ['another scheme', 'ftp://cdn.agency.example'],
    ['credentials', 'https://user:secret@cdn.agency.example'],
    ['a query', 'https://cdn.agency.example/?sig=1'],
    ['a fragment', 'https://cdn.agency.example/#x'],
    ['a wildcard inside the host', 'https://cdn.*.example.com'],
    ['a bare wildcard domain', 'https://*.com/'],
    ['a wildcard in front of an address', 'http://*.0.0.1:4010/'],
    ['no folder (a bare origin)', 'https://cdn.agency.example'],
    ['no folder, on loopback', 'http://localhost:4010'],
  ])('refuses an entry with %s, naming the entry', (_, entry) => {
    expect(() => parseMediaHosts(`https://ok.example/, ${entry}`)).toThrow(new RegExp(`MEDIA_HOSTS: "${entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
  });
});

describe('mediaHostSource and mediaHostRemotePattern', () => {
  const [origin, prefixed] = parseMediaHosts('http://cdn.example.net:4010/, https://bucket.storage.example/agency/');

  it('gives CSP the origin, or the origin with its path prefix', () => {
    expect(mediaHostSource(origin!)).toBe('http://cdn.example.net:4010');
    expect(mediaHostSource(prefixed!)).toBe('https://bucket.storage.example/agency/');
  });

  it('gives next/image a pattern under the same prefix', () => {
    expect(mediaHostRemotePattern(origin!)).toEqual({ protocol: 'http', hostname: 'cdn.example.net', port: '4010', pathname: '/**' });
    expect(mediaHostRemotePattern(prefixed!)).toEqual({ protocol: 'https', hostname: 'bucket.storage.example', port: '', pathname: '/agency/**' });
  });
});

describe('isOnMediaHost', () => {
  const hosts = parseMediaHosts('https://bucket.storage.example/agency/, https://*.cloudfront.net/, http://localhost:4010/storage/');

  it('matches protocol, host, port and path prefix', () => {
    expect(isOnMediaHost('https://bucket.storage.example/agency/12/cover.jpg', hosts)).toBe(true);
    expect(isOnMediaHost('https://bucket.storage.example/other/12/cover.jpg', hosts)).toBe(false);
    expect(isOnMediaHost('http://bucket.storage.example/agency/12/cover.jpg', hosts)).toBe(false);
    expect(isOnMediaHost('http://localhost:4010/storage/a.jpg', hosts)).toBe(true);
    expect(isOnMediaHost('http://localhost:4011/storage/a.jpg', hosts)).toBe(false);
    expect(isOnMediaHost('http://127.0.0.1:4010/storage/a.jpg', hosts)).toBe(false);
  });

  it('matches a wildcard on exactly one subdomain level', () => {
    expect(isOnMediaHost('https://d111.cloudfront.net/a.jpg', hosts)).toBe(true);
    expect(isOnMediaHost('https://cloudfront.net/a.jpg', hosts)).toBe(false);
    expect(isOnMediaHost('https://a.b.cloudfront.net/a.jpg', hosts)).toBe(false);
    expect(isOnMediaHost('https://evilcloudfront.net/a.jpg', hosts)).toBe(false);
  });

  it('is false for anything that is not an address', () => {
    expect(isOnMediaHost('talents/12/cover.jpg', hosts)).toBe(false);
  });
});

describe('the panel\'s private addresses', () => {
  const panel = ['http://127.0.0.1:4010', 'https://integration.agency.example'];

  it('allows only the /storage/ folder on loopback and on the panel\'s and integration service\'s hosts', () => {
    const allowed = parseMediaHosts('http://localhost:4010/storage/, http://127.0.0.1:4999/storage/talents/, https://integration.agency.example/storage/, https://cdn.agency.example/, https://bucket.example/agency/');
    expect(privateHostProblems(allowed, panel)).toEqual([]);
  });

  it.each([
    'http://localhost:4010/',
    'http://localhost:4010/inbox/',
    'http://127.0.0.1:4010/__admin/',
    'http://[::1]:4010/',
    'http://127.0.0.2:4010/',
    'http://0.0.0.0:4010/',
    'http://app.localhost:4010/',
    'http://localhost:4999/',
    'https://integration.agency.example/',
    'https://integration.agency.example:8443/api/',
    'https://*.agency.example/',
    'http://[::ffff:127.0.0.1]:4010/',
  ])('refuses %s, which would open private addresses to the image optimizer', (entry) => {
    const problems = privateHostProblems(parseMediaHosts(entry), panel);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^MEDIA_HOSTS: .*\/storage\//);
  });

  it('stops the configuration (and so the build and the start) on such a media folder, naming it', () => {
    expect(() => parseConfig({ PANEL_URL: 'http://127.0.0.1:4010', MEDIA_HOSTS: 'http://localhost:4010/' })).toThrow(/MEDIA_HOSTS: "http:\/\/localhost:4010".*\/storage\//);
    expect(() => parseConfig({ PANEL_URL: 'https://panel.agency.example', MEDIA_HOSTS: 'https://panel.agency.example/files/' })).toThrow(/panel's host/);
    expect(parseConfig({ PANEL_URL: 'http://127.0.0.1:4010', MEDIA_HOSTS: 'http://localhost:4010/storage/' }).MEDIA_HOSTS).toHaveLength(1);
  });

  it('reads every spelling of this machine as loopback', () => {
    for (const host of ['localhost', 'LOCALHOST', 'localhost.', 'a.localhost', '127.0.0.1', '127.8.9.10', '[::1]', '::1', '0.0.0.0', '[::ffff:7f00:1]']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['cdn.example.com', '10.0.0.1', 'localhost.example.com', '128.0.0.1']) expect(isLoopbackHost(host), host).toBe(false);
  });

  it('in the demo\'s configuration, Next\'s own matcher lets the roster\'s photos through and nothing of the inbox or admin', () => {
    // What next.config.ts makes of it: the panel's /storage/ and the media folders, each with its path.
    const config = parseConfig({ PANEL_URL: 'http://127.0.0.1:4010', MEDIA_HOSTS: 'http://localhost:4010/storage/' });
    const patterns = [{ protocol: 'http' as const, hostname: '127.0.0.1', port: '4010', pathname: '/storage/**' }, ...config.MEDIA_HOSTS.map(mediaHostRemotePattern)];
    const allowed = (url: string) => hasRemoteMatch([], patterns, new URL(url));
    expect(allowed('http://localhost:4010/storage/talents/42/cover.jpg')).toBe(true);
    expect(allowed('http://127.0.0.1:4010/storage/talents/12/cover.jpg')).toBe(true);
    for (const origin of ['http://localhost:4010', 'http://127.0.0.1:4010']) {
      for (const path of ['/inbox/files/1/image_1', '/inbox.json', '/inbox', '/__admin/stats', '/api/entities/staff', '/storage/../inbox/files/1/image_1', '/storage/%2e%2e/inbox/files/1/image_1', '/storagex/a.jpg']) {
        expect(allowed(`${origin}${path}`), `${origin}${path}`).toBe(false);
      }
    }
  });
});
