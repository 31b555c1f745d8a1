import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { MAX_PHOTO_BYTES, MAX_TOTAL_BYTES } from '@/lib/forms/application/schema';
import sharp from 'sharp';
import { resetRateLimits } from '@/lib/forms/server/guard';
import { resetSubmissions } from '@/lib/shared-state/submissions';
import {
  fakeJpegSignature,
  jpegWithPageAppended,
  landscapePng,
  phoneJpegWithGps,
  pixelBombPng,
  portraitJpeg,
  smallGif,
  textAsJpg,
  type TestPhoto,
} from '@/tests/e2e/support/photos';
import { encodedBody, formPost } from '@/tests/unit/setup/encoded-body';
import { installFakeOutbox, type FakeOutbox } from '@/tests/unit/setup/fake-outbox';
import { formTokenAged } from '@/tests/unit/setup/form-token';
import { withFormToken } from '@/lib/forms/token-place';
import { captureLog } from '@/tests/unit/setup/log-capture';
import { installHeldStore, tokenInMail } from '@/tests/unit/setup/site-mail';
import type { SpoolHeldStore } from '@/lib/outbox/held-spool';
import { mailOf } from '@/lib/mail/send';
import { POST as CONFIRM } from '@/app/api/confirm/[lang]/route';

const sendEntry = vi.fn();
vi.mock('@/lib/api/entries', () => ({ sendEntry: (...args: unknown[]) => sendEntry(...args) }));
// The panel's reads the privacy notice is made of (lib/privacy/notice.ts), as the panel answers them.
const getWebsiteTexts = vi.fn();
const getCustomizations = vi.fn();
vi.mock('@/lib/api/texts', () => ({
  getWebsiteTexts: () => getWebsiteTexts(),
  getCustomizations: () => getCustomizations(),
  getWebsiteImages: async () => ({}),
  getSocialMedias: async () => [],
}));
// Mail is off unless a test turns it on (the minors' and receipts' tests below).
const mail = vi.hoisted(() => ({ configured: false }));
vi.mock('@/lib/mail/transport', () => ({ mailConfigured: () => mail.configured, mailTransport: () => null }));
vi.mock('next-intl/server', async () => (await import('@/tests/unit/setup/site-mail')).translationsModule());
const PANEL_TEXTS = { privacy_controller_name: { pt: 'Aurora Modelos Ltda.' }, privacy_dpo_email: { pt: 'dpo@aurora.example' } };

type Post = (request: Request, context: { params: Promise<{ lang: string }> }) => Promise<Response>;
let POST: Post;
let outbox: FakeOutbox;
let held: SpoolHeldStore;
let photos: Record<'image_1' | 'image_2' | 'image_3' | 'image_4', TestPhoto>;

beforeAll(async () => {
  ({ POST } = (await import('@/app/api/get-scouted/[lang]/route')) as unknown as { POST: Post });
  const [portrait, landscape, gif] = await Promise.all([portraitJpeg(), landscapePng(), smallGif()]);
  photos = { image_1: portrait, image_2: landscape, image_3: gif, image_4: portrait };
});
beforeEach(() => {
  resetRateLimits();
  resetSubmissions();
  sendEntry.mockReset();
  sendEntry.mockResolvedValue({ status: 201, id: 7 });
  getWebsiteTexts.mockReset();
  getWebsiteTexts.mockResolvedValue(PANEL_TEXTS);
  getCustomizations.mockReset();
  getCustomizations.mockResolvedValue({ site_title: 'Aurora Models' });
  outbox = installFakeOutbox();
  held = installHeldStore();
  mail.configured = false;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const VALID_FIELDS: Record<string, string> = {
  realname: 'Ana Souza',
  father: 'Maria Souza',
  gender: 'woman',
  email: 'ana@example.com',
  phone: '+55 (11) 91234-5678',
  instagr: '@ana',
  tiktok: '',
  weight: '',
  height: '178/5.10',
  bust: '84/33',
  waist: '',
  hips: '',
  jeans: '',
  shoes: '38',
  birthdate: '2008/04/17',
  country: 'BR',
  accept: 'true',
  website: '',
};

/** Where the application posts, with a form token opened a minute ago in its query (as the form's action has it). */
const url = (lang = 'pt', token: string | null = formTokenAged(60_000)) =>
  token === null ? `http://localhost/api/get-scouted/${lang}` : withFormToken(`http://localhost/api/get-scouted/${lang}`, token);

function form(fields: Record<string, string> = VALID_FIELDS, files: Partial<Record<string, TestPhoto>> = photos): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [slot, photo] of Object.entries(files)) {
    if (photo) body.append(slot, new File([new Uint8Array(photo.buffer)], photo.name, { type: photo.mimeType }));
  }
  return body;
}

