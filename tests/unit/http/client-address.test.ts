import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressBucket,
  installPeerAddressHook,
  parseTrustedProxies,
  PEER_HEADER,
  peerHookInstalled,
  resolveClientAddress,
} from '@/lib/http/client-address';

const none = parseTrustedProxies('');
const loopback = parseTrustedProxies('127.0.0.1, ::1');

describe('resolveClientAddress', () => {
  it('ignores x-forwarded-for from a peer that is not a trusted proxy, so a forged header keeps the sender in its bucket', () => {
    expect(resolveClientAddress('198.51.100.7', '203.0.113.1', none)).toBe('198.51.100.7');
    expect(resolveClientAddress('198.51.100.7', '203.0.113.2', none)).toBe('198.51.100.7');
    expect(resolveClientAddress('198.51.100.7', '127.0.0.1', loopback)).toBe('198.51.100.7');
  });

  it('reads x-forwarded-for from a trusted proxy, taking the nearest untrusted hop', () => {
    expect(resolveClientAddress('127.0.0.1', '203.0.113.9', loopback)).toBe('203.0.113.9');
    // A visitor's own forged entry sits left of the address the proxy appended: never read.
    expect(resolveClientAddress('127.0.0.1', '10.9.9.9, 203.0.113.9', loopback)).toBe('203.0.113.9');
    expect(resolveClientAddress('::ffff:127.0.0.1', '203.0.113.9', loopback)).toBe('203.0.113.9');
    expect(resolveClientAddress('127.0.0.1', 'not-an-ip', loopback)).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', null, loopback)).toBe('127.0.0.1');
  });

  it('walks through several trusted proxies', () => {
    const chain = parseTrustedProxies('10.0.0.0/8,127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', '203.0.113.9, 10.1.2.3', chain)).toBe('203.0.113.9');
  });

  it('has no answer without a peer', () => {
    expect(resolveClientAddress(null, '203.0.113.9', loopback)).toBeNull();
  });
});

describe('addressBucket', () => {
  it('limits IPv6 clients per /64 and IPv4 clients per address', () => {
    expect(addressBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('[2001:DB8:1:3::1]')).toBe('2001:db8:1:3::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressBucket('198.51.100.7')).toBe('198.51.100.7');
    expect(addressBucket('garbage')).toBe('unknown');
  });
});

describe('parseTrustedProxies', () => {
  it('accepts addresses and CIDR ranges of both families and refuses anything else', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8 fd00::/8,192.0.2.1');
    expect(trusted.size).toBe(3);
    expect(trusted.check('10.200.0.1')).toBe(true);
    expect(trusted.check('fd12::1')).toBe(true);
    expect(trusted.check('192.0.2.1')).toBe(true);
    expect(trusted.check('192.0.2.2')).toBe(false);
    expect(() => parseTrustedProxies('proxy.example')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/prefix/);
  });
});

describe('installPeerAddressHook', () => {
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    await installPeerAddressHook();
    server = createServer((req, res) => res.end(JSON.stringify(req.headers[PEER_HEADER] ?? null)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('stamps the socket address on every request, overwriting one the client sent', async () => {
    expect(peerHookInstalled()).toBe(true);
    const seen = await new Promise<string>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, headers: { [PEER_HEADER]: '203.0.113.66', 'x-forwarded-for': '203.0.113.66' } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(JSON.parse(body) as string));
      });
      req.on('error', reject);
      req.end();
    });
    expect(seen).toBe('127.0.0.1');
  });
});
