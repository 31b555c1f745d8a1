import 'server-only';
import { privateJson } from '@/lib/http/private-json';

const json = privateJson;

/** The answers of the site's own endpoints (docs/contract.md); none of them ever carries a stack trace. */
export const formAnswers = {
  /** 201 `{"ok": true}`: the panel took the entry. */
  created: (): Response => json({ ok: true }, 201),
  /** 202 `{"ok": true}`: stored durably, on its way to the panel (the browser shows it as received). */
  accepted: (): Response => json({ ok: true }, 202),
  /**
   * 202 `{"ok": true, "pending": "guardian" | "requester", "days": 7}`: kept, and reaching the panel only
   * once the person mailed follows the link within `days` (lib/confirmations). `sent` adds what the sent
   * page may name (a rights request's `reference` and `request`).
   */
  pending: (pending: 'guardian' | 'requester', days: number, sent?: { reference: string; request: string }): Response =>
    json({ ok: true, pending, days, ...sent }, 202),
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
