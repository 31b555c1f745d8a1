/** A body read whole within its cap, or why not (longer than the cap, or broken off mid-way). */
export type LimitedBody = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too_large' | 'unreadable' };

/** A request or a fetched answer: what is read of it is its headers and its body. */
type Message = { headers: Headers; body: ReadableStream<Uint8Array> | null };

/**
 * Reads a request's or an answer's body up to `maxBytes`: refuses at once when `content-length` says
 * more, and stops reading (cancelling the stream) as soon as the real bytes pass the cap, whatever the
 * header said, so an endless or lying body never fills the memory.
 */
export async function readBodyLimited(message: Message, maxBytes: number): Promise<LimitedBody> {
  const declared = Number(message.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) {
    await message.body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'too_large' };
  }
  if (!message.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch {
      // The other side went away mid-body (or the connection broke): there is nothing whole to read.
      return { ok: false, reason: 'unreadable' };
    }
    const { done, value } = read;
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too_large' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
