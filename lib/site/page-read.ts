import 'server-only';
import { isApiError, type ApiErrorCode } from '@/lib/api/errors';
import { PageError } from './page-error';

/**
 * A page's backend read: a backend failure becomes the error screen with 503 and the failure's code
 * (`timeout`, `unreachable`, …) as its message; `onUnavailable` hears the code first. Other errors pass.
 */
export async function readForPage<T>(read: () => Promise<T>, onUnavailable?: (code: ApiErrorCode) => void): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isApiError(error)) throw error;
    onUnavailable?.(error.code);
    throw new PageError(503, error.code);
  }
}
