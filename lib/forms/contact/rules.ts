import type { ResultForm } from '@/lib/forms/result';

/** The contact form as its result pages see it. */
export const CONTACT_RESULT: ResultForm = {
  kind: 'contact',
  endpoint: '/api/contact',
  fields: ['name', 'email', 'phone', 'message'],
  pages: { form: '/contact', sent: '/contact/sent', notSent: '/contact/not-sent' },
};

/** Field lengths of the contact form, shared by the schema and the form (no zod here). */
export const CONTACT_LIMITS = { name: 120, email: 254, phone: 40, message: 5000 } as const;
