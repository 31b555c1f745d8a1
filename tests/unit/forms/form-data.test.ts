import { z } from 'zod';

import { contactSchema } from '@/lib/forms/contact/schema';
import { errorsToCodes } from '@/lib/forms/form-data';

describe('errorsToCodes', () => {
  it('maps each field to the code of its first issue', () => {
    const result = contactSchema.safeParse({ name: '', email: '', phone: 'x', message: 'a'.repeat(5001) });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(errorsToCodes(result.error)).toEqual({ name: 'required', email: 'required', phone: 'phone', message: 'too_long' });
  });

  it('reports issues of the whole form under _form', () => {
    const schema = z.object({ a: z.string() }).refine(() => false, { error: 'mismatch' });
    const result = schema.safeParse({ a: 'x' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(errorsToCodes(result.error)).toEqual({ _form: 'mismatch' });
  });
});
