/** 201 (the panel took it) and 202 (kept safe, on its way to the panel) both tell the visitor: received. */
export function isReceived(status: number): boolean {
  return status === 201 || status === 202;
}

/** What a form's send came to, as the browser saw it: the site's answer, or none (offline, cut). */
export type SendResult = { kind: 'answer'; status: number; body: unknown; retryAfterSeconds: number | null } | { kind: 'network' };

/** Why a send did not go, the same for both forms (docs/contract.md, "the site's own endpoints"). */
export type SendFailure =
  | { kind: 'network' | 'upstream' | 'tooLarge' | 'type' | 'invalid' | 'tooFast' | 'expired' }
  | { kind: 'busy' | 'rateLimited'; retryAfterSeconds: number };

export type SendReading =
  | { kind: 'received' }
  | {
      kind: 'failed';
      failure: SendFailure;
      /** The server's `{field: code}` (400, 415, 422), else empty. */
      errors: Record<string, string>;
      /** The form token expired: fetch a fresh one before the next try. */
      refreshToken: boolean;
    };

/** `{"errors": {field: code}}` from an answer's body, codes only; anything else is no errors. */
export function answerErrors(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = (body as { errors: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const codes: Record<string, string> = {};
  for (const [field, code] of Object.entries(errors)) if (typeof code === 'string') codes[field] = code;
  return codes;
}

/** The answer to a contact message or an application, read once for both forms: received, or why not. */
export function readSendAnswer(result: SendResult): SendReading {
  if (result.kind === 'network') return failed({ kind: 'network' });
  const { status, retryAfterSeconds } = result;
  if (isReceived(status)) return { kind: 'received' };
  const errors = answerErrors(result.body);
  if (status === 429) return failed({ kind: 'rateLimited', retryAfterSeconds: Math.max(1, retryAfterSeconds ?? 60) });
  if (status === 413) return failed({ kind: 'tooLarge' });
  // More sends arriving at once than the site takes: nothing is lost, the visitor sends again in a moment.
  if (status === 503) return failed({ kind: 'busy', retryAfterSeconds: Math.max(1, retryAfterSeconds ?? 10) });
  if (status === 415) return failed({ kind: 'type' }, errors);
  if (status === 400 || status === 422) {
    if (errors._form === 'expired') return failed({ kind: 'expired' }, errors, true);
    if (errors._form === 'too_fast') return failed({ kind: 'tooFast' }, errors);
    return failed({ kind: 'invalid' }, errors);
  }
  // 502 and anything unforeseen: the panel did not take it and nothing was kept; worth another try.
  return failed({ kind: 'upstream' });
}

function failed(failure: SendFailure, errors: Record<string, string> = {}, refreshToken = false): SendReading {
  return { kind: 'failed', failure, errors, refreshToken };
}
