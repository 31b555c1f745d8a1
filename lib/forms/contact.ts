import { z } from 'zod';

import { honeypot, requiredEmail, requiredText, startedAt } from './fields';

export const CONTACT_LIMITS = { name: 120, email: 254, phone: 40, message: 5000 } as const;

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
