import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendEntry } from '@/lib/api/entries';
import { ApiError } from '@/lib/api/errors';
import { POST } from '@/app/api/contact/[lang]/route';
import { resetRateLimits } from '@/lib/forms/server/guard';
import { resetSubmissions } from '@/lib/shared-state/submissions';
import { formPost } from '@/tests/unit/setup/encoded-body';
import { installFakeOutbox, type FakeOutbox } from '@/tests/unit/setup/fake-outbox';
import { formTokenAged } from '@/tests/unit/setup/form-token';
import { FORM_TOKEN_HEADER, withFormToken } from '@/lib/forms/token-place';
import { SMALL_BODY_DEADLINE_MS } from '@/lib/http/read-limited';

vi.mock('@/lib/api/entries', () => ({ sendEntry: vi.fn() }));

const send = vi.mocked(sendEntry);
const TOKEN = formTokenAged(60_000);
const VALID = {
  name: 'Marina Lopes',
  email: 'marina@example.com',
  phone: '+55 (11) 98765-4321',
  message: 'Olá! Gostaria de saber mais sobre a agência.\nObrigada.',
  website: '',
};

let address = 0;
let outbox: FakeOutbox;

function form(fields: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) fd.set(name, value);
  return fd;
}

/** A send as the form makes it: its token (null: none) in the query of the form's action. */
async function call(
  body: BodyInit,
  { lang = 'pt', ip, headers = {}, token = TOKEN }: { lang?: string; ip?: string; headers?: Record<string, string>; token?: string | null } = {},
) {
  const action = `http://localhost:3000/api/contact/${lang}`;
  const request = await formPost(token === null ? action : withFormToken(action, token), body, { 'x-forwarded-for': ip ?? `203.0.113.${++address}`, ...headers });
  return POST(request, { params: Promise.resolve({ lang }) });
}

async function expectRefused(response: Response, status: number) {
  expect(response.status).toBe(status);
  const text = await response.text();
  expect(text).not.toMatch(/\bat \w|Error:|node_modules/);
  expect(send).not.toHaveBeenCalled();
  expect(outbox.queued).toHaveLength(0);
  return text ? (JSON.parse(text) as unknown) : null;
}

beforeEach(() => {
  resetRateLimits();
  resetSubmissions();
  send.mockReset();
  send.mockResolvedValue({ status: 201, id: 1 });
  outbox = installFakeOutbox();
});

