import * as z from 'zod/mini';
import { errorsToCodes } from '@/lib/forms/form-data';

/** The error code of each field `schema` refuses in `input` (none when it passes), as the forms read them. */
export function schemaCodes(schema: z.core.$ZodType, input: unknown): Record<string, string> {
  const result = z.safeParse(schema, input);
  return result.success ? {} : errorsToCodes(result.error);
}
