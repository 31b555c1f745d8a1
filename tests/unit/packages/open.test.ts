import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PIN_COOKIE } from '@/lib/packages/access';
import { openPackage } from '@/lib/packages/open';
import { sealedPin } from '@/lib/packages/pin-seal';
import { resetPackageReads } from '@/lib/packages/read';
import type { ClientPackage, PackageRead } from '@/lib/packages/types';
import { resetRateLimits } from '@/lib/shared-state/memory-rate-limit';

const fetchPackage = vi.fn<(token: string, pin: string | null) => Promise<PackageRead>>();
vi.mock('@/lib/api/packages', () => ({ fetchPackage: (token: string, pin: string | null) => fetchPackage(token, pin) }));

const TOKEN = 'Lk3mN8pQ2rS7tU1vW6xY4zA9bC0dE5fG';
const PIN = '735190';

function pkg(): ClientPackage {
  const measurements = { height: null, bust: null, waist: null, hips: null, chest: null, jeans: null, shoes: null, shirt: null, suit: null, hair: null, eyes: null };
  return { token: TOKEN, title: 'Private casting', message: '', locale: 'pt', createdAt: null, expiresAt: null, booker: { name: 'Marina', email: null, phone: null }, talents: [{ id: 12, name: 'Ana', gender: 'woman', cover: null, note: null, measurements, photos: [], video: [], availability: null }] };
}

const withPin = async (_token: string, pin: string | null): Promise<PackageRead> =>
  pin === PIN ? { kind: 'ok', pkg: pkg() } : pin === null ? { kind: 'pin_required' } : { kind: 'pin_invalid' };

const guess = (n: number) => String(100_000 + n);

beforeEach(() => {
  fetchPackage.mockReset();
  resetPackageReads();
  resetRateLimits();
});

describe('opening a package with a PIN in a cookie', () => {
  it('counts a bare PIN as a guess: past ten for the package even the right one is refused, with a wait', async () => {
    fetchPackage.mockImplementation(withPin);
    for (let n = 0; n < 10; n += 1) expect(await openPackage(TOKEN, guess(n), '203.0.113.7')).toMatchObject({ kind: 'read', read: { kind: 'pin_invalid' } });
    for (let n = 10; n < 30; n += 1) expect((await openPackage(TOKEN, guess(n), '203.0.113.7')).kind).toBe('limited');
    const right = await openPackage(TOKEN, PIN, '203.0.113.7');
    expect(right).toMatchObject({ kind: 'limited' });
    expect(right.kind === 'limited' && right.retryAfterSeconds).toBeGreaterThan(0);
    // From another address too: the limit is the package's as well as the address's.
    expect((await openPackage(TOKEN, PIN, '198.51.100.9')).kind).toBe('limited');
    // The panel heard ten guesses, never the twenty refused nor the right one.
    expect(fetchPackage.mock.calls.filter(([, pin]) => pin !== null)).toHaveLength(10);
  });

  it("keeps the client's own earlier success working while the package is locked", async () => {
    fetchPackage.mockImplementation(withPin);
    for (let n = 0; n < 12; n += 1) await openPackage(TOKEN, guess(n), '203.0.113.7');
    const opened = await openPackage(TOKEN, sealedPin(TOKEN, PIN), '203.0.113.7');
    expect(opened).toMatchObject({ kind: 'read', read: { kind: 'ok' }, pin: PIN, cookies: [] });
    // A seal made for another PIN or another package is a guess like any other.
    expect((await openPackage(TOKEN, `${PIN}.${sealedPin('Zz3mN8pQ2rS7tU1vW6xY4zA9bC0dE5fG', PIN).split('.')[1]}`, '203.0.113.7')).kind).toBe('limited');
  });

  it('seals a bare PIN that proves right, and clears a wrong one', async () => {
    fetchPackage.mockImplementation(withPin);
    const right = await openPackage(TOKEN, PIN, '203.0.113.7');
    expect(right.kind === 'read' && right.cookies[0]).toContain(`${PIN_COOKIE}=${sealedPin(TOKEN, PIN)};`);
    const wrong = await openPackage(TOKEN, '000000', '203.0.113.8');
    expect(wrong.kind === 'read' && wrong.cookies[0]).toMatch(new RegExp(`^${PIN_COOKIE}=; .*Max-Age=0`));
  });

  it('without an address (the page) uses a sealed PIN only and tests no other', async () => {
    fetchPackage.mockImplementation(withPin);
    expect(await openPackage(TOKEN, PIN, null)).toMatchObject({ kind: 'read', read: { kind: 'pin_invalid' }, pin: null });
    expect(fetchPackage.mock.calls.map(([, pin]) => pin)).toEqual([null]);
    expect(await openPackage(TOKEN, sealedPin(TOKEN, PIN), null)).toMatchObject({ kind: 'read', read: { kind: 'ok' }, pin: PIN });
  });

  it('reads a package without a PIN once, whatever cookies come, and tests none of them', async () => {
    fetchPackage.mockResolvedValue({ kind: 'ok', pkg: pkg() });
    for (let n = 0; n < 40; n += 1) expect(await openPackage(TOKEN, guess(n), `203.0.113.${n}`)).toMatchObject({ kind: 'read', read: { kind: 'ok' }, pin: null });
    expect(fetchPackage.mock.calls).toEqual([[TOKEN, null]]);
  });
});
