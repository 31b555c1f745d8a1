import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { parseLocalizedPath, switchLocalePath } from '@/lib/i18n/paths';
import { decodeEntry, encodeEntry } from '@/lib/outbox/codec';
import { deliver } from '@/lib/outbox/deliver';
import { packageCookiePaths, pinCookieFrom, pinCookies, pinFrom } from '@/lib/packages/access';
import { checkPicks } from '@/lib/packages/answer';
import { picksEntry, picksFromEntry } from '@/lib/packages/picks-entry';
import { readPackage, resetPackageReads } from '@/lib/packages/read';
import type { PackageRead } from '@/lib/packages/types';
import { clientPackage, PACKAGE_TOKEN } from '@/tests/unit/setup/client-package';
import pt from '@/messages/pt.json';
import es from '@/messages/es.json';

const fetchPackage = vi.fn<(token: string, pin: string | null) => Promise<PackageRead>>();
const sendPackagePicks = vi.fn();
vi.mock('@/lib/api/packages', () => ({
  fetchPackage: (token: string, pin: string | null) => fetchPackage(token, pin),
  sendPackagePicks: (...args: unknown[]) => sendPackagePicks(...args),
}));

const TOKEN = PACKAGE_TOKEN;
const pkg = clientPackage;

describe('package addresses', () => {
  it('read in every language and switch language keeping the token', () => {
    expect(parseLocalizedPath(`/pacote/${TOKEN}`)).toEqual({ locale: 'pt', pathname: '/package/[token]', params: { token: TOKEN } });
    expect(parseLocalizedPath(`/en/package/${TOKEN}`)?.params).toEqual({ token: TOKEN });
    expect(parseLocalizedPath(`/pacote/${TOKEN}/more`)).toBeNull();
    expect(switchLocalePath(`/pacote/${TOKEN}`, 'en')).toBe(`/en/package/${TOKEN}`);
    expect(switchLocalePath(`/en/package/${TOKEN}`, 'es')).toBe(`/es/paquete/${TOKEN}`);
  });

  it("keep the PIN in HttpOnly, Secure, SameSite=Lax cookies on the package's own paths only", () => {
    expect(packageCookiePaths(TOKEN)).toEqual([`/pacote/${TOKEN}`, `/en/package/${TOKEN}`, `/es/paquete/${TOKEN}`, `/api/packages/${TOKEN}`]);
    const cookies = pinCookies(TOKEN, '4826.sealsealsealsealseal', new Date(Date.now() + 3_600_000).toISOString());
    for (const cookie of cookies) expect(cookie).toMatch(/^package_pin=4826\.sealsealsealsealseal; Path=\/\S+; Max-Age=3\d{3}; HttpOnly; SameSite=Lax; Secure$/);
    expect(pinCookieFrom('4826.sealsealsealsealseal')).toEqual({ pin: '4826', seal: 'sealsealsealsealseal' });
    expect(pinCookieFrom('4826')).toEqual({ pin: '4826', seal: null });
    expect(pinCookieFrom('4826.short')).toBeNull();
    expect(pinFrom('4826')).toBe('4826');
    expect(pinFrom('48 26')).toBeNull();
    expect(pinFrom(undefined)).toBeNull();
  });
});

