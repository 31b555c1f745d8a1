import { BlockList, isIP } from 'node:net';
// Relative, as in lib/config: next.config.ts loads this file, and its loader does not resolve the @/ alias.
import { processGlobal } from '../shared-state/process-global.mjs';

/**
 * Who sent a request, for per-visitor limits.
 *
 * Next 16 gives route handlers no socket address (`request.ip` is gone) and fills `x-forwarded-for`
 * with it only when the client sent none, so that header alone can be forged by anyone. The process
 * therefore stamps the socket address into PEER_HEADER itself (installPeerAddressHook, run from
 * instrumentation.ts), overwriting whatever a client put there, and `x-forwarded-for` is read only
 * when that peer is a proxy listed in TRUSTED_PROXIES.
 */
export const PEER_HEADER = 'x-agency-peer-address';

/** Addresses and CIDR ranges (`127.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`) whose `x-forwarded-for` is believed. */
export type TrustedProxies = { check: (address: string) => boolean; size: number };

export function parseTrustedProxies(setting: string | undefined): TrustedProxies {
  const list = new BlockList();
  let size = 0;
  for (const raw of (setting ?? '').split(/[\s,]+/)) {
    const entry = raw.trim();
    if (entry === '') continue;
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) {
      list.addAddress(address, type);
    } else {
      const prefix = Number(bits);
      if (!/^\d{1,3}$/.test(bits) || prefix > (family === 4 ? 32 : 128)) throw new Error(`TRUSTED_PROXIES: "${entry}" has an invalid prefix length`);
      list.addSubnet(address, prefix, type);
    }
    size += 1;
  }
  return {
    size,
    check: (address: string) => {
      const normalized = normalizeAddress(address);
      const family = normalized ? isIP(normalized) : 0;
      return family !== 0 && list.check(normalized!, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/** A literal IP without brackets, zone or port-less IPv4-mapped prefix; null when it is not an IP. */
export function normalizeAddress(value: string): string | null {
  let address = value.trim();
  if (address.startsWith('[')) address = address.slice(1, address.indexOf(']') === -1 ? undefined : address.indexOf(']'));
  address = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) address = mapped[1]!;
  return isIP(address) === 0 ? null : address.toLowerCase();
}

/** The eight hextets of an IPv6 literal (IPv4 tails folded in). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  return [...left, ...Array.from({ length: tail === undefined ? 0 : missing }, () => '0'), ...right].map((group) => parseInt(group, 16));
}

/** The rate-limit bucket of an address: the IPv4 address itself, or the IPv6 /64 it belongs to. */
export function addressBucket(address: string): string {
  const normalized = normalizeAddress(address);
  if (normalized === null) return 'unknown';
  if (isIP(normalized) === 4) return normalized;
  return `${ipv6Groups(normalized)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The client's address given the socket peer and the `x-forwarded-for` chain. Walks the chain from
 * the nearest hop outwards while each hop is a trusted proxy; the first untrusted hop is the client.
 * A peer that is not trusted is the client, whatever the header says.
 */
export function resolveClientAddress(peer: string | null, forwardedFor: string | null, trusted: TrustedProxies): string | null {
  const socket = peer === null ? null : normalizeAddress(peer);
  if (socket === null) return null;
  if (!trusted.check(socket) || !forwardedFor) return socket;
  const hops = forwardedFor.split(',').map((hop) => hop.trim()).filter((hop) => hop !== '');
  let current = socket;
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = normalizeAddress(hops[index]!);
    // Garbage in the chain was written by whoever stands before the last trusted hop: that hop is all we know.
    if (hop === null) return current;
    current = hop;
    if (!trusted.check(hop)) return hop;
  }
  return current;
}

const peerHook = () => processGlobal('agency.client-address.peerHook', () => ({ installed: false }));

/** True once this process stamps PEER_HEADER on every incoming request. */
export function peerHookInstalled(): boolean {
  return peerHook().installed;
}

/**
 * Stamps each request's socket address into PEER_HEADER before Next sees the request, through the
 * `http.server.request.start` diagnostics channel (published before the server's 'request' event).
 */
export async function installPeerAddressHook(): Promise<void> {
  const hook = peerHook();
  if (hook.installed) return;
  const { subscribe } = await import('node:diagnostics_channel');
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: { headers: Record<string, string | string[] | undefined> }; socket: { remoteAddress?: string } };
    request.headers[PEER_HEADER] = socket.remoteAddress ?? '';
  });
  hook.installed = true;
}
