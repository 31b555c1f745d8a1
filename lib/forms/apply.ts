import { z } from 'zod';

import { ageOn, isRealDate, type CalendarDate } from '@/lib/talents/age';

import { honeypot, optionalText, requiredEmail, requiredText, startedAt } from './fields';
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
} from './options';
import { isValidPhone } from './phone';

export const PHOTO_SLOTS = ['image_1', 'image_2', 'image_3', 'image_4'] as const;
export type PhotoSlot = (typeof PHOTO_SLOTS)[number];
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_TOTAL_BYTES = 36 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

export const BIRTHDATE_MIN_AGE = 1;
export const BIRTHDATE_MAX_AGE = 100;

const birthdatePattern = /^(\d{4})([/-])(\d{2})\2(\d{2})$/;

/** Reads the picker's 'yyyy/MM/dd' ('yyyy-MM-dd' is tolerated); null unless it is a real date. */
export function parseBirthdate(value: string): CalendarDate | null {
  const match = birthdatePattern.exec(value.trim());
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[3]), day: Number(match[4]) };
  return isRealDate(date.year, date.month, date.day) ? date : null;
}

/** A real date, not in the future, giving an age from 1 to 100 on `today`. */
export function isAcceptableBirthdate(value: string, today: Date): boolean {
  const birth = parseBirthdate(value);
  if (!birth) return false;
  const age = ageOn(birth, today);
  return age !== null && age >= BIRTHDATE_MIN_AGE && age <= BIRTHDATE_MAX_AGE;
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

function formatBirthdate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}/${pad(month, 2)}/${pad(day, 2)}`;
}

function valueSet(options: Option[]): ReadonlySet<string> {
  return new Set(options.map((option) => option.value));
}

function optionalOption(options: Option[]) {
  const allowed = valueSet(options);
  return optionalText(32).refine((value) => value === undefined || allowed.has(value), { error: 'option' });
}

function requiredOption(options: Option[]) {
  const allowed = valueSet(options);
  return z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .refine((value) => value === '' || allowed.has(value), { error: 'option' });
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
    phone: optionalText(40).refine((value) => value === undefined || isValidPhone(value), { error: 'phone' }),
    instagr: optionalText(80),
    tiktok: optionalText(80),
    weight: optionalOption(weightOptions()),
    height: requiredOption(heightOptions()),
    bust: optionalOption(bustOptions()),
    waist: optionalOption(waistOptions()),
    hips: optionalOption(hipsOptions()),
    jeans: optionalOption(jeansOptions()),
    shoes: optionalOption(shoeOptions()),
    birthdate: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .refine((value) => value === '' || isAcceptableBirthdate(value, now()), { error: 'date' })
      .transform((value) => formatBirthdate(parseBirthdate(value) as CalendarDate)),
    country: z
      .string({ error: 'option' })
      .trim()
      .optional()
      .transform((value) => (value ? value.toUpperCase() : AGENCY_COUNTRY))
      .refine(isCountryCode, { error: 'option' }),
    id_city: optionalText(12).refine((value) => value === undefined || /^\d+$/.test(value), { error: 'option' }),
    // Multipart bodies carry the checkbox as 'on' or 'true'; the browser form as a boolean.
    accept: z
      .unknown()
      .refine((value) => CHECKED.has(value), { error: 'accept' })
      .transform(() => true as const),
    website: honeypot,
    startedAt,
  });
}

export const applySchema = createApplySchema();

export type ApplyInput = z.output<typeof applySchema>;
export type ApplyFormValues = z.input<typeof applySchema>;