describe("a client's answer", () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it('takes ticked talents of the package, a name and an e-mail', () => {
    const checked = checkPicks(pkg(), form([['talent_ids', '40'], ['talent_ids', '12'], ['talent_ids', '40'], ['name', ' Casting '], ['email', 'c@brand.example'], ['note', '']]));
    expect(checked).toEqual({ ok: true, picks: { talentIds: [40, 12], name: 'Casting', email: 'c@brand.example', note: '' } });
  });

  it('says which field is wrong: an id not in the package, none ticked, no name, a bad e-mail', () => {
    expect(checkPicks(pkg(), form([['talent_ids', '99'], ['name', 'A'], ['email', 'a@b.example']]))).toEqual({ ok: false, errors: { talent_ids: 'not_in_package' } });
    expect(checkPicks(pkg(), form([['talent_ids', '12; drop'], ['name', 'A'], ['email', 'a@b.example']]))).toEqual({ ok: false, errors: { talent_ids: 'not_in_package' } });
    expect(checkPicks(pkg(), form([['name', ''], ['email', 'a@']]))).toEqual({ ok: false, errors: { talent_ids: 'required', name: 'required', email: 'email' } });
  });

  it('travels through the outbox as a package-picks entry and back', () => {
    const entry = picksEntry('a1b2c3d4e5f6a7b8c9d0', '2026-11-27T10:00:00.000Z', { token: TOKEN, talent_ids: [12, 40], name: 'C', email: 'c@brand.example', note: 'Olá, tudo bem?' });
    const decoded = decodeEntry(encodeEntry(entry));
    expect(decoded).toEqual(entry);
    expect(picksFromEntry(decoded)).toEqual({ token: TOKEN, talent_ids: [12, 40], name: 'C', email: 'c@brand.example', note: 'Olá, tudo bem?' });
  });

  it('is delivered as JSON with its Idempotency-Key; a 503 is retried, a 422 is final', async () => {
    const entry = picksEntry('a1b2c3d4e5f6a7b8c9d0', '2026-11-27T10:00:00.000Z', { token: TOKEN, talent_ids: [12], name: 'C', email: 'c@brand.example', note: '' });
    sendPackagePicks.mockResolvedValueOnce(201);
    expect(await deliver(entry)).toEqual({ kind: 'delivered', status: 201 });
    expect(sendPackagePicks).toHaveBeenLastCalledWith(TOKEN, { talent_ids: [12], name: 'C', email: 'c@brand.example', note: '' }, { 'Idempotency-Key': entry.id, 'X-Submitted-At': entry.submittedAt }, 30_000);
    sendPackagePicks.mockRejectedValueOnce(new ApiError({ status: 503, code: 'http_503', message: 'x' }));
    expect(await deliver(entry)).toEqual({ kind: 'retry', reason: 'http_503' });
    sendPackagePicks.mockRejectedValueOnce(new ApiError({ status: 422, code: 'validation', message: 'x', details: { talent_ids: ['no'] } }));
    expect(await deliver(entry)).toMatchObject({ kind: 'refused', status: 422, reason: '422 talent_ids' });
  });
});

describe('the package read', () => {
  beforeEach(() => {
    fetchPackage.mockReset();
    resetPackageReads();
  });

  it('is kept for the proxy and the page, per PIN, and forgotten on its revalidation tag', async () => {
    fetchPackage.mockResolvedValue({ kind: 'ok', pkg: pkg() });
    await readPackage(TOKEN, null);
    await readPackage(TOKEN, null);
    expect(fetchPackage).toHaveBeenCalledTimes(1);
    await readPackage(TOKEN, '4826');
    expect(fetchPackage).toHaveBeenCalledTimes(2);
    resetPackageReads([`package:${TOKEN}`]);
    await readPackage(TOKEN, null);
    expect(fetchPackage).toHaveBeenCalledTimes(3);
  });

  it('asks again after a wrong PIN or a panel that could not answer', async () => {
    fetchPackage.mockResolvedValueOnce({ kind: 'pin_invalid' }).mockResolvedValueOnce({ kind: 'unavailable' }).mockResolvedValue({ kind: 'ok', pkg: pkg() });
    expect((await readPackage(TOKEN, '0000')).kind).toBe('pin_invalid');
    expect((await readPackage(TOKEN, '0000')).kind).toBe('unavailable');
    expect((await readPackage(TOKEN, '0000')).kind).toBe('ok');
  });

  it('turns expired the moment the link expires, even while kept', async () => {
    const now = Date.now();
    fetchPackage.mockResolvedValue({ kind: 'ok', pkg: pkg(new Date(now + 1_000).toISOString()) });
    expect((await readPackage(TOKEN, null, now)).kind).toBe('ok');
    expect((await readPackage(TOKEN, null, now + 2_000)).kind).toBe('expired');
  });
});

describe('a package sent in Spanish', () => {
  const flat = (messages: object, prefix = ''): Record<string, string> =>
    Object.fromEntries(
      Object.entries(messages).flatMap(([key, value]) =>
        typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flat(value as object, `${prefix}${key}.`)),
      ),
    );

  it('reads in Spanish: every package string, and the profile strings its page and comp card use', () => {
    const ptPackage = flat(pt.Package);
    const esPackage = flat(es.Package);
    expect(Object.keys(esPackage).sort()).toEqual(Object.keys(ptPackage).sort());
    for (const [key, text] of Object.entries(esPackage)) {
      expect(text.trim(), key).not.toBe('');
      // Placeholders ({name}, {count, plural, …}) are the same as in Portuguese.
      expect(text.match(/\{\w+/g)?.sort(), key).toEqual(ptPackage[key]!.match(/\{\w+/g)?.sort());
    }
    const profile = flat(es.Profile);
    const used = [...Object.keys(pt.Profile.measure).map((key) => `measure.${key}`), 'units', 'metric', 'imperial', 'metricLabel', 'imperialLabel', 'videoTitle'];
    const viewer = ['viewer', 'viewerCount', 'viewerHint', 'previousPhoto', 'nextPhoto', 'zoomIn', 'zoomOut', 'closeViewer'];
    expect([...used, ...viewer].filter((key) => !profile[key])).toEqual([]);
  });
});
