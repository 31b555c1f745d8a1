/**
 * `MEDIA_HOSTS`: the hosts besides the panel that serve the agency's media (a CDN, object storage).
 * Pure and free of `server-only`: next.config.ts (image optimizer), the CSP and lib/env.ts read it.
 */

export type MediaHost = {
  protocol: 'http' | 'https';
  /** May start with `*.` for any one subdomain level (`*.cloudfront.net`). */
  hostname: string;
  /** Empty for the protocol's default port. */
  port: string;
  /** Path prefix ending in `/`; `/` allows the whole host. */
  pathPrefix: string;
};

export class MediaHostsError extends Error {
  constructor(entry: string, reason: string) {
    super(`MEDIA_HOSTS: "${entry}" ${reason}. Expected a comma-separated list such as "https://cdn.example.com, https://bucket.example.net/agency/".`);
    this.name = 'MediaHostsError';
  }
}

const WILDCARD_PREFIX = '*.';

function parseEntry(entry: string): MediaHost {
  // URL() would read "*.example.com" fine, but a wildcard is only meaningful as the first label.
  const wildcard = /^https?:\/\/\*\./i.test(entry);
  let url: URL;
  try {
    url = new URL(wildcard ? entry.replace('*.', 'wildcard--.') : entry);
  } catch {
    throw new MediaHostsError(entry, 'is not an address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new MediaHostsError(entry, 'must start with http:// or https://');
  if (url.username || url.password) throw new MediaHostsError(entry, 'must not carry credentials');
  if (url.search || url.hash || entry.includes('?') || entry.includes('#')) throw new MediaHostsError(entry, 'must not have a query or fragment');
  if (url.hostname.includes('*') || (wildcard && !url.hostname.startsWith('wildcard--.'))) {
    throw new MediaHostsError(entry, 'may use * only as the whole first label (https://*.example.com)');
  }
  if (wildcard && url.hostname.split('.').length < 3) throw new MediaHostsError(entry, 'needs a domain after *.');
  const hostname = wildcard ? `${WILDCARD_PREFIX}${url.hostname.slice('wildcard--.'.length)}` : url.hostname;
  const path = url.pathname.replace(/\/+$/, '');
  return {
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    hostname,
    port: url.port,
    pathPrefix: `${path}/`,
  };
}

/** Parses the list (commas and/or whitespace between entries); throws MediaHostsError on a bad entry. */
export function parseMediaHosts(value: string | undefined): MediaHost[] {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const hosts = entries.map(parseEntry);
  const seen = new Set<string>();
  return hosts.filter((host) => {
    const key = mediaHostSource(host);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The CSP source expression: origin plus the path prefix, which CSP matches as a prefix when it ends in `/`. */
export function mediaHostSource(host: MediaHost): string {
  const origin = `${host.protocol}://${host.hostname}${host.port ? `:${host.port}` : ''}`;
  return host.pathPrefix === '/' ? origin : `${origin}${host.pathPrefix}`;
}

/** A `next/image` remote pattern (`images.remotePatterns` entry) for the host. */
export function mediaHostRemotePattern(host: MediaHost): { protocol: 'http' | 'https'; hostname: string; port: string; pathname: string } {
  return { protocol: host.protocol, hostname: host.hostname, port: host.port, pathname: `${host.pathPrefix}**` };
}

/** True when `url` is served by one of the hosts (same protocol, host, port and under its path). */
export function isOnMediaHost(url: string, hosts: readonly MediaHost[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return hosts.some((host) => {
    if (parsed.protocol !== `${host.protocol}:` || parsed.port !== host.port) return false;
    const hostMatches = host.hostname.startsWith(WILDCARD_PREFIX)
      ? parsed.hostname.endsWith(host.hostname.slice(1)) &&
        !parsed.hostname.slice(0, -(host.hostname.length - 1)).includes('.')
      : parsed.hostname === host.hostname;
    return hostMatches && parsed.pathname.startsWith(host.pathPrefix);
  });
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Loopback hosts need the image optimizer's `dangerouslyAllowLocalIP` (only the local panel uses them). */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.has(hostname);
}
