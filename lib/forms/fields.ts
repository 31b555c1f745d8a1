import { z } from 'zod';

// Zod probes for eval with `new Function('')`, which our CSP (no 'unsafe-eval') reports as a violation.
z.config({ jitless: true });

/**
 * Error messages are codes ('required', 'email', 'too_long', …) that the UI translates.
 * Multipart bodies send blank optional inputs as '', so blanks become undefined.
 */
export const ERROR_CODES = [
  'required',
  'email',
  'too_long',
  'phone',
  'option',
  'date',
  'accept',
  'spam',
  'invalid',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function requiredText(max: number) {
  return z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'too_long' });
}

export function optionalText(max: number) {
  return z
    .string({ error: 'invalid' })
    .trim()
    .max(max, { error: 'too_long' })
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

export function requiredEmail() {
  return requiredText(254).pipe(z.email({ error: 'email' }));
}

/** Honeypot: a field hidden from people, so any content means a bot filled the form. */
export const honeypot = z
  .string({ error: 'spam' })
  .trim()
  .max(0, { error: 'spam' })
  .optional()
  .transform(() => undefined);

/** When the form was rendered (ms since epoch), for the route handler's too-fast check. */
export const startedAt = z
  .string({ error: 'invalid' })
  .trim()
  .regex(/^\d{0,16}$/, { error: 'invalid' })
  .optional()
  .transform((value) => (value ? value : undefined));
