import * as z from 'zod/mini';

import type { CalendarDate } from '@/lib/talents/age';

import { formatBirthdate, isAcceptableBirthdate, parseBirthdate } from './rules';
import { honeypot, optionalText, requiredEmail, requiredText } from '@/lib/forms/fields';
import {
  AGENCY_COUNTRY,
  bustOptions,
  genderValues,
  heightOptions,
  hipsOptions,
  isCountryCode,
  jeansOptions,
  shoeOptions,
  waistOptions,
  weightOptions,
  type Option,
} from '@/lib/forms/options';
import { isValidPhone } from '@/lib/forms/phone';

// The rules live in ./apply-rules (no zod) so the form and the photo code can use them without the schema.
export * from './rules';

function valueSet(options: Option[]): ReadonlySet<string> {
  return new Set(options.map((option) => option.value));
}

function optionalOption(options: Option[]) {
  const allowed = valueSet(options);
  return optionalText(32).check(z.refine((value) => value === undefined || allowed.has(value), { error: 'option' }));
}

function requiredOption(options: Option[]) {
  const allowed = valueSet(options);
  return z
    .string({ error: 'required' })
    .check(z.trim(), z.minLength(1, { error: 'required' }), z.refine((value) => value === '' || allowed.has(value), { error: 'option' }));
}

const CHECKED = new Set<unknown>([true, 'true', 'on']);

export type ApplySchemaOptions = {
  /** The clock used for the birthdate rules; tests pass a fixed day. */
  now?: () => Date;
};

export function createApplySchema({ now = () => new Date() }: ApplySchemaOptions = {}) {
  return z.object({
    realname: requiredText(120),
    father: optionalText(120),
    gender: z.enum(genderValues, {
      error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'option'),
    }),
    email: requiredEmail(),
    // Checked against the chosen country below.
    phone: optionalText(40),
    instagr: optionalText(80),
    tiktok: optionalText(80),
    weight: optionalOption(weightOptions()),
    height: requiredOption(heightOptions()),
    bust: optionalOption(bustOptions()),
    waist: optionalOption(waistOptions()),
    hips: optionalOption(hipsOptions()),
    jeans: optionalOption(jeansOptions()),
    shoes: optionalOption(shoeOptions()),
    birthdate: z.pipe(
      z
        .string({ error: 'required' })
        .check(
          z.trim(),
          z.minLength(1, { error: 'required' }),
          z.refine((value) => value === '' || isAcceptableBirthdate(value, now()), { error: 'date' }),
        ),
      z.transform((value: string) => formatBirthdate(parseBirthdate(value) as CalendarDate)),
    ),
    country: z
      .pipe(
        z.optional(z.string({ error: 'option' }).check(z.trim())),
        z.transform((value: string | undefined) => (value ? value.toUpperCase() : AGENCY_COUNTRY)),
      )
      .check(z.refine(isCountryCode, { error: 'option' })),
    id_city: optionalText(12).check(z.refine((value) => value === undefined || /^\d+$/.test(value), { error: 'option' })),
    // Multipart bodies carry the checkbox as 'on' or 'true'; the browser form as a boolean.
    accept: z.pipe(
      z.unknown().check(z.refine((value) => CHECKED.has(value), { error: 'accept' })),
      z.transform(() => true as const),
    ),
    website: honeypot,
  }).check(
    z.refine((answers) => answers.phone === undefined || isValidPhone(answers.phone, answers.country), {
      error: 'phone',
      path: ['phone'],
      // Shown with the other fields' errors, not only once everything else is right.
      when: ({ issues }) => !issues.some(({ path }) => path?.[0] === 'phone' || path?.[0] === 'country'),
    }),
  );
}

export const applySchema = createApplySchema();

export type ApplyInput = z.output<typeof applySchema>;
export type ApplyFormValues = z.input<typeof applySchema>;
