import { zodResolver } from '@hookform/resolvers/zod';
import { applySchema } from './schema';

/** Loaded on demand by the application form (see lazy-resolver.ts); the route handler uses the schema itself. */
export const applyResolver = zodResolver(applySchema);
