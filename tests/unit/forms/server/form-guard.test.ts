import { beforeEach, describe, expect, it } from 'vitest';
import { clientAddress } from '@/lib/http/visitor-address';
import { resetRateLimits, takeRateLimit } from '@/lib/forms/server/guard';
import { readBodyLimited } from '@/lib/http/read-limited';
import { checkFormToken, MAX_FORM_AGE_MS, signFormToken } from '@/lib/forms/server/token-sign';

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

describe('form tokens', () => {
  const KEY = 'k'.repeat(32);
  const issued = 1_767_225_600_000;
  const token = signFormToken(KEY, issued);

  it('counts the time to submit from when the server signed the token', () => {
    expect(checkFormToken(KEY, token, issued + 2_000)).toBe('too_fast');
    expect(checkFormToken(KEY, token, issued + 3_000)).toBe('ok');
    expect(checkFormToken(KEY, token, issued + MAX_FORM_AGE_MS)).toBe('ok');
    expect(checkFormToken(KEY, token, issued + MAX_FORM_AGE_MS + 1)).toBe('expired');
  });

  it('refuses a missing token, another key\'s, an edited time, and a browser clock value', () => {
    expect(checkFormToken(KEY, undefined, issued + 10_000)).toBe('missing');
    expect(checkFormToken(KEY, '  ', issued + 10_000)).toBe('missing');
    expect(checkFormToken('x'.repeat(32), token, issued + 10_000)).toBe('invalid');
    const [version, , mac] = token.split('.');
    expect(checkFormToken(KEY, `${version}.${(issued - 60_000).toString(36)}.${mac}`, issued + 10_000)).toBe('invalid');
    expect(checkFormToken(KEY, String(issued - 60_000), issued + 10_000)).toBe('invalid');
    // Issued in the future beyond any clock skew: not ours.
    expect(checkFormToken(KEY, signFormToken(KEY, issued + 10 * 60_000), issued)).toBe('invalid');
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
    expect(result).toEqual({ ok: false, reason: 'too_large' });
  });
});
