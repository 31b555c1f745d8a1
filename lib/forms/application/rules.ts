import { PANEL_ONLY_FIELDS, type ResultForm } from '@/lib/forms/result';
import { ageOn, isRealDate, type CalendarDate } from '@/lib/talents/age';
import { APPLICATION_VISITOR_FIELDS } from './fields';

/**
 * What the application form and its route handler agree on besides the schema: photo slots,
 * sizes and types, and the birthdate rules. No zod here, so the browser can use these in the
 * first load and fetch the schema only when the form is first validated.
 */
export const PHOTO_SLOTS = ['image_1', 'image_2', 'image_3', 'image_4'] as const;
export type PhotoSlot = (typeof PHOTO_SLOTS)[number];

/**
 * Every answer of the form as it appears on screen, top to bottom: about you (the guardian's part at
 * its end), the measurements, the photos, the consent. The page that lists what to fix follows it.
 */
export const APPLICATION_ON_SCREEN = [
  'realname',
  'birthdate',
  'gender',
  'father',
  'email',
  'country',
  'phone',
  'instagr',
  'tiktok',
  'guardian_name',
  'guardian_relation',
  'guardian_email',
  'guardian_phone',
  'guardian_accept',
  'height',
  'weight',
  'bust',
  'waist',
  'hips',
  'jeans',
  'shoes',
  ...PHOTO_SLOTS,
  'accept',
] as const satisfies ReadonlyArray<(typeof APPLICATION_VISITOR_FIELDS)[number] | PhotoSlot | 'accept' | 'guardian_accept'>;

/** The application as its result pages see it: every field a problem may name, in the form's order. */
export const APPLICATION_RESULT: ResultForm = {
  kind: 'application',
  endpoint: '/api/get-scouted',
  pages: { form: '/be-a-model', sent: '/be-a-model/sent', notSent: '/be-a-model/not-sent', waiting: '/be-a-model/waiting' },
  fields: [...APPLICATION_ON_SCREEN, ...PANEL_ONLY_FIELDS],
};
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_TOTAL_BYTES = 36 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

export const BIRTHDATE_MIN_AGE = 1;
export const BIRTHDATE_MAX_AGE = 100;

const birthdatePattern = /^(\d{4})([/-])(\d{2})\2(\d{2})$/;
const typedBirthdatePattern = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * Reads the picker's 'yyyy/MM/dd' ('yyyy-MM-dd' is tolerated), or 'dd/MM/yyyy' as typed in the field
 * of a form posted without JavaScript; null unless it is a real date.
 */
export function parseBirthdate(value: string): CalendarDate | null {
  const match = birthdatePattern.exec(value.trim());
  const typed = match ? null : typedBirthdatePattern.exec(value.trim());
  if (!match && !typed) return null;
  const date = match
    ? { year: Number(match[1]), month: Number(match[3]), day: Number(match[4]) }
    : { year: Number(typed?.[3]), month: Number(typed?.[2]), day: Number(typed?.[1]) };
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

export function formatBirthdate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}/${pad(month, 2)}/${pad(day, 2)}`;
}
