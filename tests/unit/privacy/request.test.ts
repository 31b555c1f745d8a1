import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendEntry } from '@/lib/api/entries';
import { POST } from '@/app/api/privacy-request/[lang]/route';
import { privacyRequestPayload } from '@/lib/forms/privacy-request/payload';
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_SUBJECTS } from '@/lib/forms/privacy-request/rules';
import { privacyRequestSchema } from '@/lib/forms/privacy-request/schema';
import { errorsToCodes } from '@/lib/forms/form-data';
import { buildLocalizedPath, parseLocalizedPath } from '@/lib/i18n/paths';
import { resetRateLimits } from '@/lib/forms/server/guard';
import { resetSubmissions } from '@/lib/shared-state/submissions';
import { formPost } from '@/tests/unit/setup/encoded-body';
import { installFakeOutbox, type FakeOutbox } from '@/tests/unit/setup/fake-outbox';
import { formTokenAged } from '@/tests/unit/setup/form-token';
import { withFormToken } from '@/lib/forms/token-place';
import { POST as CONFIRM } from '@/app/api/confirm/[lang]/route';
import { SMALL_BODY_DEADLINE_MS } from '@/lib/http/read-limited';
import { mailOf } from '@/lib/mail/send';
import { installHeldStore, tokenInMail } from '@/tests/unit/setup/site-mail';
import type { SpoolHeldStore } from '@/lib/outbox/held-spool';

vi.mock('@/lib/api/entries', () => ({ sendEntry: vi.fn() }));
vi.mock('@/lib/api/identity', () => ({ getSiteTitle: async () => 'Aurora Models' }));
vi.mock('next-intl/server', async () => (await import('@/tests/unit/setup/site-mail')).translationsModule());
const mail = vi.hoisted(() => ({ configured: true }));
vi.mock('@/lib/mail/transport', () => ({ mailConfigured: () => mail.configured, mailTransport: () => null }));

const VALID = { name: 'Helena Prado', email: 'helena@example.com', request: 'deletion', details: 'A candidatura da minha filha, Rita Prado.', website: '' };

function codes(input: Record<string, unknown>): Record<string, string> {
  const parsed = privacyRequestSchema.safeParse(input);
  return parsed.success ? {} : errorsToCodes(parsed.error);
}

describe('the privacy request schema (browser and route)', () => {
  it('takes each of the four requests, trims, and leaves empty details out', () => {
    for (const request of PRIVACY_REQUEST_KINDS) expect(codes({ ...VALID, request })).toEqual({});
    const parsed = privacyRequestSchema.parse({ ...VALID, name: '  Helena Prado ', details: '   ' });
    expect(parsed).toEqual({ name: 'Helena Prado', email: 'helena@example.com', request: 'deletion', details: undefined, website: undefined });
  });

  it('names every missing or wrong field with its code', () => {
    expect(codes({ website: '' })).toEqual({ name: 'required', email: 'required', request: 'required' });
    expect(codes({ ...VALID, request: '' })).toEqual({ request: 'required' });
    expect(codes({ ...VALID, email: 'helena@' })).toEqual({ email: 'email' });
    expect(codes({ ...VALID, request: 'portability' })).toEqual({ request: 'option' });
    expect(codes({ ...VALID, details: 'x'.repeat(2001) })).toEqual({ details: 'too_long' });
    expect(codes({ ...VALID, name: 'x'.repeat(121) })).toEqual({ name: 'too_long' });
    expect(codes({ ...VALID, website: 'http://spam.example' })).toEqual({ website: 'spam' });
  });
});

