/**
 * Where a send carries its signed form token (lib/forms/server/token.ts): in the request's head, never
 * in its body, so the route checks it before it reads a byte of the body or gives the send a place
 * (lib/forms/server/guard.ts). A form's `action` holds it in the query, which a browser posting the
 * form itself (no JavaScript) sends as it is; a hand-made client may send the header instead.
 */

/** The query parameter of a form's action that holds the token. */
export const FORM_TOKEN_QUERY = 't';
/** The request header that may hold the token instead (it wins over the query). */
export const FORM_TOKEN_HEADER = 'x-form-token';

/** `action` (a path, maybe with a query already) with `token` added to its query. */
export function withFormToken(action: string, token: string): string {
  return `${action}${action.includes('?') ? '&' : '?'}${FORM_TOKEN_QUERY}=${encodeURIComponent(token)}`;
}

/** The token a request carries in its head (header first, then the query), or undefined. */
export function formTokenOf(request: Request): string | undefined {
  const header = request.headers.get(FORM_TOKEN_HEADER);
  if (header) return header;
  try {
    return new URL(request.url).searchParams.get(FORM_TOKEN_QUERY) ?? undefined;
  } catch {
    return undefined;
  }
}
