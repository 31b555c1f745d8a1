import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/packages/[token]/holds/[lang]/route';
import { resetRateLimits } from '@/lib/forms/server/guard';
import { withFormToken } from '@/lib/forms/token-place';
import { PIN_COOKIE } from '@/lib/packages/access';
import { holdFromEntry } from '@/lib/packages/holds-entry';
import { sealedPin } from '@/lib/packages/pin-seal';
import { resetPackageReads } from '@/lib/packages/read';
import type { PackageRead } from '@/lib/packages/types';
import { clientPackage, PACKAGE_TOKEN } from '@/tests/unit/setup/client-package';
import { formPost } from '@/tests/unit/setup/encoded-body';
import { installFakeOutbox, type FakeOutbox } from '@/tests/unit/setup/fake-outbox';
import { formTokenAged } from '@/tests/unit/setup/form-token';

const fetchPackage = vi.fn<(token: string, pin: string | null) => Promise<PackageRead>>();
vi.mock('@/lib/api/packages', () => ({
  fetchPackage: (token: string, pin: string | null) => fetchPackage(token, pin),
  sendPackageHold: vi.fn(),
}));

const TOKEN = PACKAGE_TOKEN;
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const VALID = { talent_id: '12', from: day(10), to: day(12), name: 'Casting Brand', email: 'c@brand.example', note: 'Terça?', submissionId: 'b'.repeat(32) };

const pkg = () => clientPackage();

let address = 0;
let outbox: FakeOutbox;

type Call = { fields?: Record<string, string>; browser?: boolean; headers?: Record<string, string>; cookie?: string; token?: string; lang?: string };

/** A hold request as the page's form sends it: urlencoded, its form token in the action's query. */
async function call({ fields = VALID, browser = false, headers = {}, cookie, token = TOKEN, lang = 'pt' }: Call = {}): Promise<Response> {
  const action = withFormToken(`http://localhost:3000/api/packages/${token}/holds/${lang}`, formTokenAged());
  const kind: Record<string, string> = browser ? { 'sec-fetch-mode': 'navigate', accept: 'text/html' } : { accept: 'application/json' };
  const request = await formPost(action, new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    'x-forwarded-for': `203.0.113.${++address}`,
    ...(cookie ? { cookie } : ({} as Record<string, string>)),
    ...kind,
    ...headers,
  });
  return POST(new NextRequest(request), { params: Promise.resolve({ token, lang }) });
}

beforeEach(() => {
  resetRateLimits();
  resetPackageReads();
  fetchPackage.mockReset();
  fetchPackage.mockResolvedValue({ kind: 'ok', pkg: pkg() });
  outbox = installFakeOutbox();
});

describe('POST /api/packages/{token}/holds', () => {
  it('keeps a valid request in the outbox for the panel and answers 202', async () => {
    const response = await call();
    expect(response.status).toBe(202);
    expect(outbox.queued).toHaveLength(1);
    const [entry] = outbox.queued;
    expect(entry).toMatchObject({ id: 'b'.repeat(32), kind: 'package-holds' });
    expect(holdFromEntry(entry!)).toEqual({ token: TOKEN, pin: null, talent_id: 12, from: day(10), to: day(12), name: 'Casting Brand', email: 'c@brand.example', note: 'Terça?' });
  });

  it('answers an unknown language 404 and keeps nothing, for a script and a browser alike', async () => {
    for (const browser of [false, true]) {
      const response = await call({ lang: 'xx', browser });
      expect(response.status).toBe(404);
    }
    expect(outbox.queued).toHaveLength(0);
    expect(fetchPackage).not.toHaveBeenCalled();
  });

  it("carries the PIN a package was opened with, sealed, and only the site's own sealed cookie opens it", async () => {
    fetchPackage.mockImplementation(async (_token, pin) => (pin === '482613' ? { kind: 'ok', pkg: pkg() } : { kind: 'pin_required' }));
    expect((await call({ cookie: `${PIN_COOKIE}=${sealedPin(TOKEN, '482613')}` })).status).toBe(202);
    expect(holdFromEntry(outbox.queued[0]!)?.pin).toBe('482613');
    // No PIN: the package cannot take it.
    expect((await call({ fields: { ...VALID, submissionId: 'c'.repeat(32) } })).status).toBe(403);
    expect(outbox.queued).toHaveLength(1);
  });

  it('refuses a talent not in the package, dates backwards and a bad e-mail, naming each field', async () => {
    const refused = await call({ fields: { ...VALID, talent_id: '99' } });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ errors: { talent_id: 'not_in_package' } });
    const wrong = await call({ fields: { ...VALID, from: day(12), to: day(10), email: 'c@' } });
    expect(await wrong.json()).toEqual({ errors: { to: 'date_order', email: 'email' } });
    expect(outbox.queued).toHaveLength(0);
  });

  it('sends a browser that posted the form itself back to the page: what was asked, or why not', async () => {
    const sent = await call({ browser: true });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/pacote/${TOKEN}?held=12&from=${day(10)}&to=${day(12)}#hold`);
    const backwards = await call({ browser: true, fields: { ...VALID, from: day(12), to: day(10), submissionId: 'c'.repeat(32) } });
    expect(backwards.headers.get('location')).toBe(`/pacote/${TOKEN}?hold_error=date_order#hold`);
    const noName = await call({ browser: true, fields: { ...VALID, name: '', submissionId: 'd'.repeat(32) } });
    expect(noName.headers.get('location')).toBe(`/pacote/${TOKEN}?hold_error=invalid#hold`);
    fetchPackage.mockResolvedValue({ kind: 'missing' });
    resetPackageReads();
    const gone = await call({ browser: true, fields: { ...VALID, submissionId: 'e'.repeat(32) } });
    expect(gone.headers.get('location')).toBe(`/pacote/${TOKEN}`);
  });

  it('refuses a cross-site post and a malformed token before reading anything', async () => {
    expect((await call({ headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await call({ token: 'short' })).status).toBe(404);
    expect(fetchPackage).not.toHaveBeenCalled();
  });

  it('takes twenty requests from one address in ten minutes, then says when to come back', async () => {
    const fixed = { 'x-forwarded-for': '198.51.100.7' };
    for (let index = 0; index < 20; index += 1) {
      expect((await call({ headers: fixed, fields: { ...VALID, submissionId: index.toString(16).padStart(32, '0') } })).status).toBe(202);
    }
    const limited = await call({ headers: fixed, fields: { ...VALID, submissionId: 'f'.repeat(32) } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
