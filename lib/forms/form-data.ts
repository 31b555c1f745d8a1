import type * as z from 'zod/mini';

/** Issues not tied to a field (a refinement on the whole object) are reported under this key. */
export const FORM_ERROR_KEY = '_form';

/** `{ field: code }` with the first issue of each field, for the `422 {"errors": …}` answer. */
export function errorsToCodes(error: z.core.$ZodError): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const issue of error.issues) {
    const head = issue.path[0];
    const field = head === undefined ? FORM_ERROR_KEY : String(head);
    if (!(field in codes)) codes[field] = issue.message;
  }
  return codes;
}