describe('POST /api/contact/{lang}', () => {
  it('keeps exactly the four fields, trimmed, for the panel contact entry and answers 202 at once', async () => {
    const before = Date.now();
    const response = await call(form({ ...VALID, name: '  Marina Lopes  ', submissionId: 'c0ffee00c0ffee00c0ffee00c0ffee00' }));

    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true });
    // The visitor does not wait for the panel: the worker delivers it.
    expect(send).not.toHaveBeenCalled();
    expect(outbox.queued).toHaveLength(1);
    const [entry] = outbox.queued;
    expect(entry!.kind).toBe('contact');
    // Kept under the browser's submission id (the Idempotency-Key), with the time the send arrived.
    expect(entry!.id).toBe('c0ffee00c0ffee00c0ffee00c0ffee00');
    expect(Date.parse(entry!.submittedAt)).toBeGreaterThanOrEqual(before - 1);
    expect(entry!.files).toEqual([]);
    expect(Object.fromEntries((await outbox.payload(0)).entries())).toEqual({
      name: 'Marina Lopes',
      email: VALID.email,
      phone: VALID.phone,
      // Multipart carries line breaks as CRLF (HTML form encoding), as browsers send them.
      message: VALID.message.replace(/\n/g, '\r\n'),
    });
  });

  it('answers 422 with a code for every missing field', async () => {
    const body = await expectRefused(await call(form({})), 422);
    expect(body).toEqual({ errors: { name: 'required', email: 'required', phone: 'required', message: 'required' } });
  });

  it('answers 422 for blank-only fields and an invalid e-mail', async () => {
    const body = await expectRefused(await call(form({ ...VALID, name: '   ', email: 'marina@' })), 422);
    expect(body).toEqual({ errors: { name: 'required', email: 'email' } });
  });

  it('takes a phone from any country written with +, a Brazilian one without, and writes it with its code', async () => {
    for (const [typed, sent] of [
      ['+351 912 345 678', '+351 912 345 678'],
      ['+1 (201) 555-0123', '+1 201 555 0123'],
      ['(11) 3123-4567', '+55 (11) 3123-4567'],
      ['11 91234 5678', '+55 (11) 91234-5678'],
    ]) {
      outbox.queued.length = 0;
      expect((await call(form({ ...VALID, phone: typed! }))).status).toBe(202);
      expect((await outbox.payload(0)).get('phone')).toBe(sent);
    }
  });

  it('answers 422 phone for a number nobody can call back', async () => {
    for (const phone of ['12345', '+351 912', 'my cell']) {
      const body = await expectRefused(await call(form({ ...VALID, phone })), 422);
      expect(body).toEqual({ errors: { phone: 'phone' } });
    }
  });

  it('answers 422 too_long for a message over its limit', async () => {
    const body = await expectRefused(await call(form({ ...VALID, message: 'a'.repeat(5001) })), 422);
    expect(body).toEqual({ errors: { message: 'too_long' } });
  });

  it('answers a filled honeypot exactly as a success, and sends nothing', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const bot = await call(form({ ...VALID, website: 'https://spam.example' }));
    expect(send).not.toHaveBeenCalled();
    expect(outbox.queued).toHaveLength(0);
    const person = await call(form(VALID));
    expect(bot.status).toBe(person.status);
    expect(await bot.json()).toEqual(await person.json());
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/spam\.example|Marina/);
    log.mockRestore();
  });

  it('refuses a form sent faster than a person could fill it, by the time the server signed', async () => {
    const body = await expectRefused(await call(form(VALID), { token: formTokenAged(500) }), 422);
    expect(body).toEqual({ errors: { _form: 'too_fast' } });
  });

  it('refuses a send without the signed form token, with a forged or an expired one', async () => {
    const forged = `v1.${(Date.now() - 60_000).toString(36)}.${'A'.repeat(43)}`;
    const yesterday = formTokenAged(25 * 60 * 60_000);
    for (const token of [null, forged, yesterday, String(Date.now() - 60_000)]) {
      expect(await expectRefused(await call(form(VALID), { token }), 422)).toEqual({ errors: { _form: 'expired' } });
    }
    // Only the request's head counts: a good token in the body is not read.
    expect(await expectRefused(await call(form({ ...VALID, formToken: TOKEN }), { token: null }), 422)).toEqual({ errors: { _form: 'expired' } });
  });

  it('takes the form token from the X-Form-Token header as well as from the action\'s query', async () => {
    expect((await call(form(VALID), { token: null, headers: { [FORM_TOKEN_HEADER]: TOKEN } })).status).toBe(202);
  });

  it('answers a send without a good form token before its body has come, and reads none of it', async () => {
    let pulled = 0;
    // The first bytes of a body whose rest never comes.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('name=Marina&email='));
      },
      pull() {
        pulled += 1;
      },
    });
    const request = new Request('http://localhost:3000/api/contact/pt', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `203.0.113.${++address}` },
      duplex: 'half',
    } as RequestInit);
    const answer = await POST(request, { params: Promise.resolve({ lang: 'pt' }) });
    expect(await expectRefused(answer, 422)).toEqual({ errors: { _form: 'expired' } });
    expect(pulled).toBe(0);
  });

  it('refuses a post another site made a browser send, with 403 and nothing read', async () => {
    const foreign: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:3000.evil.example', 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      const body = await expectRefused(await call(form(VALID), { headers }), 403);
      expect(body).toEqual({ error: 'cross_site' });
    }
  });

  it('takes a post from the site itself, under SITE_URL or the host it was sent to', async () => {
    expect((await call(form(VALID), { headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' } })).status).toBe(202);
    expect((await call(form(VALID), { headers: { origin: 'http://localhost:3000', host: 'localhost:3000' } })).status).toBe(202);
    expect(outbox.queued).toHaveLength(2);
  });

  it('answers a repeat of a submission it already took as received, without keeping it twice', async () => {
    const id = 'f3b0c44298fc1c149afbf4c8996fb924';
    const first = await call(form({ ...VALID, submissionId: id }));
    const again = await call(form({ ...VALID, submissionId: id }));
    expect([first.status, again.status]).toEqual([202, 201]);
    expect(await again.json()).toEqual({ ok: true });
    expect(outbox.queued).toHaveLength(1);
    // Another send (another id) goes through.
    expect((await call(form({ ...VALID, submissionId: 'a'.repeat(32) }))).status).toBe(202);
    expect(outbox.queued).toHaveLength(2);
  });

  it('makes one entry of a double tap: two sends of one id at the same moment', async () => {
    const release = outbox.hold();
    const id = 'double-tap-0000000000000000000001';
    const first = call(form({ ...VALID, submissionId: id }));
    const second = call(form({ ...VALID, submissionId: id }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect([(await first).status, (await second).status].sort()).toEqual([201, 202]);
    expect(outbox.queued).toHaveLength(1);
  });

  it('keeps each send of a form posted without a submission id under an id of its own', async () => {
    await call(form(VALID));
    await call(form(VALID));
    expect(outbox.queued).toHaveLength(2);
    expect(outbox.queued[0]!.id).not.toBe(outbox.queued[1]!.id);
  });

  it('sends a submission again after the panel failed it the first time (outbox full, sent while the visitor waits)', async () => {
    outbox.setMode('full');
    send.mockRejectedValueOnce(new ApiError({ status: 502, code: 'unreachable', host: 'panel', message: 'ECONNREFUSED' }));
    const id = 'retry-after-failure-000000000001';
    expect((await call(form({ ...VALID, submissionId: id }))).status).toBe(503);
    expect((await call(form({ ...VALID, submissionId: id }))).status).toBe(201);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends while the visitor waits when the outbox is full or cannot be written, with the delivery headers', async () => {
    for (const mode of ['full', 'broken'] as const) {
      send.mockClear();
      outbox.setMode(mode);
      const response = await call(form({ ...VALID, submissionId: `fallback-${mode}-000000000000000` }));
      expect(response.status).toBe(201);
      expect(send).toHaveBeenCalledTimes(1);
      const [entry, payload, headers] = send.mock.calls[0]!;
      expect(entry).toBe('contact');
      expect(payload.get('email')).toBe(VALID.email);
      expect(headers).toMatchObject({ 'Idempotency-Key': `fallback-${mode}-000000000000000` });
      expect(Number.isNaN(Date.parse(headers!['X-Submitted-At']!))).toBe(false);
    }
    expect(outbox.queued).toHaveLength(0);
  });

  it('answers 400, not a bare 500, when the client goes away mid-body', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nMar'));
      },
      pull(controller) {
        controller.error(new Error('aborted'));
      },
    });
    const response = await call(stream, { headers: { 'content-type': 'multipart/form-data; boundary=xyz' } });
    expect(await expectRefused(response, 400)).toEqual({ errors: { _form: 'invalid' } });
  });

  it('cuts a body that drips too slowly with 408 at the deadline, not at the server\'s five-minute timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // A few bytes, then nothing more: the client holds the connection open.
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('name=Mar'));
        },
        pull: () => new Promise<void>(() => undefined),
      });
      let answered = false;
      const pending = call(stream, { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).finally(() => {
        answered = true;
      });
      await vi.advanceTimersByTimeAsync(SMALL_BODY_DEADLINE_MS - 1_000);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      const response = await pending;
      expect(response.headers.get('connection')).toBe('close');
      expect(await expectRefused(response, 408)).toEqual({ error: 'too_slow' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 415 to a JSON body', async () => {
    const response = await call(JSON.stringify(VALID), { headers: { 'content-type': 'application/json' } });
    await expectRefused(response, 415);
  });

  it('answers 413 when content-length announces too much, without reading it', async () => {
    const response = await call(form(VALID), { headers: { 'content-length': String(10 * 1024 * 1024) } });
    await expectRefused(response, 413);
  });

  it('answers 413 when the real body passes the cap whatever the headers say', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 64) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await call(stream, { headers: { 'content-type': 'multipart/form-data; boundary=xyz' } });
    await expectRefused(response, 413);
    // Reading stopped at the cap instead of draining a megabyte.
    expect(sent).toBeLessThan(8);
  });

  it('answers 400 to a multipart body that cannot be parsed', async () => {
    const response = await call('--nope\r\ngarbage', { headers: { 'content-type': 'multipart/form-data; boundary=xyz' } });
    const body = await expectRefused(response, 400);
    expect(body).toEqual({ errors: { _form: 'invalid' } });
  });

  it('limits one address to five sends a minute with Retry-After, other addresses unaffected', async () => {
    for (let i = 0; i < 5; i += 1) expect((await call(form(VALID), { ip: '198.51.100.7' })).status).toBe(202);
    outbox.queued.length = 0;

    const limited = await call(form(VALID), { ip: '198.51.100.7, 10.0.0.1' });
    await expectRefused(limited, 429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    expect((await call(form(VALID), { ip: '198.51.100.8' })).status).toBe(202);
  });

  it('answers 404 for an unknown language', async () => {
    await expectRefused(await call(form(VALID), { lang: 'xx' }), 404);
  });

  it('answers 503 with Retry-After when the outbox is full and the panel fails, without leaking the cause', async () => {
    outbox.setMode('full');
    send.mockRejectedValue(new ApiError({ status: 503, code: 'http_503', host: 'panel', message: 'panel POST answered 503' }));

    const response = await call(form(VALID));

    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ error: 'busy' });
  });

  it('answers 503 when the outbox cannot be written and the panel is unreachable', async () => {
    outbox.setMode('broken');
    send.mockRejectedValue(new ApiError({ status: 502, code: 'unreachable', host: 'panel', message: 'ECONNREFUSED' }));

    expect((await call(form(VALID))).status).toBe(503);
  });

  it('passes the panel 422 on with its fields as codes when it sent while the visitor waited', async () => {
    outbox.setMode('full');
    const log = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    send.mockRejectedValue(
      new ApiError({ status: 422, code: 'validation', host: 'panel', message: 'invalid', details: { email: ['The email is not deliverable.'] } }),
    );

    const response = await call(form(VALID));

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { email: 'invalid' } });
    log.mockRestore();
  });
});

