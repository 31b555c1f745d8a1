import 'server-only';
import { log } from '@/lib/observability/log';
import { clientAddress } from '@/lib/http/visitor-address';
import { verifyFormToken } from '@/lib/forms/server/token';
import { formTokenOf } from '@/lib/forms/token-place';
import { busyAnswer, waitForGate } from '@/lib/forms/server/busy-gate';
import { readBuffered, readStreamed, refused, type BufferedBody, type ReadForm, type StreamedBody } from './read-form';
import { consumeRateLimit } from '@/lib/shared-state/rate-limit';
import type { RateLimitOptions } from '@/lib/shared-state/memory-rate-limit';

/**
 * Guards for the site's form endpoints (`POST /api/contact/{lang}`, `/api/get-scouted/{lang}`,
 * `/api/privacy-request/{lang}`): per-address rate limit, a server-signed time-to-submit token read
 * from the request's head before the body, honeypot, a hard body-size cap, and the answers docs/contract.md lists. Those routes are built with
 * formRoute (./route.ts), which refuses cross-site posts first, runs guardFormRequest, then the form's
 * own check; an endpoint outside it (the package picks) calls guardFormRequest itself.
 */

import { formAnswers } from './answers';

export { formAnswers };

// ─── Rate limit ──────────────────────────────────────────────────────────────────────────────

export { takeRateLimit, resetRateLimits, type RateLimitOptions, type RateLimitResult } from '@/lib/shared-state/memory-rate-limit';

// ─── Honeypot and time-to-submit ─────────────────────────────────────────────────────────────

/** The honeypot field's name; people never see it, so any content means a bot filled the form. */
export const HONEYPOT_FIELD = 'website';

export function isHoneypotHit(fields: Record<string, string>): boolean {
  return (fields[HONEYPOT_FIELD] ?? '').trim() !== '';
}

/**
 * A bot that filled the honeypot gets the very answer a person gets (202 `{"ok": true}`), so it learns
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
export function formTokenProblem(token: string | undefined, now = Date.now()): Response | null {
  const check = verifyFormToken(token, now);
  if (check === 'ok') return null;
  return formAnswers.invalid({ _form: check === 'too_fast' ? 'too_fast' : 'expired' });
}

// ─── Body ────────────────────────────────────────────────────────────────────────────────────


// ─── All together ────────────────────────────────────────────────────────────────────────────

/**
 * A few places for sends that hold a lot (photos): past `max` at once a send waits in line, its body
 * unread, `waitMs` at most, then 503 with Retry-After; past `maxWaiting` in line, 503 at once. One
 * address holds `perClient` places at most (lib/forms/server/busy-gate.ts).
 */
export type GateOptions = { max: number; waitMs: number; maxWaiting: number; perClient: number; retryAfterSeconds: number };

export type GuardOptions = (BufferedBody | StreamedBody) & {
  /** Separates the endpoints' rate-limit buckets, e.g. 'contact' or 'application'. */
  scope: string;
  rateLimit?: Omit<RateLimitOptions, 'now'>;
  gate?: GateOptions;
  now?: number;
};

export type GuardedForm =
  /** `release` gives the gate's place back (nothing without a gate): call it once the send is answered. */
  | (ReadForm & { ok: true; release: () => void })
  | { ok: false; response: Response };

/**
 * Runs every guard in the cheapest-first order and parses the form:
 * rate limit (429) → form token from the request's head, lib/forms/token-place.ts (422
 * `{_form: 'too_fast' | 'expired'}`) → the gate's place (503) → media type (415) → size (413) → parse
 * (400) → field caps (413) → honeypot (202 as for a success, nothing sent). The token comes before the
 * place and the body: a send without a good one is answered at once, its body unread, and never holds
 * a place a person's send waits for. A streamed body answers its own limits as it is read (408, 413,
 * 415, 400). The caller then validates `fields` with its zod schema, forwards the entry, and releases
 * the gate's place.
 */
export async function guardFormRequest(request: Request, options: GuardOptions): Promise<GuardedForm> {
  const now = options.now ?? Date.now();
  const client = clientAddress(request);
  const limited = await consumeRateLimit(`${options.scope}:${client}`, { ...options.rateLimit, now });
  if (!limited.ok) return refused(request, formAnswers.tooMany(limited.retryAfterSeconds));
  const tokenProblem = formTokenProblem(formTokenOf(request), now);
  if (tokenProblem) return refused(request, tokenProblem);

  let release = () => undefined as void;
  if (options.gate) {
    const { max, waitMs, maxWaiting, perClient, retryAfterSeconds } = options.gate;
    const pass = await waitForGate(options.scope, max, { waitMs, maxWaiting, client: { key: client, max: perClient } });
    if (pass === null) return refused(request, busyAnswer(retryAfterSeconds));
    release = pass.release;
  }
  const read = options.multipart ? await readStreamed(request, options.multipart, options.scope) : await readBuffered(request, options);
  if (!read.ok) {
    release();
    return read;
  }
  if (isHoneypotHit(read.fields)) {
    release();
    return { ok: false, response: honeypotAnswer(options.scope) };
  }
  return { ...read, release };
}
