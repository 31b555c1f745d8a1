import type { z } from 'zod';
import { errorsToCodes } from '@/lib/forms/form-data';

/** The error code of each field `schema` refuses in `input` (none when it passes), as the forms read them. */
export function schemaCodes(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : errorsToCodes(result.error);
}
