import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';

import type { CalendarDate } from '@/lib/talents/age';

import { formatBirthdate, isAcceptableBirthdate, parseBirthdate } from './rules';
import { honeypot, optionalText, requiredEmail, requiredText } from '@/lib/forms/fields';
import { AGENCY_COUNTRY, genderValues, isCountryCode, measureOptions, type Option } from '@/lib/forms/options';
import { isValidPhone } from '@/lib/forms/phone';
import { isBareCallingCode } from '@/lib/forms/phone-rules';
import { isGuardianRelation, isMinorOn } from './guardian';
import { withTypedAnswers, type TypedAnswers } from './typed-answers';

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

/** A phone as typed; the country code the field starts with, alone, is no phone. */
function phoneText() {
  return z.pipe(optionalText(40), z.transform((value: string | undefined) => (value && isBareCallingCode(value) ? undefined : value)));
}

const email = z.email({ error: 'email' });

/** Two e-mail addresses that reach the same mailbox as far as the site can tell (case and spaces aside). */
export function sameAddress(a: string | undefined, b: string | undefined): boolean {
  return !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
}

type GuardianAnswers = {
  birthdate: string;
  /** The applicant's own e-mail: the guardian's must be another (they confirm from their own mailbox). */
  email?: string | undefined;
  country: string;
  guardian_name?: string | undefined;
  guardian_relation?: string | undefined;
  guardian_email?: string | undefined;
  guardian_phone?: string | undefined;
  guardian_accept: boolean;
};

/**
 * The guardian block's errors for an applicant under 18 on `day` (lib/forms/application/guardian.ts), by
 * field; none for an adult, whose guardian fields (hidden, or left empty without JavaScript) are ignored.
 */
export function guardianProblems(answers: GuardianAnswers, day: Date): Array<[field: string, code: string]> {
  if (!isMinorOn(answers.birthdate, day)) return [];
  const problems: Array<[string, string]> = [];
  const name = answers.guardian_name;
  if (!name) problems.push(['guardian_name', 'required']);
  else if (name.length > 120) problems.push(['guardian_name', 'too_long']);
  if (!answers.guardian_relation) problems.push(['guardian_relation', 'required']);
  else if (!isGuardianRelation(answers.guardian_relation)) problems.push(['guardian_relation', 'option']);
  if (!answers.guardian_email) problems.push(['guardian_email', 'required']);
  else if (!z.safeParse(email, answers.guardian_email).success) problems.push(['guardian_email', 'email']);
  else if (sameAddress(answers.guardian_email, answers.email)) problems.push(['guardian_email', 'same_email']);
  if (!answers.guardian_phone) problems.push(['guardian_phone', 'required']);
  else if (!isValidPhone(answers.guardian_phone, answers.country)) problems.push(['guardian_phone', 'phone']);
  if (!answers.guardian_accept) problems.push(['guardian_accept', 'accept']);
  return problems;
}

/** Checks that still run when other fields have errors, so every error shows at once; `fields` are the ones each depends on. */
function unlessFailed(...fields: string[]) {
  return ({ issues }: { issues: ReadonlyArray<{ path?: PropertyKey[] | undefined }> }) =>
    !issues.some(({ path }) => fields.includes(String(path?.[0])));
}

const GUARDIAN_SCHEMA_FIELDS = ['guardian_name', 'guardian_relation', 'guardian_email', 'guardian_phone', 'guardian_accept'];

export type ApplicationSchemaOptions = {
  /** The clock used for the birthdate rules; tests pass a fixed day. */
  now?: () => Date;
};

/**
 * The application's answers. A page without JavaScript types the long lists' answers instead of picking
 * them (lib/forms/application/typed-answers.ts): they are turned into the lists' answers first, then checked
 * as any other.
 */
export function createApplicationSchema(options: ApplicationSchemaOptions = {}) {
  const answers = answersSchema(options);
  return z.pipe(z.transform((input: z.input<typeof answers> & TypedAnswers) => withTypedAnswers(input)), answers);
}

function answersSchema({ now = () => new Date() }: ApplicationSchemaOptions) {
  return z.object({
    realname: requiredText(120),
    father: optionalText(120),
    gender: z.enum(genderValues, {
      error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'option'),
    }),
    email: requiredEmail(),
    // Checked against the chosen country below.
    phone: phoneText(),
    instagr: optionalText(80),
    tiktok: optionalText(80),
    weight: optionalOption(measureOptions('weight')),
    height: requiredOption(measureOptions('height')),
    bust: optionalOption(measureOptions('bust')),
    waist: optionalOption(measureOptions('waist')),
    hips: optionalOption(measureOptions('hips')),
    jeans: optionalOption(measureOptions('jeans')),
    shoes: optionalOption(measureOptions('shoes')),
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
    // Checked only for a minor (guardianProblems), so an adult's hidden or empty guardian fields never stop a send.
    guardian_name: optionalText(254),
    guardian_relation: optionalText(254),
    guardian_email: optionalText(254),
    guardian_phone: phoneText(),
    guardian_accept: z.pipe(z.optional(z.unknown()), z.transform((value: unknown) => CHECKED.has(value))),
  }).check(
    z.refine((answers) => answers.phone === undefined || isValidPhone(answers.phone, answers.country), {
      error: 'phone',
      path: ['phone'],
      // Shown with the other fields' errors, not only once everything else is right.
      when: unlessFailed('phone', 'country'),
    }),
    z.superRefine(
      (answers, context) => {
        for (const [field, code] of guardianProblems(answers, now())) {
          context.addIssue({ code: 'custom', message: code, path: [field], input: answers[field as keyof typeof answers] });
        }
      },
      { when: unlessFailed('birthdate', 'country', ...GUARDIAN_SCHEMA_FIELDS) },
    ),
  );
}

export const applicationSchema = createApplicationSchema();

/** The browser form's resolver: the form loads this module (and zod with it) on first use (lib/forms/lazy-resolver.ts). */
export const applicationResolver = zodResolver(applicationSchema);

export type ApplicationInput = z.output<typeof applicationSchema>;
export type ApplicationFormValues = z.input<typeof applicationSchema>;
