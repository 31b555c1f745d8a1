/**
 * `MEDIA_HOSTS`: the media folders besides the panel's `/storage/` (a CDN, object storage), each an
 * origin with the path prefix its media sit under. The image optimizer fetches nothing outside them,
 * so an entry must name a folder: a bare origin is refused, and `https://cdn.example.com/` (the root)
 * says the whole host serves nothing but media. On the panel's own host, on the integration
 * service's, and on loopback (where the local panel runs) only `/storage/` may be listed: the rest of
 * those hosts is the staff's inbox, admin and API (`privateHostProblems`).
 * Pure and free of `server-only`: next.config.ts (image optimizer), the CSP and lib/config/env.ts read it.
 */

export type MediaHost = {
  protocol: 'http' | 'https';
  /** May start with `*.` for any one subdomain level (`*.cloudfront.net`). */
  hostname: string;
  /** Empty for the protocol's default port. */
  port: string;
  /** Path prefix ending in `/`; `/` allows the whole host (only where it is written so). */
  pathPrefix: string;
};

export class MediaHostsError extends Error {
  constructor(entry: string, reason: string) {
    super(`MEDIA_HOSTS: "${entry}" ${reason}. Expected a comma-separated list of media folders such as "https://cdn.example.com/media/, https://bucket.example.net/agency/".`);
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
  // `*.0.0.1` would match 127.0.0.1: a wildcard stands in front of a domain name, never an address.
  if (wildcard && /\.\d+$/.test(url.hostname)) throw new MediaHostsError(entry, 'needs a domain name after *., not an address');
  // Only the path says which part of a host is media: an origin alone would open all of it.
  if (/^https?:\/\/[^/]+$/i.test(entry)) {
    throw new MediaHostsError(entry, `names no media folder: write the folder its media sit in ("${entry}/storage/"), or "${entry}/" for a host that serves nothing but media`);
  }
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

function mediaHostOrigin(host: MediaHost): string {
  return `${host.protocol}://${host.hostname}${host.port ? `:${host.port}` : ''}`;
}

/** The CSP source expression: origin plus the path prefix, which CSP matches as a prefix when it ends in `/`. */
export function mediaHostSource(host: MediaHost): string {
  const origin = mediaHostOrigin(host);
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

/** Loopback hosts need the image optimizer's `dangerouslyAllowLocalIP` (only the local panel uses them). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === '0.0.0.0' ||
    host === '::1' ||
    host === '::' ||
    // IPv4-mapped loopback, as URL() writes it (`[::ffff:127.0.0.1]` becomes `[::ffff:7f00:1]`).
    /^::ffff:(7f[0-9a-f]{2}:[0-9a-f]{1,4}|127\.)/.test(host)
  );
}

/** The only folder of the panel's host (and of loopback) that holds public media. */
export const PANEL_MEDIA_PREFIX = '/storage/';

/** True when `host` (a media entry, maybe `*.`) names the host of `origin` (the panel's), loopback names counting as one. */
function coversHost(host: MediaHost, origin: URL): boolean {
  const hostname = origin.hostname.toLowerCase().replace(/\.$/, '');
  if (isLoopbackHost(host.hostname.replace(/^\*\./, '')) && isLoopbackHost(hostname)) return true;
  if (host.hostname.startsWith(WILDCARD_PREFIX)) {
    const domain = host.hostname.slice(1);
    return hostname.endsWith(domain) && !hostname.slice(0, -domain.length).includes('.');
  }
  return host.hostname === hostname;
}

/**
 * What is wrong with listing these media folders beside a panel (and integration service) at
 * `privateOrigins`: on those hosts, whatever their port, and on any loopback address, only
 * `/storage/` holds media; any other prefix would let the image optimizer hand out the inbox's
 * photos or the API's answers. Empty when nothing is wrong.
 */
export function privateHostProblems(hosts: readonly MediaHost[], privateOrigins: readonly string[]): string[] {
  const origins = privateOrigins.flatMap((origin) => (URL.canParse(origin) ? [new URL(origin)] : []));
  return hosts.flatMap((host) => {
    if (host.pathPrefix.startsWith(PANEL_MEDIA_PREFIX)) return [];
    const source = mediaHostSource(host);
    if (isLoopbackHost(host.hostname.replace(/^\*\./, ''))) {
      return [`MEDIA_HOSTS: "${source}" is on this machine, where the local panel runs: list only its ${PANEL_MEDIA_PREFIX} folder ("${mediaHostOrigin(host)}${PANEL_MEDIA_PREFIX}" on that origin), the rest is its inbox and admin.`];
    }
    const panel = origins.find((origin) => coversHost(host, origin));
    if (!panel) return [];
    return [`MEDIA_HOSTS: "${source}" is on the panel's host (${panel.hostname}): list only its ${PANEL_MEDIA_PREFIX} folder, the rest is the panel's private addresses.`];
  });
}

export type ImageRemotePattern = ReturnType<typeof mediaHostRemotePattern>;

/** What next.config.ts gives the image optimizer (`images.remotePatterns`, `images.dangerouslyAllowLocalIP`). */
export type ImageOptimizerHosts = { remotePatterns: ImageRemotePattern[]; dangerouslyAllowLocalIP: boolean };

/**
 * The image optimizer's hosts: the panel's `/storage/` and the media folders. Next refuses a host
 * that resolves to a loopback or private address unless `images.dangerouslyAllowLocalIP`, one switch
 * for every host. So it is on only for a local panel (PANEL_URL on loopback), and then every media
 * folder must be on loopback too, where privateHostProblems allows only `/storage/`: a name on the
 * network could resolve to a private address and be fetched unchecked. With a panel on the network it
 * is off, and a folder on loopback could never load. Both mistakes throw, naming the settings.
 */
export function imageOptimizerHosts(panelUrl: string, hosts: readonly MediaHost[]): ImageOptimizerHosts {
  const panel = new URL(panelUrl);
  const localPanel = isLoopbackHost(panel.hostname);
  const problems = hosts.flatMap((host) => {
    const onLoopback = isLoopbackHost(host.hostname.replace(/^\*\./, ''));
    if (localPanel && !onLoopback) {
      return [`MEDIA_HOSTS: "${mediaHostSource(host)}" is not on this machine, but PANEL_URL is (the local panel): the image optimizer then fetches without refusing private addresses (images.dangerouslyAllowLocalIP), so a name that resolves to one would be fetched. With the local panel list only its ${PANEL_MEDIA_PREFIX} folders; media hosts on the network go with a PANEL_URL on the network.`];
    }
    if (!localPanel && onLoopback) {
      return [`MEDIA_HOSTS: "${mediaHostSource(host)}" is on this machine, but PANEL_URL (${panel.origin}) is not: the image optimizer fetches from this machine only for the local panel (PANEL_URL on loopback).`];
    }
    return [];
  });
  if (problems.length > 0) throw new Error(`Invalid environment configuration:\n${problems.map((problem) => `✖ ${problem}`).join('\n')}`);
  return {
    remotePatterns: [
      { protocol: panel.protocol === 'https:' ? 'https' : 'http', hostname: panel.hostname, port: panel.port, pathname: `${PANEL_MEDIA_PREFIX}**` },
      ...hosts.map(mediaHostRemotePattern),
    ],
    dangerouslyAllowLocalIP: localPanel,
  };
}