describe('the contact entry a request becomes', () => {
  it('carries `request`, an empty phone, and a message whose first line names the request in the visitor\'s language', () => {
    const pt = Object.fromEntries(privacyRequestPayload(privacyRequestSchema.parse(VALID), 'pt').entries());
    expect(pt).toEqual({
      name: 'Helena Prado',
      email: 'helena@example.com',
      phone: '',
      message: 'Pedido de eliminação dos meus dados\n\nA candidatura da minha filha, Rita Prado.',
      request: 'deletion',
    });
    const en = Object.fromEntries(privacyRequestPayload(privacyRequestSchema.parse({ ...VALID, request: 'access', details: '' }), 'en').entries());
    expect(en.message).toBe('Request for access to my data');
    expect(en.request).toBe('access');
  });

  it('has a subject for every request in every language, each different', () => {
    for (const subjects of Object.values(PRIVACY_REQUEST_SUBJECTS)) {
      expect(Object.keys(subjects).sort()).toEqual([...PRIVACY_REQUEST_KINDS].sort());
      expect(new Set(Object.values(subjects)).size).toBe(PRIVACY_REQUEST_KINDS.length);
    }
  });
});

describe('the privacy page addresses', () => {
  it('are /privacidade, /en/privacy and /es/privacidad, with their sent and not-sent pages', () => {
    expect(buildLocalizedPath('/privacy', {}, 'pt')).toBe('/privacidade');
    expect(buildLocalizedPath('/privacy', {}, 'en')).toBe('/en/privacy');
    expect(buildLocalizedPath('/privacy', {}, 'es')).toBe('/es/privacidad');
    expect(parseLocalizedPath('/privacidade')).toEqual({ locale: 'pt', pathname: '/privacy', params: {} });
    expect(parseLocalizedPath('/en/privacy/sent')).toEqual({ locale: 'en', pathname: '/privacy/sent', params: {} });
    expect(parseLocalizedPath('/es/privacidad/no-enviado')).toEqual({ locale: 'es', pathname: '/privacy/not-sent', params: {} });
    // Another language's spelling is read, so the proxy can send it to the canonical address.
    expect(parseLocalizedPath('/en/privacidade')).toEqual({ locale: 'en', pathname: '/privacy', params: {} });
    expect(parseLocalizedPath('/privacidade/outra')).toBeNull();
  });
});

let address = 0;
let outbox: FakeOutbox;
let held: SpoolHeldStore;

/** A request as the form sends it, its form token in the query of the form's action. */
async function call(
  fields: Record<string, string>,
  { lang = 'pt', headers = {}, token = formTokenAged(60_000) }: { lang?: string; headers?: Record<string, string>; token?: string } = {},
) {
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) fd.set(name, value);
  const request = await formPost(withFormToken(`http://localhost:3000/api/privacy-request/${lang}`, token), fd, { 'x-forwarded-for': `198.51.100.${++address}`, ...headers });
  return POST(request, { params: Promise.resolve({ lang }) });
}

