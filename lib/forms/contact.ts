import * as z from 'zod/mini';

import { CONTACT_LIMITS } from './contact-rules';
import { honeypot, requiredEmail, requiredText, startedAt } from './fields';

export { CONTACT_LIMITS };

export const contactSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name),
  email: requiredEmail(),
  phone: requiredText(CONTACT_LIMITS.phone),
  message: requiredText(CONTACT_LIMITS.message),
  website: honeypot,
  startedAt,
});

export type ContactInput = z.output<typeof contactSchema>;
export type ContactFormValues = z.input<typeof contactSchema>;
