import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { requiredText, optionalText } from '@/lib/forms/fields';
import { earliestHoldDay, HOLD_LIMITS, isCalendarDay } from './hold-rules';

export { HOLD_LIMITS };

const day = requiredText(10).check(z.refine(isCalendarDay, { error: 'date' }));

/**
 * A hold request, checked with this one schema in the browser (react-hook-form) and again by the route
 * (`POST /api/packages/{token}/holds`). Whether the talent is in the package only the route can tell.
 */
export const holdSchema = z
  .object({
    talent_id: z.pipe(
      z.string({ error: 'required' }).check(z.trim(), z.minLength(1, { error: 'required' }), z.regex(/^\d{1,12}$/, { error: 'invalid' })),
      z.transform(Number),
    ),
    from: day.check(z.refine((value) => !isCalendarDay(value) || value >= earliestHoldDay(), { error: 'date_past' })),
    to: day,
    name: requiredText(HOLD_LIMITS.name),
    email: z.pipe(requiredText(HOLD_LIMITS.email), z.email({ error: 'email' })),
    note: optionalText(HOLD_LIMITS.note),
  })
  .check(
    z.refine((value) => !isCalendarDay(value.from) || !isCalendarDay(value.to) || value.to >= value.from, { error: 'date_order', path: ['to'] }),
  );

/** The browser form's resolver: the hold form's code loads this module (and zod with it) on first use. */
export const holdResolver = zodResolver(holdSchema);

export type HoldInput = z.output<typeof holdSchema>;
export type HoldFormValues = z.input<typeof holdSchema>;
