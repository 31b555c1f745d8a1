import 'server-only';
import { env } from '@/lib/config/env';
import { log } from '@/lib/observability/log';
import { addressBucket, PEER_HEADER, peerHookInstalled, resolveClientAddress, type TrustedProxies } from '@/lib/http/client-address';
import { FORM_TOKEN_FIELD, verifyFormToken } from '@/lib/forms/server/token';
import { consumeRateLimit } from '@/lib/shared-state/rate-limit';
import type { RateLimitOptions } from '@/lib/shared-state/memory-rate-limit';
import { privateJson } from '../../http/private-json';

/**
 * Guards for the site's form endpoints (`POST /api/contact/{lang}`, `POST /api/get-scouted/{lang}`):
 * per-address rate limit, honeypot, a server-signed time-to-submit token, a hard body-size cap, and
 * the answers docs/contract.md lists. The routes refuse cross-site posts first (lib/http/cross-site.ts).
 *
 * Typical use in a route handler:
 *
 *   const guarded = await guardFormRequest(request, { scope: 'contact', maxBytes: 64 * 1024 });
 *   if (!guarded.ok) return guarded.response;
 *   const parsed = schema.safeParse(guarded.fields);
 *   if (!parsed.success) return formAnswers.invalid(errorsToCodes(parsed.error));
 *   return answerEntrySend(() => sendEntry('contact', payload));   // lib/forms/server/entry-answer.ts
 */

const json = privateJson;

/** The answers of the site's own endpoints (docs/contract.md); none of them ever carries a stack trace. */
export const formAnswers = {
  /** 201 `{"ok": true}`: the panel took the entry. */
  created: (): Response => json({ ok: true }, 201),
  /** 202 `{"ok": true}`: stored durably, on its way to the panel (the browser shows it as received). */
  accepted: (): Response => json({ ok: true }, 202),
  /** 422 (or 400 for a body that cannot be read) `{"errors": {field: code}}`. */
  invalid: (errors: Record<string, string>, status: 400 | 422 = 422): Response => json({ errors }, status),
  /** 413: the body is larger than the endpoint accepts. */
  tooLarge: (): Response => json({ error: 'too_large' }, 413),
  /**
   * 408: the body came too slowly (lib/forms/server/multipart.ts, `pace`); the connection is closed after the
   * answer, so what the client still drips goes nowhere.
   */
  tooSlow: (): Response => json({ error: 'too_slow' }, 408, { Connection: 'close' }),
  /** 415: not multipart/form-data (or a urlencoded form). */
  unsupportedMediaType: (): Response => json({ error: 'unsupported_media_type' }, 415),
  /** 429 with `Retry-After` in whole seconds. */
  tooMany: (retryAfterSeconds: number): Response =>
    json({ error: 'rate_limited' }, 429, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) }),
  /** 502 `{"error": "upstream"}`: the panel did not take it. */
  upstream: (): Response => json({ error: 'upstream' }, 502),
};

// ─── Client address ──────────────────────────────────────────────────────────────────────────

/**
 * The visitor's rate-limit bucket: the socket address, or the first untrusted hop of
 * `x-forwarded-for` when the socket is a trusted proxy (TRUSTED_PROXIES); IPv6 per /64.
 */
export function clientAddress(request: Request, trusted: TrustedProxies = env.TRUSTED_PROXIES): string {
  const forwarded = request.headers.get('x-forwarded-for');
  // Outside `next start` (no stamped peer) the nearest hop Next or a proxy recorded stands in for the socket.
  const peer = peerHookInstalled() ? request.headers.get(PEER_HEADER) : (forwarded?.split(',').at(-1)?.trim() ?? null);
  const address = resolveClientAddress(peer, forwarded, trusted);
  return address === null ? 'unknown' : addressBucket(address);
}

// ─── Rate limit ──────────────────────────────────────────────────────────────────────────────

export { takeRateLimit, resetRateLimits, type RateLimitOptions, type RateLimitResult } from '@/lib/shared-state/memory-rate-limit';

// ─── Honeypot and time-to-submit ─────────────────────────────────────────────────────────────

/** The honeypot field's name; people never see it, so any content means a bot filled the form. */
export const HONEYPOT_FIELD = 'website';