async function call(body: BodyInit, init: { lang?: string; headers?: Record<string, string>; token?: string | null } = {}): Promise<Response> {
  const request = await formPost(url(init.lang, init.token), body, { 'x-forwarded-for': '203.0.113.9', ...init.headers });
  return POST(request, { params: Promise.resolve({ lang: init.lang ?? 'pt' }) });
}

/** A multipart body written by hand, for what FormData would never produce (paths in names, odd parts). */
function rawMultipart(parts: Array<{ name: string; filename?: string; type?: string; body: string | Buffer }>) {
  const boundary = '----apply-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function validParts(): Array<{ name: string; filename?: string; type?: string; body: string | Buffer }> {
  return [
    ...Object.entries(VALID_FIELDS).map(([name, body]) => ({ name, body })),
    ...Object.entries(photos).map(([name, photo]) => ({ name, filename: photo.name, type: photo.mimeType, body: photo.buffer })),
  ];
}

/** Neither kept for the panel nor sent to it. */
function expectNothingSent() {
  expect(sendEntry).not.toHaveBeenCalled();
  expect(outbox.queued).toHaveLength(0);
}

describe('POST /api/get-scouted/{lang}', () => {
  it('keeps a complete application as the getScouted payload for the panel and answers 202 at once', async () => {
    const response = await call(form());

    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true });
    // The applicant does not wait for the panel: the worker delivers it.
    expect(sendEntry).not.toHaveBeenCalled();
    expect(outbox.queued).toHaveLength(1);
    expect(outbox.queued[0]!.kind).toBe('application');
    const payload = await outbox.payload(0);
    expect(payload.get('realname')).toBe('Ana Souza');
    expect(payload.get('birthdate')).toBe('2008/04/17');
    expect(payload.get('id_country')).toBe('BR');
    expect(JSON.parse(String(payload.get('contacts')))).toEqual({ value: [{ poste: 'father', name: 'Maria Souza' }], label: 'Responsável' });
    for (const absent of ['accept', 'father', 'country', 'website', 'formToken', 'submissionId', 'tiktok', 'weight']) expect(payload.has(absent)).toBe(false);

    const image1 = payload.get('image_1') as File;
    expect(image1.name).toBe('image_1.jpg');
    expect(image1.type).toBe('image/jpeg');
    // Drawn again on the server (lib/forms/server/clean-photo.ts): the same picture, not the same bytes.
    expect(await sharp(Buffer.from(await image1.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 900, height: 1200 });
    expect((payload.get('image_2') as File).name).toBe('image_2.png');
    expect((payload.get('image_3') as File).type).toBe('image/gif');
  });

  it('records in the consent the version the privacy page prints, from the same panel texts', async () => {
    const [{ loadPrivacyNotice }, { noticePlainText }] = await Promise.all([import('@/lib/privacy/notice'), import('@/lib/privacy/document')]);
    const printed = await loadPrivacyNotice('pt');
    expect(noticePlainText(printed.document)).toContain('Aurora Modelos Ltda.');
    expect((await call(form())).status).toBe(202);
    const consent = JSON.parse(String((await outbox.payload(0)).get('consent')));
    expect(consent.notice).toEqual({ version: printed.version, locale: 'pt' });
  });

  it('refuses with 502 upstream and keeps nothing when the panel\'s texts cannot be read and nothing is cached: no consent names a text no page printed', async () => {
    getWebsiteTexts.mockRejectedValue(new ApiError({ status: 503, code: 'unreachable', message: 'down' }));
    const response = await call(form());
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'upstream' });
    expectNothingSent();

    // The panel back: the same application goes through, naming the notice as printed.
    getWebsiteTexts.mockResolvedValue(PANEL_TEXTS);
    expect((await call(form())).status).toBe(202);
    expect(outbox.queued).toHaveLength(1);
  });

  it('records the version the form\'s page printed, sealed in the form, also with the panel away and nothing cached since', async () => {
    const { noticeForForm } = await import('@/lib/privacy/notice');
    const printed = (await noticeForForm('pt'))!;
    getWebsiteTexts.mockRejectedValue(new ApiError({ status: 503, code: 'unreachable', message: 'down' }));

    expect((await call(form({ ...VALID_FIELDS, notice: printed.seal }))).status).toBe(202);
    const consent = JSON.parse(String((await outbox.payload(0)).get('consent')));
    expect(consent.notice).toEqual({ version: printed.version, locale: 'pt' });
  });

  it('records the version the form\'s page printed when the panel\'s texts changed before the send, not the one printed now', async () => {
    const { noticeForForm, noticeVersion } = await import('@/lib/privacy/notice');
    const printed = (await noticeForForm('pt'))!;
    getWebsiteTexts.mockResolvedValue({ ...PANEL_TEXTS, privacy_dpo_email: { pt: 'dados@aurora.example' } });
    const now = await noticeVersion('pt');
    expect(now).not.toBe(printed.version);

    expect((await call(form({ ...VALID_FIELDS, notice: printed.seal }))).status).toBe(202);
    const consent = JSON.parse(String((await outbox.payload(0)).get('consent')));
    expect(consent.notice.version).toBe(printed.version);
  });

  it('takes no version the site did not seal for this language: a forged or another language\'s one names the version printed now, or nothing with the panel away', async () => {
    const { noticeForForm, noticeVersion } = await import('@/lib/privacy/notice');
    const english = (await noticeForForm('en'))!;
    const forged = `ffffffffffffffff.${english.seal.split('.')[1]}`;
    const printedNow = await noticeVersion('pt');
    for (const seal of [english.seal, forged, 'ffffffffffffffff']) {
      outbox.queued.length = 0;
      resetSubmissions();
      expect((await call(form({ ...VALID_FIELDS, notice: seal }))).status).toBe(202);
      const consent = JSON.parse(String((await outbox.payload(0)).get('consent')));
      expect(consent.notice).toEqual({ version: printedNow, locale: 'pt' });
    }

    getWebsiteTexts.mockRejectedValue(new ApiError({ status: 503, code: 'unreachable', message: 'down' }));
    outbox.queued.length = 0;
    resetSubmissions();
    expect((await call(form({ ...VALID_FIELDS, notice: forged }))).status).toBe(502);
    expectNothingSent();
  });

  it('stores the photos already drawn again, without EXIF or GPS and upright, so no queued item holds them', async () => {
    const phone = await phoneJpegWithGps();
    const response = await call(form(VALID_FIELDS, { ...photos, image_1: phone }));

    expect(response.status).toBe(202);
    const kept = outbox.queued[0]!.files.find((file) => file.field === 'image_1')!;
    expect(kept.redraw).toBeUndefined();
    const stored = await sharp(Buffer.from(kept.bytes)).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    // The 640 × 480 photo marked "rotate 90°" is stored as the applicant saw it: 480 × 640.
    expect([stored.width, stored.height]).toEqual([480, 640]);
    expect(Buffer.from(kept.bytes).includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('names each photo by its real type, not by the type the client declared', async () => {
    const lying = { ...photos, image_2: { ...photos.image_2, name: 'photo.jpg', mimeType: 'image/jpeg' } };
    const response = await call(form(VALID_FIELDS, lying));

    expect(response.status).toBe(202);
    const payload = await outbox.payload(0);
    expect((payload.get('image_2') as File).type).toBe('image/png');
    expect((payload.get('image_2') as File).name).toBe('image_2.png');
  });

  it('answers 422 with a code per field for missing fields and photos, sending nothing', async () => {
    const { realname: _r, gender: _g, birthdate: _b, accept: _a, ...rest } = VALID_FIELDS;
    const response = await call(form(rest, { image_1: photos.image_1 }));

    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({
      realname: 'required',
      gender: 'required',
      birthdate: 'required',
      accept: 'accept',
      image_2: 'required',
      image_3: 'required',
      image_4: 'required',
    });
    expectNothingSent();
  });

  it('writes a phone typed for the chosen country with its country code for the agency', async () => {
    const response = await call(form({ ...VALID_FIELDS, country: 'PT', phone: '912 345 678' }));

    expect(response.status).toBe(202);
    const payload = await outbox.payload(0);
    expect(payload.get('phone')).toBe('+351 912 345 678');
    expect(payload.get('id_country')).toBe('PT');
  });

  it('answers 422 for a bad e-mail and a phone that does not fill the mask', async () => {
    const response = await call(form({ ...VALID_FIELDS, email: 'ana@', phone: '+55 (11) 9123' }));

    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ email: 'email', phone: 'phone' });
    expectNothingSent();
  });

  it('names every problem in one round: missing fields beside a file that is no photo, an empty file and a slot left empty', async () => {
    const { realname: _r, ...rest } = VALID_FIELDS;
    const body = form(rest, { image_1: photos.image_1, image_2: textAsJpg() });
    // A photo still downloading to the phone is posted as an empty file with its name; a slot left empty, as an empty part without one.
    body.append('image_3', new File([], 'IMG_0412.jpg', { type: 'image/jpeg' }));
    body.append('image_4', new File([], '', { type: 'application/octet-stream' }));
    const response = await call(body);

    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ realname: 'required', image_2: 'type', image_3: 'unreadable', image_4: 'required' });
    expectNothingSent();
  });

  it('answers 415 naming the slot when a photo is not png, gif or jpeg by its bytes', async () => {
    const response = await call(form(VALID_FIELDS, { ...photos, image_4: textAsJpg() }));

    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ errors: { image_4: 'type' } });
    expectNothingSent();
  });

  it('answers 415 to a body that is not multipart', async () => {
    const response = await call(JSON.stringify(VALID_FIELDS), { headers: { 'content-type': 'application/json' } });

    expect(response.status).toBe(415);
    expectNothingSent();
  });

  it('answers 413 to a photo over the per-file limit', async () => {
    const huge = { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([photos.image_1.buffer, Buffer.alloc(MAX_PHOTO_BYTES)]) };
    const response = await call(form(VALID_FIELDS, { ...photos, image_1: huge }));

    expect(response.status).toBe(413);
    expectNothingSent();
  });

  it('answers 413 at once when the declared length is over the total limit', async () => {
    const { body, headers } = rawMultipart(validParts());
    const response = await call(body, { headers: { ...headers, 'content-length': String(200 * 1024 * 1024) } });

    expect(response.status).toBe(413);
    expectNothingSent();
  });

  it('answers 413 when the streamed body passes the total limit, whatever the headers say', async () => {
    const big = (seed: number) => ({
      name: `big-${seed}.jpg`,
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([photos.image_1.buffer, Buffer.alloc(MAX_PHOTO_BYTES - photos.image_1.buffer.length - 1024, seed)]),
    });
    const parts = validParts().map((part, index) => (part.filename ? { ...part, body: big(index).buffer } : part));
    const { body, headers } = rawMultipart(parts);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < body.length; offset += 1024 * 1024) controller.enqueue(body.subarray(offset, offset + 1024 * 1024));
        controller.close();
      },
    });
    const request = new Request(url(), { method: 'POST', body: stream, headers, duplex: 'half' } as RequestInit);
    const response = await POST(request, { params: Promise.resolve({ lang: 'pt' }) });

    expect(body.length).toBeGreaterThan(MAX_TOTAL_BYTES);
    expect(response.status).toBe(413);
    expectNothingSent();
  });

  it('answers 400 to too many fields', async () => {
    const padding = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`extra_${index}`, 'x']));
    const response = await call(form({ ...VALID_FIELDS, ...padding }));

    expect(response.status).toBe(400);
    expectNothingSent();
  });

  it('answers 400 to a file under a name that is not a photo slot, or a second file for a slot', async () => {
    const extra = rawMultipart([...validParts(), { name: 'image_5', filename: 'x.jpg', type: 'image/jpeg', body: photos.image_1.buffer }]);
    const twice = rawMultipart([...validParts(), { name: 'image_1', filename: 'again.jpg', type: 'image/jpeg', body: photos.image_1.buffer }]);

    expect((await call(extra.body, { headers: extra.headers })).status).toBe(400);
    expect((await call(twice.body, { headers: twice.headers })).status).toBe(400);
    expectNothingSent();
  });

  it.each(['../../etc/passwd.jpg', 'C:\\Users\\ana\\photo.jpg', 'dir/photo.jpg'])(
    'answers 400 to the path-like file name %s, which no browser sends',
    async (filename) => {
      const parts = validParts().map((part) => (part.name === 'image_1' ? { ...part, filename } : part));
      const { body, headers } = rawMultipart(parts);
      const response = await call(body, { headers });

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: { image_1: 'file_name' } });
      expectNothingSent();
    },
  );

  it('answers 400 to a malformed multipart body', async () => {
    const response = await call('--nope\r\nContent-Disposition: form-data; name="realname"\r\n\r\nAna', {
      headers: { 'content-type': 'multipart/form-data; boundary=other' },
    });

    expect(response.status).toBe(400);
    expectNothingSent();
  });

  it('answers a filled honeypot as a success without sending, and refuses a form sent too fast or without its token', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const spam = await call(form({ ...VALID_FIELDS, website: 'http://spam.example' }));
    const fast = await call(form(), { token: formTokenAged(500) });
    const missing = await call(form(), { token: null });
    // Only the request's head counts: a token in the body is not read.
    const inBody = await call(form({ ...VALID_FIELDS, formToken: formTokenAged(60_000) }), { token: null });

    // Exactly what a person's send gets, so a bot cannot tell.
    expect(spam.status).toBe(202);
    expect(await spam.json()).toEqual({ ok: true });
    expect(fast.status).toBe(422);
    expect(await fast.json()).toEqual({ errors: { _form: 'too_fast' } });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({ errors: { _form: 'expired' } });
    expect(inBody.status).toBe(422);
    expectNothingSent();
  });

  it('forwards a phone photo upright and without its GPS position or camera data', async () => {
    const phone = await phoneJpegWithGps();
    expect((await sharp(phone.buffer).metadata()).exif).toBeDefined();
    const response = await call(form(VALID_FIELDS, { ...photos, image_1: phone }));

    expect(response.status).toBe(202);
    const sent = Buffer.from(await ((await outbox.payload(0)).get('image_1') as File).arrayBuffer());
    const metadata = await sharp(sent).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 480, height: 640 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(sent.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('refuses a file that starts like a JPEG but does not decode as one (415), and a pixel bomb (413)', async () => {
    const fake = await call(form(VALID_FIELDS, { ...photos, image_2: fakeJpegSignature() }));
    expect(fake.status).toBe(415);
    expect(await fake.json()).toEqual({ errors: { image_2: 'type' } });
    const bomb = await call(form(VALID_FIELDS, { ...photos, image_3: pixelBombPng() }), { headers: { 'x-forwarded-for': '203.0.113.10' } });
    expect(bomb.status).toBe(413);
    expectNothingSent();
  });

  it('forwards a JPEG carrying an appended page without the page', async () => {
    const response = await call(form(VALID_FIELDS, { ...photos, image_4: await jpegWithPageAppended() }));
    expect(response.status).toBe(202);
    const sent = Buffer.from(await ((await outbox.payload(0)).get('image_4') as File).arrayBuffer());
    expect(sent.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('refuses a post from another site with 403 before reading it', async () => {
    const response = await call(form(), { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'cross_site' });
    expectNothingSent();
  });

  it('past the concurrent uploads one instance takes, the next waits in line with its body unread, and goes through once one ends', async () => {
    const { MAX_CONCURRENT_APPLICATIONS, gateWaiting } = await import('@/lib/forms/server/busy-gate');
    const release = outbox.hold();
    const body = await encodedBody(form(), {});
    const post = (index: number) =>
      POST(new Request(url(), { method: 'POST', body: body.body, headers: { ...body.headers, 'x-forwarded-for': `198.51.100.${index + 1}` } }), {
        params: Promise.resolve({ lang: 'pt' }),
      });
    const held = Array.from({ length: MAX_CONCURRENT_APPLICATIONS }, (_, index) => post(index));
    await vi.waitFor(() => expect(outbox.held()).toBe(MAX_CONCURRENT_APPLICATIONS), { timeout: 20_000 });

    const waiting = post(100);
    await vi.waitFor(() => expect(gateWaiting('application')).toBe(1));
    // In line: not read, not checked, not kept.
    expect(outbox.held()).toBe(MAX_CONCURRENT_APPLICATIONS);

    release();
    expect((await Promise.all(held)).map((response) => response.status)).toEqual(Array.from({ length: MAX_CONCURRENT_APPLICATIONS }, () => 202));
    expect((await waiting).status).toBe(202);
    expect(gateWaiting('application')).toBe(0);
    expect((await post(101)).status).toBe(202);
  }, 30_000);

  it('gives no place to uploads that drip without a form token: two from each of four addresses are refused at once, and a fifth address is taken', async () => {
    const { gateActive } = await import('@/lib/forms/server/busy-gate');
    const boundary = '----drip-boundary';
    const firstBytes = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="image_1"; filename="p1.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8`);
    const dripping: Array<ReadableStreamDefaultController<Uint8Array>> = [];
    let answered = 0;
    // Bodies that send their first bytes and then nothing more: a dripping upload, never finished.
    const drips = Array.from({ length: 8 }, (_, index) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(firstBytes);
          dripping.push(controller);
        },
      });
      const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-forwarded-for': `192.0.2.${Math.floor(index / 2) + 1}` };
      return POST(new Request(url('pt', null), { method: 'POST', body, headers, duplex: 'half' } as RequestInit), { params: Promise.resolve({ lang: 'pt' }) }).then((response) => {
        answered += 1;
        return response;
      });
    });
    try {
      // Each drip is either answered or holds a place in the gate.
      await vi.waitFor(() => expect(answered + gateActive('get-scouted')).toBe(drips.length));
      expect(gateActive('get-scouted')).toBe(0);

      const fifth = await call(form(), { headers: { 'x-forwarded-for': '192.0.2.5' } });
      expect(fifth.status).toBe(202);
      expect(outbox.queued).toHaveLength(1);

      for (const drip of await Promise.all(drips)) {
        expect(drip.status).toBe(422);
        expect(await drip.json()).toEqual({ errors: { _form: 'expired' } });
      }
    } finally {
      // A drip still held ends here: the place it holds is given back.
      for (const controller of dripping) controller.error(new Error('client gone'));
    }
  });

  it('answers a repeat of an application it took (same submission id) as received, and keeps it once', async () => {
    const fields = { ...VALID_FIELDS, submissionId: '0123456789abcdef0123456789abcdef' };
    expect((await call(form(fields))).status).toBe(202);
    expect((await call(form(fields))).status).toBe(201);
    expect(outbox.queued).toHaveLength(1);
    expect(outbox.queued[0]!.id).toBe('0123456789abcdef0123456789abcdef');
  });

  it('answers 429 with Retry-After once an address sent too many times', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await call(form())).status);

    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    const refused = await call(form());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(outbox.queued).toHaveLength(10);
  });

  it('sends while the applicant waits when the outbox is full, with the delivery headers, and answers 201', async () => {
    outbox.setMode('full');
    const response = await call(form({ ...VALID_FIELDS, submissionId: 'full-outbox-00000000000000000001' }));

    expect(response.status).toBe(201);
    expect(sendEntry).toHaveBeenCalledTimes(1);
    const [entry, payload, headers] = sendEntry.mock.calls[0] as [string, FormData, Record<string, string>];
    expect(entry).toBe('getScouted');
    expect(payload.get('realname')).toBe('Ana Souza');
    expect(((payload.get('image_1') as File).type)).toBe('image/jpeg');
    expect(headers['Idempotency-Key']).toBe('full-outbox-00000000000000000001');
  });

  it('answers 503 with Retry-After when the outbox is full and the panel does not take it either, without details', async () => {
    outbox.setMode('full');
    sendEntry.mockRejectedValue(new ApiError({ status: 503, code: 'unreachable', host: 'panel', message: 'panel down' }));
    const response = await call(form());

    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ error: 'busy' });
  });

  it('passes the panel’s own 422 on as field codes when it sent while the applicant waited', async () => {
    outbox.setMode('full');
    sendEntry.mockRejectedValue(
      new ApiError({ status: 422, code: 'validation', host: 'panel', message: 'invalid', details: { email: ['The email is taken.'] } }),
    );
    const response = await call(form());

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { email: 'invalid' } });
  });

  it('logs which fields the panel refused and their codes for the agency, never what the applicant typed', async () => {
    outbox.setMode('broken');
    const logged = captureLog();
    sendEntry.mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'validation',
        host: 'panel',
        message: 'invalid',
        details: { id_country: ['The selected id country is invalid.'], contacts: ['Maria Souza is not a valid contact.'] },
      }),
    );
    const response = await call(form());

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { id_country: 'invalid', contacts: 'invalid' } });
    logged.restore();
    expect(logged.lines.find((line) => line.event === 'entry.refused')).toMatchObject({
      level: 'warn',
      entry: 'application',
      status: 422,
      fields: { id_country: 'invalid', contacts: 'invalid' },
    });
    for (const typed of ['Maria Souza', 'Ana Souza', 'ana@example.com', '91234']) expect(logged.text()).not.toContain(typed);
  });

  it('answers 404 for a language the site does not have', async () => {
    const response = await call(form(), { lang: 'de' });

    expect(response.status).toBe(404);
    expectNothingSent();
  });
});

