import { beforeEach, describe, expect, it } from 'vitest';
import { clientAddress, isTooFast, readBodyLimited, resetRateLimits, takeRateLimit } from '@/lib/server/form-guard';

beforeEach(() => resetRateLimits());

describe('takeRateLimit', () => {
  it('lets the window slide: a send is allowed again once the oldest one is a window old', () => {
    const options = { limit: 2, windowMs: 60_000 };
    expect(takeRateLimit('contact:a', { ...options, now: 0 })).toEqual({ ok: true });
    expect(takeRateLimit('contact:a', { ...options, now: 30_000 })).toEqual({ ok: true });
    expect(takeRateLimit('contact:a', { ...options, now: 45_000 })).toEqual({ ok: false, retryAfterSeconds: 15 });
    expect(takeRateLimit('contact:a', { ...options, now: 60_001 })).toEqual({ ok: true });
    expect(takeRateLimit('contact:a', { ...options, now: 60_002 })).toEqual({ ok: false, retryAfterSeconds: 30 });
  });

  it('keeps separate buckets per key', () => {
    expect(takeRateLimit('contact:a', { limit: 1, now: 0 }).ok).toBe(true);
    expect(takeRateLimit('contact:a', { limit: 1, now: 1 }).ok).toBe(false);
    expect(takeRateLimit('get-scouted:a', { limit: 1, now: 1 }).ok).toBe(true);
  });
});

describe('isTooFast', () => {
  it('flags a send within three seconds of the form appearing', () => {
    expect(isTooFast('10000', 12_000)).toBe(true);
    expect(isTooFast('10000', 13_000)).toBe(false);
  });

  it('allows an absent, unreadable or future value rather than refusing a person', () => {
    expect(isTooFast(undefined, 12_000)).toBe(false);
    expect(isTooFast('soon', 12_000)).toBe(false);
    expect(isTooFast('20000', 12_000)).toBe(false);
  });
});

describe('clientAddress', () => {
  it('takes the client from x-forwarded-for only past a trusted proxy hop, never from x-real-ip', () => {
    expect(clientAddress(new Request('http://x', { headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' } }))).toBe('203.0.113.9');
    expect(clientAddress(new Request('http://x', { headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.4' } }))).toBe('198.51.100.4');
    expect(clientAddress(new Request('http://x', { headers: { 'x-real-ip': '203.0.113.10' } }))).toBe('unknown');
    expect(clientAddress(new Request('http://x'))).toBe('unknown');
  });
});

describe('readBodyLimited', () => {
  it('returns a body within the cap byte for byte', async () => {
    const result = await readBodyLimited(new Request('http://x', { method: 'POST', body: 'héllo' }), 16);
    expect(result.ok && new TextDecoder().decode(result.bytes)).toBe('héllo');
  });

  it('refuses a body one byte over the cap', async () => {
    const result = await readBodyLimited(new Request('http://x', { method: 'POST', body: 'x'.repeat(17) }), 16);
    expect(result.ok).toBe(false);
  });
});