export function isHoneypotHit(fields: Record<string, string>): boolean {
  return (fields[HONEYPOT_FIELD] ?? '').trim() !== '';
}

/**
 * A bot that filled the honeypot gets the very answer a person gets (201 `{"ok": true}`), so it learns
 * nothing to adapt to; nothing is forwarded, and only the event and the form are logged.
 */
export function honeypotAnswer(form: string): Response {
  log.info({ event: 'form.honeypot', form });
  // What a person's send gets (kept, on its way to the panel), so a bot cannot tell it was caught.
  return formAnswers.accepted();
}

/**
 * The time trap: null when the form's signed token (lib/forms/server/token.ts) is good, else the answer,
 * 422 `{_form: 'too_fast'}` for a send within MIN_FORM_AGE_MS of the form appearing, 422
 * `{_form: 'expired'}` for a token missing, forged or older than MAX_FORM_AGE_MS.
 */
export function formTokenProblem(fields: Record<string, string>, now = Date.now()): Response | null {
  const check = verifyFormToken(fields[FORM_TOKEN_FIELD], now);
  if (check === 'ok') return null;
  return formAnswers.invalid({ _form: check === 'too_fast' ? 'too_fast' : 'expired' });
}

// ─── Body size ───────────────────────────────────────────────────────────────────────────────

export type LimitedBody = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too_large' | 'unreadable' };

/**
 * Reads the body up to `maxBytes`: refuses at once when `content-length` says more, and stops
 * reading (cancelling the stream) as soon as the real bytes pass the cap, whatever the header said.
 */
export async function readBodyLimited(request: Request, maxBytes: number): Promise<LimitedBody> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'too_large' };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch {
      // The client went away mid-body (or the connection broke): there is no form to read.
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

// ─── All together ────────────────────────────────────────────────────────────────────────────

export type GuardOptions = {
  /** Separates the endpoints' rate-limit buckets, e.g. 'contact' or 'get-scouted'. */
  scope: string;
  /** Hard cap of the whole body in bytes. */
  maxBytes: number;
  /** Cap of each text field in characters (default 10 000); a longer one is a 413. */
  maxFieldChars?: number;
  rateLimit?: Omit<RateLimitOptions, 'now'>;
  now?: number;
};

export type GuardedForm =
  | { ok: true; formData: FormData; fields: Record<string, string> }
  | { ok: false; response: Response };

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

/**
 * Runs every guard in the cheapest-first order and parses the form:
 * rate limit (429) → media type (415) → size (413) → parse (400) → field caps (413) →
 * honeypot (201 as for a success, nothing sent) → form token (422 `{_form: 'too_fast' | 'expired'}`).
 * The caller then validates `fields` with its zod schema and forwards the entry.
 */
export async function guardFormRequest(request: Request, options: GuardOptions): Promise<GuardedForm> {
  const now = options.now ?? Date.now();
  const limited = await consumeRateLimit(`${options.scope}:${clientAddress(request)}`, { ...options.rateLimit, now });
  if (!limited.ok) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, response: formAnswers.tooMany(limited.retryAfterSeconds) };
  }

  const type = request.headers.get('content-type') ?? '';
  if (!FORM_TYPES.test(type)) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, response: formAnswers.unsupportedMediaType() };
  }

  const body = await readBodyLimited(request, options.maxBytes);
  if (!body.ok) {
    return { ok: false, response: body.reason === 'too_large' ? formAnswers.tooLarge() : formAnswers.invalid({ _form: 'invalid' }, 400) };
  }

  let formData: FormData;
  try {
    formData = await new Response(body.bytes as BodyInit, { headers: { 'content-type': type } }).formData();
  } catch {
    return { ok: false, response: formAnswers.invalid({ _form: 'invalid' }, 400) };
  }

  const fields: Record<string, string> = {};
  const maxFieldChars = options.maxFieldChars ?? 10_000;
  for (const [name, value] of formData.entries()) {
    if (typeof value !== 'string') continue;
    if (value.length > maxFieldChars) return { ok: false, response: formAnswers.tooLarge() };
    fields[name] = value;
  }

  if (isHoneypotHit(fields)) return { ok: false, response: honeypotAnswer(options.scope) };
  const tokenProblem = formTokenProblem(fields, now);
  if (tokenProblem) return { ok: false, response: tokenProblem };
  return { ok: true, formData, fields };
}