describe('POST /api/get-scouted/{lang} from a browser without JavaScript', () => {
  // What Chromium sends for a form it posts itself; the form's script sends Accept: application/json over XHR.
  const NAVIGATION = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('answers 303 to the thank-you page of the visitor\'s language once the panel took it', async () => {
    const pt = await call(form(), { headers: NAVIGATION });
    expect(pt.status).toBe(303);
    expect(pt.headers.get('location')).toBe('/seja-um-modelo/enviado');
    expect(pt.headers.get('cache-control')).toBe('no-store');

    resetRateLimits();
    const en = await call(form(), { lang: 'en', headers: NAVIGATION });
    expect(en.headers.get('location')).toBe('/en/be-a-model/sent');
    expect(outbox.queued).toHaveLength(2);
  });

  it('takes the date as typed in the field when the calendar script never ran', async () => {
    const response = await call(form({ ...VALID_FIELDS, birthdate: '17/04/2008', accept: 'on' }), { headers: NAVIGATION });

    expect(response.headers.get('location')).toBe('/seja-um-modelo/enviado');
    expect((await outbox.payload(0)).get('birthdate')).toBe('2008/04/17');
  });

  it('sends an invalid application to the not-sent page with field names and codes only, never the answers', async () => {
    const response = await call(form({ ...VALID_FIELDS, email: 'ana@', phone: '+55 (11) 9123' }), { headers: NAVIGATION });

    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe('/seja-um-modelo/nao-enviado?reason=invalid&fields=email%3Aemail%2Cphone%3Aphone');
    for (const typed of ['ana', 'Souza', '9123', '2008']) expect(decodeURIComponent(location)).not.toContain(typed);
    expect(await response.text()).toBe('');
  });

  it('says which data the panel refused, and that the site is busy, on the not-sent page (outbox full)', async () => {
    outbox.setMode('full');
    sendEntry.mockRejectedValueOnce(
      new ApiError({ status: 422, code: 'validation', host: 'panel', message: 'invalid', details: { id_country: ['The selected id country is invalid.'] } }),
    );
    const refused = await call(form(), { lang: 'en', headers: NAVIGATION });
    expect(refused.headers.get('location')).toBe('/en/be-a-model/not-sent?reason=refused&fields=id_country%3Ainvalid');

    sendEntry.mockRejectedValueOnce(new ApiError({ status: 503, code: 'unreachable', host: 'panel', message: 'panel down' }));
    const down = await call(form(), { lang: 'en', headers: NAVIGATION });
    expect(down.headers.get('location')).toBe('/en/be-a-model/not-sent?reason=busy');
  });

  it('names the photo that is not an image, and a rate limit in minutes', async () => {
    const wrongType = await call(form(VALID_FIELDS, { ...photos, image_4: textAsJpg() }), { headers: NAVIGATION });
    expect(wrongType.headers.get('location')).toBe('/seja-um-modelo/nao-enviado?reason=type&fields=image_4%3Atype');

    // Refused sends count as much as taken ones; without consent no photo is decoded, so this stays quick.
    for (let sent = 1; sent < 10; sent += 1) await call(form({ ...VALID_FIELDS, accept: '' }));
    const limited = await call(form(), { headers: NAVIGATION });
    expect(limited.status).toBe(303);
    expect(limited.headers.get('location')).toMatch(/^\/seja-um-modelo\/nao-enviado\?reason=rate_limited&minutes=\d+$/);
  });

  it('keeps answering JSON to the form\'s own script, and to a browser without Fetch Metadata that asks for JSON', async () => {
    const script = await call(form(), { headers: { 'sec-fetch-mode': 'cors', accept: 'application/json' } });
    expect(script.status).toBe(202);
    expect(await script.json()).toEqual({ ok: true });

    const oldBrowserScript = await call(form(), { headers: { accept: 'application/json' } });
    expect(oldBrowserScript.status).toBe(202);
    const oldBrowserForm = await call(form(), { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(oldBrowserForm.status).toBe(303);
  });
});

describe('POST /api/get-scouted/{lang}: an applicant under 18 waits for the guardian', () => {
  const MINOR: Record<string, string> = {
    ...VALID_FIELDS,
    birthdate: '2011/03/02',
    father: '',
    guardian_name: 'Joana Souza',
    guardian_relation: 'mother',
    guardian_email: 'joana@example.com',
    guardian_phone: '+55 (11) 98765-4321',
    guardian_accept: 'true',
  };

  function answerLink(token: string, decision: 'confirm' | 'refuse') {
    return CONFIRM(
      new Request('http://localhost/api/confirm/pt', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '203.0.113.50' },
        body: new URLSearchParams({ token, decision }).toString(),
      }),
      { params: Promise.resolve({ lang: 'pt' }) },
    );
  }

  beforeEach(() => {
    mail.configured = true;
  });

  it('keeps the application from the panel, mails the guardian one link and the applicant a receipt, and delivers it once confirmed', async () => {
    const response = await call(form({ ...MINOR, submissionId: 'minor-application-0000000000001' }));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true, pending: 'guardian', days: 7 });
    expect(sendEntry).not.toHaveBeenCalled();
    // Two mails on their way, no application.
    expect(outbox.queued.map((entry) => entry.kind)).toEqual(['mail', 'mail']);
    expect(await held.count()).toEqual({ guardian: 1, requester: 0 });
    const [toGuardian, receipt] = outbox.queued.map((entry) => mailOf(entry)!);
    expect(toGuardian).toMatchObject({ to: 'joana@example.com', purpose: 'guardian-confirmation', locale: 'pt', subject: 'Confirme a inscrição de Ana na Aurora Models' });
    // The applicant by first name and age; nothing else of them, and no photo.
    expect(toGuardian!.text).toMatch(/Ana, de 15 anos/);
    expect(toGuardian!.text).not.toMatch(/Souza|ana@example\.com|91234/);
    expect(receipt).toMatchObject({ to: 'ana@example.com', purpose: 'receipt' });
    expect(receipt!.text).toContain('pedimos ao seu responsável, por e-mail, que confirme');
    expect(receipt!.text).toContain('Referência da inscrição: MINORAPP');
    expect(receipt!.text).toContain('http://localhost:3000/privacidade#');

    const token = tokenInMail(toGuardian!.text)!;
    expect((await answerLink(token, 'confirm')).status).toBe(303);
    expect(outbox.queued.map((entry) => entry.kind)).toEqual(['mail', 'mail', 'application']);
    const payload = await outbox.payload(2);
    const consent = JSON.parse(String(payload.get('consent'))) as { consents: Array<Record<string, string>> };
    expect(consent.consents[1]).toMatchObject({ by: 'guardian', relationship: 'mother', channel: 'email' });
    expect(Date.parse(consent.consents[1]!.confirmed_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect((payload.get('image_1') as File).type).toBe('image/jpeg');
    // Once: the link does nothing more.
    await answerLink(token, 'confirm');
    expect(outbox.queued).toHaveLength(3);
    expect(await held.count()).toEqual({ guardian: 0, requester: 0 });
  });

  it('deletes the application the guardian refuses, sending nothing on', async () => {
    await call(form(MINOR));
    const token = tokenInMail(mailOf(outbox.queued[0]!)!.text)!;
    await answerLink(token, 'refuse');
    expect(outbox.queued.map((entry) => entry.kind)).toEqual(['mail', 'mail']);
    expect(await held.count()).toEqual({ guardian: 0, requester: 0 });
    expect(sendEntry).not.toHaveBeenCalled();
  });

  it("refuses the applicant's own e-mail as the guardian's, and any minor's application while the site cannot mail", async () => {
    const same = await call(form({ ...MINOR, guardian_email: 'ANA@example.com' }));
    expect(same.status).toBe(422);
    expect(await same.json()).toEqual({ errors: { guardian_email: 'same_email' } });
    mail.configured = false;
    const unmailable = await call(form(MINOR));
    expect(unmailable.status).toBe(422);
    expect(await unmailable.json()).toEqual({ errors: { guardian_email: 'mail_unavailable' } });
    expectNothingSent();
    expect(await held.count()).toEqual({ guardian: 0, requester: 0 });
  });

  it('sends an adult a receipt after the application, which goes on its way at once', async () => {
    expect((await call(form())).status).toBe(202);
    expect(outbox.queued.map((entry) => entry.kind)).toEqual(['application', 'mail']);
    const receipt = mailOf(outbox.queued[1]!)!;
    expect(receipt).toMatchObject({ to: 'ana@example.com', purpose: 'receipt', subject: 'Recebemos sua inscrição na Aurora Models' });
    expect(receipt.text).not.toContain('responsável, por e-mail');
  });

  it('tells a browser without JavaScript, on the sent page, that the guardian must confirm', async () => {
    const response = await call(form(MINOR), { headers: { 'sec-fetch-mode': 'navigate', accept: 'text/html' } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/seja-um-modelo/aguardando');
  });
});
