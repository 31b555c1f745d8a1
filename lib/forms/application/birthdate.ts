import { format, isValid } from 'date-fns';
import { typedToBirthdate } from './birthdate-text';
import { BIRTHDATE_MAX_AGE, parseBirthdate } from './rules';

/** What the visitor sees and types. */
export const BIRTHDATE_DISPLAY_FORMAT = 'dd/MM/yyyy';
/** Also read when typed: single-digit day or month, and digits only (phone keypads have no slash). */
export const BIRTHDATE_INPUT_FORMATS = [BIRTHDATE_DISPLAY_FORMAT, 'd/M/yyyy', 'ddMMyyyy'];
/** What the form holds and sends. */
export const BIRTHDATE_VALUE_FORMAT = 'yyyy/MM/dd';

/** The form value ('yyyy/MM/dd') as a local date for the picker, or null. */
export function birthdateToDate(value: string | undefined): Date | null {
  const parsed = value ? parseBirthdate(value) : null;
  return parsed ? new Date(parsed.year, parsed.month - 1, parsed.day) : null;
}

/**
 * A whole date as typed in one of BIRTHDATE_INPUT_FORMATS ('17/04/2008', '7/4/2008', '17042008') as a
 * local date, or null while it is not one yet (or is not a real date).
 */
export function typedBirthdateDate(text: string): Date | null {
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(text.trim());
  const value = digits ? `${digits[3]}/${digits[2]}/${digits[1]}` : typedToBirthdate(text);
  return value ? birthdateToDate(value) : null;
}

/** The picker's date as the form value ('yyyy/MM/dd'); '' for none. */
export function dateToBirthdate(date: Date | null): string {
  return date && isValid(date) ? format(date, BIRTHDATE_VALUE_FORMAT) : '';
}

/** The oldest and newest birth dates the picker offers, matching the schema's ages. */
export function birthdateBounds(today: Date): { min: Date; max: Date } {
  return {
    min: new Date(today.getFullYear() - BIRTHDATE_MAX_AGE, today.getMonth(), today.getDate()),
    max: new Date(today.getFullYear(), today.getMonth(), today.getDate()),
  };
}
