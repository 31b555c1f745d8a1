import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema } from './schema';

/** Loaded on demand by the contact form (see lazy-resolver.ts); the route handler uses contactSchema itself. */
export const contactResolver = zodResolver(contactSchema);
