import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { honeypot, optionalText, requiredEmail, requiredText } from '@/lib/forms/fields';
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_LIMITS } from './rules';

/** The privacy page's request form: checked by the browser form and again by its route handler. */
export const privacyRequestSchema = z.object({
  name: requiredText(PRIVACY_REQUEST_LIMITS.name),
  email: requiredEmail(),
  // No choice made is `required`; a value the form never offers is `option`.
  request: z.enum(PRIVACY_REQUEST_KINDS, {
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : 'option'),
  }),
  details: optionalText(PRIVACY_REQUEST_LIMITS.details),
  website: honeypot,
});

/** The browser form's resolver: the form loads this module (and zod with it) on first use (lib/forms/lazy-resolver.ts). */
export const privacyRequestResolver = zodResolver(privacyRequestSchema);

export type PrivacyRequestInput = z.output<typeof privacyRequestSchema>;
export type PrivacyRequestValues = z.input<typeof privacyRequestSchema>;
