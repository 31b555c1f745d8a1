/** A body read whole within its cap, or why not (longer than the cap, broken off mid-way, or not in by the deadline). */
export type LimitedBody = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too_large' | 'unreadable' | 'too_slow' };

/**
 * How long a small request body (a form of at most 64 kB, a confirmation) may take to arrive whole:
 * a phone on a 2G link sends the largest in about ten seconds, a usual one in well under a second; a
 * client dripping bytes is cut here instead of holding its connection until the server's own request
 * timeout (five minutes).
 */
export const SMALL_BODY_DEADLINE_MS = 30_000;

const TOO_SLOW = Symbol('too slow');

/** A request or a fetched answer: what is read of it is its headers and its body. */
type Message = { headers: Headers; body: ReadableStream<Uint8Array> | null };

/**
 * Reads a request's or an answer's body up to `maxBytes`: refuses at once when `content-length` says
 * more, and stops reading (cancelling the stream) as soon as the real bytes pass the cap, whatever the
 * header said, so an endless or lying body never fills the memory. With `deadlineMs`, a body not in
 * whole by then is `too_slow`; its stream is left as it is (not cancelled), so an answer still reaches
 * the client, which the caller then sends with `Connection: close`.
 */
export async function readBodyLimited(message: Message, maxBytes: number, { deadlineMs }: { deadlineMs?: number } = {}): Promise<LimitedBody> {
  const declared = Number(message.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) {
    await message.body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'too_large' };
  }
  if (!message.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const late =
    deadlineMs === undefined
      ? null
      : new Promise<typeof TOO_SLOW>((resolve) => {
          timer = setTimeout(() => resolve(TOO_SLOW), deadlineMs);
        });
  try {
    for (;;) {
      let read: ReadableStreamReadResult<Uint8Array> | typeof TOO_SLOW;
      try {
        const next = reader.read();
        // A read left pending at the deadline ends with the connection; nothing waits for it.
        next.catch(() => undefined);
        read = late ? await Promise.race([next, late]) : await next;
      } catch {
        // The other side went away mid-body (or the connection broke): there is nothing whole to read.
        return { ok: false, reason: 'unreadable' };
      }
      if (read === TOO_SLOW) return { ok: false, reason: 'too_slow' };
      const { done, value } = read;
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too_large' };
      }
      chunks.push(value);
    }
  } finally {
    clearTimeout(timer);
  }
  return whole(chunks, size);
}

function whole(chunks: Uint8Array[], size: number): LimitedBody {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
