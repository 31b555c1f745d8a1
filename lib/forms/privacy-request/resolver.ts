import { zodResolver } from '@hookform/resolvers/zod';
import { privacyRequestSchema } from './schema';

/** Loaded on demand by the request form (see lazy-resolver.ts); the route handler uses privacyRequestSchema itself. */
export const privacyRequestResolver = zodResolver(privacyRequestSchema);
