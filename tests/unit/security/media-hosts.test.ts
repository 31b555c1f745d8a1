import { describe, expect, it } from 'vitest';
import { isOnMediaHost, mediaHostRemotePattern, mediaHostSource, parseMediaHosts } from '@/lib/media-hosts';

describe('parseMediaHosts', () => {
  it('reads nothing from an unset or blank value', () => {
    expect(parseMediaHosts(undefined)).toEqual([]);
    expect(parseMediaHosts('  ,  ')).toEqual([]);
  });

  it('reads origins separated by commas and/or spaces, with ports and path prefixes', () => {
    expect(parseMediaHosts('https://cdn.agency.example, http://localhost:4010\nhttps://bucket.storage.example/agency/photos')).toEqual([
      { protocol: 'https', hostname: 'cdn.agency.example', port: '', pathPrefix: '/' },
      { protocol: 'http', hostname: 'localhost', port: '4010', pathPrefix: '/' },
      { protocol: 'https', hostname: 'bucket.storage.example', port: '', pathPrefix: '/agency/photos/' },
    ]);
  });

  it('lowercases the host, drops a default port and lists a host once', () => {
    expect(parseMediaHosts('HTTPS://CDN.Agency.Example:443/, https://cdn.agency.example')).toEqual([
      { protocol: 'https', hostname: 'cdn.agency.example', port: '', pathPrefix: '/' },
    ]);
  });

  it('accepts one wildcard label in front of a domain', () => {
    expect(parseMediaHosts('https://*.cloudfront.net')).toEqual([{ protocol: 'https', hostname: '*.cloudfront.net', port: '', pathPrefix: '/' }]);
  });

  it.each([
    ['no scheme', 'cdn.agency.example'],
    ['another scheme', 'ftp://cdn.agency.example'],
    ['credentials', 'https://user:secret@cdn.agency.example'],
    ['a query', 'https://cdn.agency.example/?sig=1'],
    ['a fragment', 'https://cdn.agency.example/#x'],
    ['a wildcard inside the host', 'https://cdn.*.example.com'],
    ['a bare wildcard domain', 'https://*.com'],
  ])('refuses an entry with %s, naming the entry', (_, entry) => {
    expect(() => parseMediaHosts(`https://ok.example, ${entry}`)).toThrow(new RegExp(`MEDIA_HOSTS: "${entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
  });
});

describe('mediaHostSource and mediaHostRemotePattern', () => {
  const [origin, prefixed] = parseMediaHosts('http://localhost:4010, https://bucket.storage.example/agency/');

  it('gives CSP the origin, or the origin with its path prefix', () => {
    expect(mediaHostSource(origin!)).toBe('http://localhost:4010');
    expect(mediaHostSource(prefixed!)).toBe('https://bucket.storage.example/agency/');
  });

  it('gives next/image a pattern under the same prefix', () => {
    expect(mediaHostRemotePattern(origin!)).toEqual({ protocol: 'http', hostname: 'localhost', port: '4010', pathname: '/**' });
    expect(mediaHostRemotePattern(prefixed!)).toEqual({ protocol: 'https', hostname: 'bucket.storage.example', port: '', pathname: '/agency/**' });
  });
});

describe('isOnMediaHost', () => {
  const hosts = parseMediaHosts('https://bucket.storage.example/agency/, https://*.cloudfront.net, http://localhost:4010');

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
