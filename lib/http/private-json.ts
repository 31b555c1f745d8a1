/** Cache-Control for answers meant for one caller at one moment: no browser, proxy or CDN keeps them. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** A JSON answer of the site's own endpoints, never stored by a cache. */
export function privateJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}