describe('POST /api/contact/{lang} from a browser without JavaScript', () => {
  const NAVIGATION = { 'sec-fetch-mode': 'navigate', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('answers 303 to the thank-you page in the visitor\'s language', async () => {
    const pt = await call(form(VALID), { headers: NAVIGATION });
    expect(pt.status).toBe(303);
    expect(pt.headers.get('location')).toBe('/contato/enviado');
    const en = await call(form(VALID), { lang: 'en', headers: NAVIGATION });
    expect(en.headers.get('location')).toBe('/en/contact/sent');
  });

  it('sends a message with mistakes to the not-sent page naming the fields, never their content', async () => {
    const response = await call(form({ ...VALID, email: 'marina@', message: '' }), { headers: NAVIGATION });

    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe('/contato/nao-enviado?reason=invalid&fields=email%3Aemail%2Cmessage%3Arequired');
    expect(decodeURIComponent(location)).not.toMatch(/marina|Lopes|98765/i);
  });

  it('sends a post from another site\'s form to the not-sent page that says why, and an expired form to its own reason', async () => {
    const foreign = await call(form(VALID), { headers: { ...NAVIGATION, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } });
    expect(foreign.status).toBe(303);
    expect(foreign.headers.get('location')).toBe('/contato/nao-enviado?reason=cross_site');
    const expired = await call(form(VALID), { headers: NAVIGATION, token: formTokenAged(25 * 60 * 60_000) });
    expect(expired.headers.get('location')).toBe('/contato/nao-enviado?reason=expired');
    expect(send).not.toHaveBeenCalled();
  });
});
