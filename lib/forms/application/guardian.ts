import { ageOn } from '@/lib/talents/age';
import { parseBirthdate } from './rules';

/**
 * The guardian rule, shared by the form (which shows the guardian block) and the schema (which
 * requires it): an applicant under this age on the day they send applies with a parent or legal
 * guardian, who gives their own consent. No zod here, so the form can use it in its first load.
 */
export const ADULT_AGE = 18;

/** How the guardian is related to the applicant; sent to the panel as the contact's `poste`. */
export const GUARDIAN_RELATIONS = ['mother', 'father', 'guardian'] as const;
export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number];

/** The guardian's answers; all required for a minor, ignored for an adult. */
export const GUARDIAN_FIELDS = ['guardian_name', 'guardian_relation', 'guardian_email', 'guardian_phone', 'guardian_accept'] as const;
export type GuardianField = (typeof GUARDIAN_FIELDS)[number];

export function isGuardianRelation(value: unknown): value is GuardianRelation {
  return typeof value === 'string' && (GUARDIAN_RELATIONS as readonly string[]).includes(value);
}

/**
 * True when `birthdate` (as the form holds it, 'yyyy/MM/dd', or typed 'dd/MM/yyyy') is a real date
 * and the applicant has not had their 18th birthday on `day` (its local calendar date): the 18th
 * birthday itself is an adult's day. A 29 February birthday is reached on 1 March in common years.
 * False for a date that cannot be read: the birthdate's own check asks for it first.
 */
export function isMinorOn(birthdate: string | undefined | null, day: Date): boolean {
  return birthdateSide(birthdate, day) === 'minor';
}

/** Which side of 18 the birthdate puts the applicant on `day`; 'unknown' while it is no real date (empty, half typed, in the future). */
export type BirthdateSide = 'minor' | 'adult' | 'unknown';

export function birthdateSide(birthdate: string | undefined | null, day: Date): BirthdateSide {
  const birth = birthdate ? parseBirthdate(birthdate) : null;
  const age = birth ? ageOn(birth, day) : null;
  if (age === null) return 'unknown';
  return age < ADULT_AGE ? 'minor' : 'adult';
}
