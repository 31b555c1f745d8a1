import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { BACKGROUND_TIMEOUT_MS, classifyFailure, deliver, WAITING_TIMEOUT_MS } from '@/lib/outbox/deliver';
import { deliveryHeaders, entryFormData } from '@/lib/outbox/entry-body';
import { APPLICATION } from '@/lib/forms/application/send';
import type { OutboxEntry } from '@/lib/outbox/types';
import { enterGate } from '@/lib/forms/server/busy-gate';
import { fakeJpegSignature, phoneJpegWithGps } from '@/tests/e2e/support/photos';

const requestRaw = vi.fn();
vi.mock('@/lib/api/client', () => ({ requestRaw: (...args: unknown[]) => requestRaw(...args) }));

describe('a delivery failure', () => {
  it('is retried after no answer, a timeout, 429 (with its Retry-After) and 5xx', () => {
    expect(classifyFailure(new ApiError({ status: 503, code: 'unreachable', message: 'x' }))).toEqual({ kind: 'retry', reason: 'unreachable' });
    expect(classifyFailure(new ApiError({ status: 504, code: 'timeout', message: 'x' }))).toEqual({ kind: 'retry', reason: 'timeout' });
    expect(classifyFailure(new ApiError({ status: 429, code: 'http_429', message: 'x', retryAfterMs: 30_000 }))).toEqual({
      kind: 'retry',
      reason: 'http_429',
      retryAfterMs: 30_000,
    });
    expect(classifyFailure(new ApiError({ status: 500, code: 'http_500', message: 'x' }))).toEqual({ kind: 'retry', reason: 'http_500' });
    expect(classifyFailure(new TypeError('fetch failed'))).toEqual({ kind: 'retry', reason: 'TypeError' });
  });

  it('is final for any other 4xx, naming the refused fields but never their values', () => {
    const refused = classifyFailure(
      new ApiError({ status: 422, code: 'validation', message: 'x', details: { email: ['ana@example.com is taken'], id_country: ['bad'] } }),
    );
    expect(refused).toMatchObject({ kind: 'refused', status: 422, reason: '422 email,id_country' });
    // The panel's sentences travel only to a visitor who waits on the send, never into the stored reason.
    expect(refused.kind === 'refused' && refused.reason).not.toContain('ana@example.com');
    expect(classifyFailure(new ApiError({ status: 401, code: 'unauthorized', message: 'x' }))).toEqual({ kind: 'refused', status: 401, reason: '401' });
  });
});

describe('a delivery', () => {
  const entry = {
    id: 'a1b2c3d4e5f6a7b8c9d0',
    kind: 'application' as const,
    submittedAt: '2026-11-25T10:00:00.000Z',
    fields: [['realname', 'Ana'] as [string, string]],
    files: [{ field: 'image_1', name: 'image_1.jpg', type: 'image/jpeg', bytes: new Uint8Array([1, 2, 3]) }],
  };

  it('carries the submission id as Idempotency-Key and the time of the send as X-Submitted-At', () => {
    expect(deliveryHeaders(entry)).toEqual({ 'Idempotency-Key': 'a1b2c3d4e5f6a7b8c9d0', 'X-Submitted-At': '2026-11-25T10:00:00.000Z' });
  });

  it('rebuilds the multipart body the panel expects, files with their names and types', async () => {
    const body = entryFormData(entry);
    expect(body.get('realname')).toBe('Ana');
    const file = body.get('image_1') as File;
    expect([file.name, file.type]).toEqual(['image_1.jpg', 'image/jpeg']);
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([1, 2, 3]);
  });
});

describe('a delivery of an application', () => {
  beforeEach(() => {
    requestRaw.mockReset();
    requestRaw.mockResolvedValue(new Response('{"id": 1}', { status: 201 }));
  });

  async function application(bytes: Buffer): Promise<OutboxEntry> {
    return {
      id: 'b1b2c3d4e5f6a7b8c9d0',
      kind: 'application',
      submittedAt: '2026-11-25T10:00:00.000Z',
      fields: [['realname', 'Ana']],
      files: [{ field: 'image_1', name: 'image_1.jpg', type: 'image/jpeg', bytes: new Uint8Array(bytes), redraw: true }],
    };
  }

  it('sends the photo the applicant sent drawn again: upright, without its GPS position or camera data', async () => {
    const phone = await phoneJpegWithGps();
    expect(await deliver(await application(phone.buffer))).toEqual({ kind: 'delivered', status: 201 });

    const [, path, options] = requestRaw.mock.calls[0] as [string, string, { formData: FormData; headers: Record<string, string> }];
    expect(path).toBe('/api/entry/getScouted/send');
    expect(options.headers['Idempotency-Key']).toBe('b1b2c3d4e5f6a7b8c9d0');
    const sent = Buffer.from(await (options.formData.get('image_1') as File).arrayBuffer());
    const metadata = await sharp(sent).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 480, height: 640 });
    expect(metadata.exif).toBeUndefined();
    expect(sent.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('keeps an application whose photo cannot be drawn for an operator, never sending it with its metadata', async () => {
    const outcome = await deliver(await application(fakeJpegSignature().buffer));
    expect(outcome).toEqual({ kind: 'refused', status: 0, reason: 'photo image_1 type' });
    expect(requestRaw).not.toHaveBeenCalled();
  });

  it('stands aside while this process reads an application a visitor waits on, then goes', async () => {
    const reading = enterGate(APPLICATION, 8)!;
    const delivery = deliver(await application((await phoneJpegWithGps()).buffer));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requestRaw).not.toHaveBeenCalled();
    reading.release();
    expect(await delivery).toEqual({ kind: 'delivered', status: 201 });
    expect(requestRaw).toHaveBeenCalledTimes(1);
  });
});

describe('one delivery for the worker and for a visitor who waits', () => {
  beforeEach(() => {
    requestRaw.mockReset();
    requestRaw.mockResolvedValue(new Response('{"id": 1}', { status: 201 }));
  });

  const contact: OutboxEntry = { id: 'c1b2c3d4e5f6a7b8c9d0', kind: 'contact', submittedAt: '2026-11-25T10:00:00.000Z', fields: [['name', 'Ana']], files: [] };

  it('takes the same path with the timeout of who waits: 30 s in the background, 15 s for a visitor', async () => {
    await import('@/lib/forms/contact/send');
    expect(await deliver(contact)).toEqual({ kind: 'delivered', status: 201 });
    expect(await deliver(contact, { waiting: true })).toEqual({ kind: 'delivered', status: 201 });
    const timeouts = requestRaw.mock.calls.map(([, path, options]) => [path, (options as { timeoutMs: number }).timeoutMs]);
    expect(timeouts).toEqual([
      ['/api/entry/contact/send', BACKGROUND_TIMEOUT_MS],
      ['/api/entry/contact/send', WAITING_TIMEOUT_MS],
    ]);
  });

  it('keeps an entry of a kind this process never registered for a later attempt', async () => {
    const holder = (globalThis as Record<symbol, unknown>)[Symbol.for('agency.outbox.kinds')] as Map<string, unknown>;
    const saved = holder.get('contact');
    holder.delete('contact');
    try {
      expect(await deliver(contact)).toEqual({ kind: 'retry', reason: 'unregistered_kind' });
    } finally {
      holder.set('contact', saved);
    }
    expect(requestRaw).not.toHaveBeenCalled();
  });
});
