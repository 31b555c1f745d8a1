import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';

import { CONTACT_LIMITS } from './rules';
import { honeypot, requiredEmail, requiredText } from '@/lib/forms/fields';
import { isValidPhone } from '@/lib/forms/phone';
import { BRAZIL } from '@/lib/forms/phone-rules';

export { CONTACT_LIMITS };

export const contactSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name),
  email: requiredEmail(),
  // No country field here: any number written with `+`, or a Brazilian one without it.
  phone: requiredText(CONTACT_LIMITS.phone).check(z.refine((value) => value === '' || isValidPhone(value, BRAZIL), { error: 'phone' })),
  message: requiredText(CONTACT_LIMITS.message),
  website: honeypot,
});

/** The browser form's resolver: the form loads this module (and zod with it) on first use (lib/forms/lazy-resolver.ts). */
export const contactResolver = zodResolver(contactSchema);

export type ContactInput = z.output<typeof contactSchema>;
export type ContactFormValues = z.input<typeof contactSchema>;
