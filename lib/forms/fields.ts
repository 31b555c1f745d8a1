// zod/mini: the same schemas in the browser at a fraction of classic zod's weight (~6 kB gzip
// instead of ~30 kB for these forms); the route handlers validate with these same schemas.
import * as z from 'zod/mini';

// Zod probes for eval with `new Function('')`, which our CSP (no 'unsafe-eval') reports as a violation.
z.config({ jitless: true });

export { ERROR_CODES, type ErrorCode } from './codes';

export function requiredText(max: number) {
  return z.string({ error: 'required' }).check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(max, { error: 'too_long' }));
}

export function optionalText(max: number) {
  return z.pipe(
    z.optional(z.string({ error: 'invalid' }).check(z.trim(), z.maxLength(max, { error: 'too_long' }))),
    z.transform((value: string | undefined) => (value === '' ? undefined : value)),
  );
}

export function requiredEmail() {
  return z.pipe(requiredText(254), z.email({ error: 'email' }));
}

/** Honeypot: a field hidden from people, so any content means a bot filled the form. */
export const honeypot = z.pipe(
  z.optional(z.string({ error: 'spam' }).check(z.trim(), z.maxLength(0, { error: 'spam' }))),
  z.transform(() => undefined),
);