const SENT = VALID;
const NAVIGATION = { 'sec-fetch-mode': 'navigate', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

beforeEach(() => {
  resetRateLimits();
  resetSubmissions();
  vi.mocked(sendEntry).mockReset();
  outbox = installFakeOutbox();
  held = installHeldStore();
  mail.configured = true;
});

/** The page's answer to a confirmation link: `confirm` or `refuse`, posted as its plain form posts. */
function answerLink(token: string, decision: 'confirm' | 'refuse', lang = 'en') {
  return CONFIRM(
    new Request(`http://localhost:3000/api/confirm/${lang}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `198.51.100.${++address}`, 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ token, decision }).toString(),
    }),
    { params: Promise.resolve({ lang }) },
  );
}

describe('POST /api/privacy-request/{lang}', () => {
  it('holds the request, mails its requester one link, and hands the contact entry on only once it is followed', async () => {
    const response = await call({ ...SENT, submissionId: 'feedc0defeedc0defeedc0defeedc0de' }, { lang: 'en' });
    expect(response.status).toBe(202);
    // The reference the sent page gives (the start of the submission id, the panel's Idempotency-Key) and what was asked.
    expect(await response.json()).toEqual({ ok: true, pending: 'requester', days: 7, reference: 'FEEDC0DE', request: 'deletion' });
    expect(sendEntry).not.toHaveBeenCalled();
    // Only the mail is on its way: the request waits for its requester.
    expect(outbox.queued.map((entry) => entry.kind)).toEqual(['mail']);
    expect(await held.count()).toEqual({ guardian: 0, requester: 1 });
    const sent = mailOf(outbox.queued[0]!)!;
    expect(sent).toMatchObject({ to: 'helena@example.com', locale: 'en', purpose: 'request-confirmation', subject: 'Confirm your request about your data at Aurora Models' });
    expect(sent.text).toContain('Request to delete my data');
    // No more of the person than the mail needs: not their name, not their details.
    expect(sent.text).not.toMatch(/Helena|Prado|filha/);
    expect(sent.html).toContain('lang="en"');
    const token = tokenInMail(sent.text);
    expect(token).not.toBeNull();
    expect(sent.text).toContain(`http://localhost:3000/en/confirm/${token}`);

    const confirmed = await answerLink(token!, 'confirm');
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`/en/confirm/${token}`);
    expect(outbox.queued.map((entry) => entry.kind)).toEqual(['mail', 'contact']);
    expect(outbox.queued[1]!.id).toBe('feedc0defeedc0defeedc0defeedc0de');
    const fields = Object.fromEntries((await outbox.payload(1)).entries());
    expect(fields).toMatchObject({
      name: 'Helena Prado',
      email: 'helena@example.com',
      phone: '',
      message: 'Request to delete my data\n\nA candidatura da minha filha, Rita Prado.',
      request: 'deletion',
    });
    expect(Date.parse(String(fields.confirmed_at))).toBeGreaterThan(Date.now() - 60_000);
    expect(await held.count()).toEqual({ guardian: 0, requester: 0 });

    // The link works once: a second answer changes nothing.
    expect((await answerLink(token!, 'refuse')).status).toBe(303);
    expect(outbox.queued).toHaveLength(2);
    expect(await held.view(token!.slice(0, 22))).toMatchObject({ state: 'confirmed', purpose: 'requester' });
  });

  it('deletes a refused request, and takes no answer from another site or a forged link', async () => {
    await call(SENT);
    const token = tokenInMail(mailOf(outbox.queued[0]!)!.text)!;
    const forged = `${token.slice(0, 31)}${'A'.repeat(43)}`;
    expect((await answerLink(forged, 'confirm')).status).toBe(404);
    const crossSite = await CONFIRM(
      new Request('http://localhost:3000/api/confirm/pt', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
        body: new URLSearchParams({ token, decision: 'confirm' }).toString(),
      }),
      { params: Promise.resolve({ lang: 'pt' }) },
    );
    expect(crossSite.status).toBe(403);
    expect(await held.count()).toEqual({ guardian: 0, requester: 1 });
    expect((await answerLink(token, 'refuse', 'pt')).headers.get('location')).toBe(`/confirmar/${token}`);
    expect(outbox.queued.map((entry) => entry.kind)).toEqual(['mail']);
    expect(await held.view(token.slice(0, 22))).toMatchObject({ state: 'refused' });
  });

  it('cuts a confirmation answer that drips too slowly with 408 at the deadline, deciding nothing', async () => {
    await call(SENT);
    const token = tokenInMail(mailOf(outbox.queued[0]!)!.text)!;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const body = new TextEncoder().encode(new URLSearchParams({ token, decision: 'confirm' }).toString());
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(body.subarray(0, 10));
        },
        pull: () => new Promise<void>(() => undefined),
      });
      const pending = CONFIRM(
        new Request('http://localhost:3000/api/confirm/pt', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `198.51.100.${++address}` },
          body: stream,
          duplex: 'half',
        } as RequestInit),
        { params: Promise.resolve({ lang: 'pt' }) },
      );
      await vi.advanceTimersByTimeAsync(SMALL_BODY_DEADLINE_MS);
      const response = await pending;
      expect(response.status).toBe(408);
      expect(response.headers.get('connection')).toBe('close');
      expect(await response.json()).toEqual({ error: 'too_slow' });
    } finally {
      vi.useRealTimers();
    }
    expect(await held.view(token.slice(0, 22))).toMatchObject({ state: 'waiting' });
  });

  it('answers a confirmation body that is not the page\'s form by what is wrong with it: 413 too big, 415 another type, deciding nothing', async () => {
    await call(SENT);
    const token = tokenInMail(mailOf(outbox.queued[0]!)!.text)!;
    const post = (body: string, type: string) =>
      CONFIRM(
        new Request('http://localhost:3000/api/confirm/pt', {
          method: 'POST',
          headers: { 'content-type': type, 'x-forwarded-for': `198.51.100.${++address}` },
          body,
        }),
        { params: Promise.resolve({ lang: 'pt' }) },
      );
    const big = await post(`${new URLSearchParams({ token, decision: 'confirm' }).toString()}&pad=${'x'.repeat(1024 * 1024)}`, 'application/x-www-form-urlencoded');
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: 'too_large' });
    const json = await post(JSON.stringify({ token, decision: 'confirm' }), 'application/json');
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ error: 'unsupported_media_type' });
    expect(await held.view(token.slice(0, 22))).toMatchObject({ state: 'waiting' });
  });

  it('without mail, refuses the request with words that say why, keeping nothing', async () => {
    mail.configured = false;
    const response = await call(SENT);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { email: 'mail_unavailable' } });
    expect(outbox.queued).toHaveLength(0);
    expect(await held.count()).toEqual({ guardian: 0, requester: 0 });
  });

  it('refuses what the form would refuse with 422 and the fields\' codes, sending nothing', async () => {
    const response = await call({ ...SENT, email: 'x', request: 'everything' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { email: 'email', request: 'option' } });
    expect(outbox.queued).toHaveLength(0);
  });

  it('guards like the contact form: honeypot, time trap, another site, an unknown language', async () => {
    expect((await call({ ...SENT, website: 'bot' })).status).toBe(202);
    expect((await call(SENT, { token: formTokenAged(500) })).status).toBe(422);
    expect((await call(SENT, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await call(SENT, { lang: 'fr' })).status).toBe(404);
    expect(outbox.queued).toHaveLength(0);
  });

  it('answers a form posted without JavaScript with the localized sent or not-sent page, never the answers in the address', async () => {
    const sent = await call(SENT, { headers: NAVIGATION });
    expect(sent.status).toBe(303);
    // The sent page names the request and a reference to quote (a submission id the site drew), nothing typed.
    expect(sent.headers.get('location')).toMatch(/^\/privacidade\/enviado\?reference=[0-9A-F]{8}&request=deletion$/);
    expect((await call({ ...SENT, request: 'access' }, { lang: 'en', headers: NAVIGATION })).headers.get('location')).toMatch(
      /^\/en\/privacy\/sent\?reference=[0-9A-F]{8}&request=access$/,
    );
    expect(decodeURIComponent(sent.headers.get('location') ?? '')).not.toMatch(/helena|Prado|filha|example/i);
    const refused = await call({ ...SENT, email: 'helena@', request: '' }, { lang: 'es', headers: NAVIGATION });
    const location = refused.headers.get('location') ?? '';
    expect(location).toBe('/es/privacidad/no-enviado?reason=invalid&fields=email%3Aemail%2Crequest%3Arequired');
    expect(decodeURIComponent(location)).not.toMatch(/helena|Prado|filha/i);
    // The two sent requests each mailed their link; both wait for it.
    expect(outbox.queued.map((entry) => entry.kind)).toEqual(['mail', 'mail']);
    expect(await held.count()).toEqual({ guardian: 0, requester: 2 });
  });
});
