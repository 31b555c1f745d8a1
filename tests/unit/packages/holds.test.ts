import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { decodeEntry, encodeEntry, plainEntryParts } from '@/lib/outbox/codec';
import { deliver } from '@/lib/outbox/deliver';
import { checkHold } from '@/lib/packages/hold';
import { askedHoldFrom, earliestHoldDay, isCalendarDay } from '@/lib/packages/hold-rules';
import { holdSchema } from '@/lib/packages/hold-schema';
import { holdEntry, holdFromEntry, type HoldRequest } from '@/lib/packages/holds-entry';
import { clientPackage, PACKAGE_TOKEN } from '@/tests/unit/setup/client-package';

const sendPackageHold = vi.fn();
vi.mock('@/lib/api/packages', () => ({ sendPackageHold: (...args: unknown[]) => sendPackageHold(...args) }));

const TOKEN = PACKAGE_TOKEN;
const ID = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

const pkg = () => clientPackage();

const valid = { talent_id: '12', from: day(10), to: day(12), name: ' Casting Brand ', email: 'c@brand.example', note: '' };

describe('a hold request', () => {
  it('takes a talent of the package, two days in order, a name and an e-mail (the note may be empty)', () => {
    expect(checkHold(pkg(), valid)).toEqual({ ok: true, hold: { talent_id: 12, from: day(10), to: day(12), name: 'Casting Brand', email: 'c@brand.example', note: undefined } });
    // One day is a hold from that day to that day.
    expect(checkHold(pkg(), { ...valid, to: valid.from }).ok).toBe(true);
  });

  it('says which field is wrong, with the same codes in the browser and on the server', () => {
    const codes = (fields: Record<string, string>) => {
      const checked = checkHold(pkg(), { ...valid, ...fields });
      return checked.ok ? {} : checked.errors;
    };
    expect(codes({ talent_id: '' })).toEqual({ talent_id: 'required' });
    expect(codes({ talent_id: '12 or 1=1' })).toEqual({ talent_id: 'invalid' });
    expect(codes({ talent_id: '99' })).toEqual({ talent_id: 'not_in_package' });
    expect(codes({ from: '', to: '' })).toEqual({ from: 'required', to: 'required' });
    expect(codes({ from: '2026-02-30' })).toEqual({ from: 'date' });
    expect(codes({ from: '10/12/2026' })).toEqual({ from: 'date' });
    expect(codes({ from: day(-3), to: day(1) })).toEqual({ from: 'date_past' });
    expect(codes({ from: day(12), to: day(10) })).toEqual({ to: 'date_order' });
    expect(codes({ name: '  ', email: 'c@' })).toEqual({ name: 'required', email: 'email' });
    expect(codes({ email: `${'a'.repeat(195)}@b.example` })).toEqual({ email: 'too_long' });
    expect(codes({ note: 'x'.repeat(5001) })).toEqual({ note: 'too_long' });
    // The browser's schema alone cannot know the package; the route adds that.
    expect(holdSchema.safeParse({ ...valid, talent_id: '99' }).success).toBe(true);
  });

  it("allows a day's grace for a client whose today is behind the agency's", () => {
    expect(earliestHoldDay(Date.parse('2026-12-10T01:00:00Z'))).toBe('2026-12-09');
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
  });

  it('comes back to the page as the talent and the days, only when well formed', () => {
    expect(askedHoldFrom({ held: '12', from: '2026-12-10', to: '2026-12-12' })).toEqual({ talentId: 12, from: '2026-12-10', to: '2026-12-12' });
    expect(askedHoldFrom({ held: '12', from: '2026-12-12', to: '2026-12-10' })).toBeNull();
    expect(askedHoldFrom({ held: 'x', from: '2026-12-10', to: '2026-12-12' })).toBeNull();
    expect(askedHoldFrom({})).toBeNull();
  });
});

describe('a hold request in the outbox', () => {
  const request: HoldRequest = { token: TOKEN, pin: null, talent_id: 12, from: '2026-12-10', to: '2026-12-12', name: 'C', email: 'c@brand.example', note: 'Olá' };

  beforeEach(() => sendPackageHold.mockReset());

  it('travels as a package-holds entry and back', () => {
    const entry = holdEntry(ID, '2026-11-27T10:00:00.000Z', request);
    expect(entry.kind).toBe('package-holds');
    const decoded = decodeEntry(encodeEntry(entry));
    expect(decoded).toEqual(entry);
    expect(holdFromEntry(decoded)).toEqual(request);
  });

  it('keeps the PIN of a package that has one only sealed, bound to its send and package', () => {
    const entry = holdEntry(ID, '2026-11-27T10:00:00.000Z', { ...request, pin: '482613' });
    // Inside the entry itself, before the outbox seals it whole.
    const stored = new TextDecoder().decode(Buffer.concat(plainEntryParts(entry)));
    expect(stored).not.toContain('482613');
    expect(holdFromEntry(entry)?.pin).toBe('482613');
    // Moved to another send or package, or damaged, the seal does not open: the entry is refused, never sent without its PIN.
    expect(holdFromEntry({ ...entry, id: 'f'.repeat(32) })).toBeNull();
    expect(holdFromEntry({ ...entry, fields: entry.fields.map(([name, value]) => [name, name === 'token' ? 'Another0Token0Of0Thirty0Two0Char' : value]) })).toBeNull();
    expect(holdFromEntry({ ...entry, fields: entry.fields.map(([name, value]) => [name, name === 'pin_sealed' ? `${value.slice(0, -2)}AA` : value]) })).toBeNull();
  });

  it('is delivered as JSON with its Idempotency-Key and the PIN; a 503 is retried, a 403 or 422 is final', async () => {
    const entry = holdEntry(ID, '2026-11-27T10:00:00.000Z', { ...request, pin: '482613' });
    sendPackageHold.mockResolvedValueOnce(201);
    expect(await deliver(entry)).toEqual({ kind: 'delivered', status: 201 });
    expect(sendPackageHold).toHaveBeenLastCalledWith(
      TOKEN,
      '482613',
      { talent_id: 12, from: '2026-12-10', to: '2026-12-12', name: 'C', email: 'c@brand.example', note: 'Olá' },
      { 'Idempotency-Key': ID, 'X-Submitted-At': '2026-11-27T10:00:00.000Z' },
      30_000,
    );
    sendPackageHold.mockRejectedValueOnce(new ApiError({ status: 503, code: 'http_503', message: 'x' }));
    expect(await deliver(entry)).toEqual({ kind: 'retry', reason: 'http_503' });
    sendPackageHold.mockRejectedValueOnce(new ApiError({ status: 403, code: 'http_403', message: 'x' }));
    expect(await deliver(entry)).toMatchObject({ kind: 'refused', status: 403 });
    sendPackageHold.mockRejectedValueOnce(new ApiError({ status: 422, code: 'validation', message: 'x', details: { to: ['before from'] } }));
    expect(await deliver(entry)).toMatchObject({ kind: 'refused', status: 422, reason: '422 to' });
  });

  it('refuses for good an entry whose seal does not open, without calling the panel', async () => {
    const entry = holdEntry(ID, '2026-11-27T10:00:00.000Z', { ...request, pin: '482613' });
    expect(await deliver({ ...entry, id: 'f'.repeat(32) })).toMatchObject({ kind: 'refused', status: 400 });
    expect(sendPackageHold).not.toHaveBeenCalled();
  });
});
