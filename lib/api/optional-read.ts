import 'server-only';
import { errorFields, log } from '@/lib/observability/log';
import { isApiError } from './errors';

/**
 * A read a page can do without: on failure it is logged and the page renders the rest (null).
 * Getters already serve the last good value; this covers a cold cache with the backend away.
 */
export async function optionalRead<T>(read: Promise<T>, what: string): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    log.error({ event: 'page.read-unavailable', read: what, ...(isApiError(error) ? { code: error.code, status: error.status } : errorFields(error)) });
    return null;
  }
}
