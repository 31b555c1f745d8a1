import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MultipartError, parseMultipart, type MultipartLimits } from '@/lib/forms/server/multipart';

/** A body that comes as the test says: chunks with pauses between them, then (maybe) its end. */
function drippedRequest(chunks: Array<{ bytes: Uint8Array; afterMs: number }>, end = true): { request: Request; cancelled: () => boolean } {
  let cancelled = false;
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = chunks[index++];
      if (!next) {
        if (end) controller.close();
        else await new Promise(() => undefined);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, next.afterMs));
      controller.enqueue(next.bytes);
    },
    cancel() {
      cancelled = true;
    },
  });
  const request = new Request('http://localhost/api/get-scouted/pt', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, cancelled: () => cancelled };
}

const BOUNDARY = 'pace-boundary';
const FORM = new TextEncoder().encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="realname"\r\n\r\nAna\r\n--${BOUNDARY}--\r\n`);

const limits = (pace: MultipartLimits['pace']): MultipartLimits => ({
  maxFileBytes: 1024,
  maxTotalBytes: 64 * 1024,
  maxFields: 5,
  maxFieldBytes: 1024,
  fileFields: ['image_1'],
  pace,
});

function multipartError(error: unknown): MultipartError {
  expect(error).toBeInstanceOf(MultipartError);
  return error as MultipartError;
}

/**
 * The body's pauses and the parser's pace are both measured on a fake clock (setTimeout and Date):
 * the test moves it on, so a busy machine can neither make a fair body look slow nor a cut come late.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Runs the parse with the clock moved on until it settles: the answer, and how long it took on that clock. */
async function parseOnClock(request: Request, pace: MultipartLimits['pace']) {
  const started = Date.now();
  const parsed = parseMultipart(request, limits(pace)).then(
    (body) => ({ body, error: null, tookMs: Date.now() - started }),
    (error: unknown) => ({ body: null, error, tookMs: Date.now() - started }),
  );
  await vi.runAllTimersAsync();
  return parsed;
}

describe('parseMultipart pace', () => {
  it('reads a body that comes at a fair pace, slow start included', async () => {
    const { request } = drippedRequest([
      { bytes: FORM.subarray(0, 20), afterMs: 150 },
      { bytes: FORM.subarray(20), afterMs: 20 },
    ]);
    const { body, error } = await parseOnClock(request, { deadlineMs: 5_000, minBytesPerSecond: 1_000, graceMs: 1_500 });
    expect(error).toBeNull();
    expect(body?.fields).toEqual({ realname: 'Ana' });
  });

  it('cuts a body that drips below the rate once the grace has passed: 408 too_slow, the stream left for the answer', async () => {
    // One byte every 60 ms: 16 bytes a second against a floor of 1000.
    const drip = Array.from(FORM.subarray(0, 30), (byte) => ({ bytes: new Uint8Array([byte]), afterMs: 60 }));
    const { request, cancelled } = drippedRequest(drip, false);
    const { error, tookMs } = await parseOnClock(request, { deadlineMs: 5_000, minBytesPerSecond: 1_000, graceMs: 200 });
    const cut = multipartError(error);
    expect([cut.code, cut.status]).toEqual(['too_slow', 408]);
    expect(tookMs).toBeLessThan(2_000);
    expect(cancelled()).toBe(false);
  });

  it('cuts a body that sends nothing at all', async () => {
    const { request } = drippedRequest([], false);
    const { error } = await parseOnClock(request, { deadlineMs: 5_000, minBytesPerSecond: 1_000, graceMs: 150 });
    expect(multipartError(error).code).toBe('too_slow');
  });

  it('cuts a body not all in by the deadline, however fast it started', async () => {
    const steady = Array.from({ length: 40 }, () => ({ bytes: new Uint8Array(2_000), afterMs: 25 }));
    const { request } = drippedRequest(steady, false);
    const { error, tookMs } = await parseOnClock(request, { deadlineMs: 300, minBytesPerSecond: 1_000, graceMs: 100 });
    expect(multipartError(error).code).toBe('too_slow');
    expect(tookMs).toBeLessThan(1_000);
  });

  it('still stops a body past the total size, and lets go of the stream', async () => {
    const flood = Array.from({ length: 40 }, () => ({ bytes: new Uint8Array(4_096), afterMs: 0 }));
    const { request, cancelled } = drippedRequest(flood, false);
    const { error } = await parseOnClock(request, { deadlineMs: 5_000, minBytesPerSecond: 1_000, graceMs: 200 });
    expect(multipartError(error).code).toBe('too_large');
    expect(cancelled()).toBe(true);
  });
});
