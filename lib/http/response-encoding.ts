import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import compression from 'next/dist/compiled/compression';
import fresh from 'next/dist/compiled/fresh';
import { generateETag } from 'next/dist/server/lib/etag';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';
import { negotiatedCompression } from './accept-encoding';

/**
 * How the site's answers are encoded, in one place, instead of Next.js's `compress` and
 * `generateEtags` (both off in next.config.ts):
 *
 * - every answer goes through the compression middleware Next.js itself uses (gzip or deflate from
 *   1 kB on for compressible types, `Vary: Accept-Encoding`), started for each request before Next
 *   sees it (installResponseEncoding, from instrumentation.ts);
 * - a page or React payload that Next.js hands over whole (a stored page: one `res.end(body)`) gets
 *   the ETag Next.js gives it (its own function, the same value), the 304 when the visitor's copy is
 *   current, and its gzip, each worked out once per distinct body and kept in a bounded memory. A
 *   cached page then costs a lookup instead of hashing and compressing its 30–100 kB again for every
 *   request (the two were 35–45 % of a cached page's main thread). Everything else (streamed pages,
 *   route handlers, files, deflate) takes the middleware's own path, as before.
 *
 * No `server-only`: instrumentation.ts and unit tests load it directly.
 */

/** What a whole body costs once: its ETag, and its gzip when a visitor first asked for one. */
type Encoded = { etag: string; gzip: Buffer | null; bytes: number };
type Memory = { bodies: Map<string, Encoded>; bytes: number };

/** About 200 pages in both languages with their payloads; the oldest body goes first. */
export const ENCODED_BODIES_LIMIT = { entries: 512, bytes: 48 * 1024 * 1024 };

const memory = () => processGlobal('agency.http.encodedBodies', (): Memory => ({ bodies: new Map(), bytes: 0 }));

function evict(store: Memory): void {
  while (store.bodies.size > ENCODED_BODIES_LIMIT.entries || store.bytes > ENCODED_BODIES_LIMIT.bytes) {
    const oldest = store.bodies.entries().next();
    if (oldest.done) return;
    store.bodies.delete(oldest.value[0]);
    store.bytes -= oldest.value[1].bytes;
  }
}

/** The body's ETag and (once asked) gzip; a body seen before is found by its content, whatever string holds it. */
export function encodedBody(body: string, withGzip: boolean): Encoded {
  const store = memory();
  let entry = store.bodies.get(body);
  if (!entry) {
    entry = { etag: generateETag(body), gzip: null, bytes: body.length };
    store.bodies.set(body, entry);
    store.bytes += entry.bytes;
  }
  if (withGzip && entry.gzip === null) {
    // zlib's defaults, as the middleware's gzip stream: the same bytes it would send.
    entry.gzip = gzipSync(body);
    entry.bytes += entry.gzip.length;
    store.bytes += entry.gzip.length;
  }
  evict(store);
  return entry;
}

export function forgetEncodedBodies(): void {
  const store = memory();
  store.bodies.clear();
  store.bytes = 0;
}

/** The middleware's own thresholds and tests (next/dist/compiled/compression). */
const THRESHOLD_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;
/** What Next.js's sendRenderResult sends whole: a page's HTML or its React payload. */
const WHOLE_BODY_TYPE = /^text\/(?:html|x-component)\b/i;

/** The middleware's `end`, called as Next.js calls it. */
type End = (this: ServerResponse, ...args: unknown[]) => ServerResponse;

/**
 * Answers a whole page body when it is one: ETag (and 304) as Next.js's sendRenderResult gave them,
 * then the stored gzip when the middleware would have gzipped it. Returns null when the middleware
 * is to send it (not such a body, or deflate or identity chosen; the ETag is then already set).
 */
function answerWholeBody(request: IncomingMessage, response: ServerResponse, body: string, end: End): ServerResponse | null {
  const type = response.getHeader('Content-Type');
  if (response.headersSent || typeof type !== 'string' || !WHOLE_BODY_TYPE.test(type) || response.hasHeader('ETag')) return null;
  const encoding = response.getHeader('Content-Encoding');
  const cacheControl = response.getHeader('Cache-Control');
  const gzip =
    request.method !== 'HEAD' &&
    (encoding === undefined || encoding === 'identity') &&
    !(typeof cacheControl === 'string' && NO_TRANSFORM.test(cacheControl)) &&
    Buffer.byteLength(body) >= THRESHOLD_BYTES &&
    negotiatedCompression(headerValue(request.headers['accept-encoding'])) === 'gzip';
  const entry = encodedBody(body, gzip);
  response.setHeader('ETag', entry.etag);
  if (fresh(request.headers, { etag: entry.etag })) {
    // Next.js answers 304 before it sets the type and length of the body it does not send.
    response.statusCode = 304;
    response.removeHeader('Content-Type');
    response.removeHeader('Content-Length');
    return end.call(response);
  }
  if (!gzip || !entry.gzip) return null;
  response.setHeader('Content-Encoding', 'gzip');
  response.setHeader('Content-Length', entry.gzip.length);
  return end.call(response, entry.gzip);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The middleware's own filter (a compressible type), reading a one-item list as its value: Next.js
 * sets a route handler's headers as lists (`['text/html; charset=utf-8']`), which the filter would
 * take for no type at all, leaving a roster's next cards (36 kB of HTML) uncompressed.
 */
function compressibleAnswer(request: IncomingMessage, response: ServerResponse): boolean {
  const type = response.getHeader('Content-Type');
  const only = Array.isArray(type) && type.length === 1 ? type[0] : undefined;
  if (only !== undefined) response.setHeader('Content-Type', only);
  return compression.filter(request, response);
}

/** Compression for one request (as Next.js's router server starts it), with whole bodies answered from memory. */
export function encodeResponses(request: IncomingMessage, response: ServerResponse): void {
  compression({ filter: compressibleAnswer })(request, response, () => undefined);
  // On a client that goes away the middleware never ends its zlib stream (Next.js releases it the same way).
  response.once('close', () => {
    if (!response.writableFinished) releaseCompressionStream(response);
  });
  const end = response.end as unknown as End;
  response.end = function endWithStoredEncoding(this: ServerResponse, ...args: unknown[]) {
    const [chunk, encoding] = args;
    // Only `end(body)` as Next.js calls it: a callback or another encoding goes the middleware's way.
    if (typeof chunk === 'string' && (args.length === 1 || (args.length === 2 && (encoding === 'utf8' || encoding === 'utf-8')))) {
      const answered = answerWholeBody(request, this, chunk, end);
      if (answered) return answered;
    }
    return end.apply(this, args);
  } as ServerResponse['end'];
}

/** Runs encodeResponses on every request of this process, before Next.js sees it. Idempotent. */
export async function installResponseEncoding(): Promise<void> {
  const hook = processGlobal('agency.http.responseEncodingHook', () => ({ installed: false }));
  if (hook.installed) return;
  const { subscribe } = await import('node:diagnostics_channel');
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    encodeResponses(request, response);
  });
  hook.installed = true;
}
