import { describe, expect, it } from 'vitest';
import { checkLinkToken, newHoldId, signLinkToken } from '@/lib/confirmations/link-sign';

const KEY = 'a-key-of-thirty-two-characters-or-more';

describe('links mailed for a confirmation', () => {
  it('are signed, carry their expiry, and fit an address without a dot', () => {
    const id = newHoldId();
    const token = signLinkToken(KEY, id, Date.parse('2026-12-05T10:00:00Z'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{74}$/);
    expect(checkLinkToken(KEY, token, Date.parse('2026-12-01T00:00:00Z'))).toEqual({ ok: true, holdId: id, expiresAt: Date.parse('2026-12-05T10:00:00Z') });
  });

  it('say expired after their time, invalid when forged or signed with another key', () => {
    const id = newHoldId();
    const token = signLinkToken(KEY, id, 1_000_000);
    expect(checkLinkToken(KEY, token, 1_000_001)).toMatchObject({ ok: false, reason: 'expired', holdId: id });
    expect(checkLinkToken('another-key-of-thirty-two-characters', token, 0)).toEqual({ ok: false, reason: 'invalid' });
    // A later expiry written by hand does not keep the signature.
    const stretched = `${token.slice(0, 22)}${(9_999_999_999).toString(36).padStart(9, '0')}${token.slice(31)}`;
    expect(checkLinkToken(KEY, stretched, 0)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkLinkToken(KEY, 'short', 0)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkLinkToken(KEY, undefined, 0)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('draw ids no one guesses (128 random bits each)', () => {
    const ids = new Set(Array.from({ length: 1000 }, newHoldId));
    expect(ids.size).toBe(1000);
  });
});

describe('the address of a confirmation link', () => {
  it('is /confirmar/{token}, /en/confirm/{token}, /es/confirmar/{token}, read back by the proxy', async () => {
    const { buildLocalizedPath, parseLocalizedPath } = await import('@/lib/i18n/paths');
    const token = signLinkToken(KEY, newHoldId(), Date.parse('2026-12-05T10:00:00Z'));
    expect(buildLocalizedPath('/confirm/[token]', { token }, 'pt')).toBe(`/confirmar/${token}`);
    expect(buildLocalizedPath('/confirm/[token]', { token }, 'en')).toBe(`/en/confirm/${token}`);
    expect(buildLocalizedPath('/confirm/[token]', { token }, 'es')).toBe(`/es/confirmar/${token}`);
    expect(parseLocalizedPath(`/confirmar/${token}`)).toEqual({ locale: 'pt', pathname: '/confirm/[token]', params: { token } });
    expect(parseLocalizedPath(`/en/confirm/${token}`)).toEqual({ locale: 'en', pathname: '/confirm/[token]', params: { token } });
    expect(parseLocalizedPath(`/confirmar/${token}/more`)).toBeNull();
    expect(parseLocalizedPath('/confirmar')).toBeNull();
  });
});
