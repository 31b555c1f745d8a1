import 'server-only';

/**
 * A read a page can do without: on failure it is logged and the page renders the rest (null).
 * Getters already serve the last good value; this covers a cold cache with the backend away.
 */
export async function optionalRead<T>(read: Promise<T>, what: string): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    console.error(`[page] ${what} unavailable:`, error instanceof Error ? error.message : error);
    return null;
  }
}
