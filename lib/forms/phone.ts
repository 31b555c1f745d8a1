import { AsYouType, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { BRAZIL } from './phone-rules';

/**
 * Phone numbers of every country the application offers, with libphonenumber-js's smallest metadata.
 * This module is only in the schema's and the phone field's lazy chunks, never in a first load.
 *
 * Brazil keeps the spec's mask: the number is shown with its country code as `+55 (11) 91234-5678`
 * (mobiles) or `+55 (11) 3123-4567` (landlines), whether it was typed that way, with the code and no
 * `+` (`5511912345678`), or as Brazilians write it (`(11) 91234-5678`, `11912345678`). With another
 * country chosen, a number typed without `+` is read as that country's own and written the way it is
 * written there; any number typed with `+` is read by its country code. The field starts with the
 * chosen country's code (`callingCodePrefix`), so what is typed after it is read in that country.
 */

// E.164 allows 15 digits; a national number with its trunk prefix a couple more.
const MAX_INTERNATIONAL_DIGITS = 15;
const MAX_NATIONAL_DIGITS = 17;
// Digits and the separators people type; letters or an extension are not a number the agency can call.
const PHONE_CHARACTERS = /^[+\d\s().\-/]*$/;
const BRAZIL_CODE = '55';
// The smallest metadata checks lengths only; Brazil, the agency's own country, gets its real plan:
// an area code, then a mobile (9 and eight digits) or a landline (2–5 and seven digits).
const BRAZILIAN_NATIONAL = /^[1-9]{2}(9\d{8}|[2-5]\d{7})$/;

function countryOf(code: string | undefined): CountryCode | undefined {
  const upper = code?.trim().toUpperCase();
  return upper && isSupportedCountry(upper) ? upper : undefined;
}

/** `55` + area + subscriber digits in the spec's mask, complete or not: mobiles (9…) 5+4, landlines 4+4. */
export function formatBrazilian(digits: string): string {
  const rest = digits.slice(BRAZIL_CODE.length);
  const area = rest.slice(0, 2);
  const subscriber = rest.slice(2);
  const head = subscriber.startsWith('9') ? 5 : 4;
  let text = `+${BRAZIL_CODE}`;
  if (area) text += ` (${area}${area.length === 2 ? ')' : ''}`;
  if (subscriber) {
    text += ` ${subscriber.slice(0, head)}`;
    if (subscriber.length > head) text += `-${subscriber.slice(head, head + 4)}`;
  }
  return text;
}

/** `+55 ` for Brazil: what the phone field starts with when the country is chosen; '' for an unknown country. */
export function callingCodePrefix(country: string): string {
  const code = countryOf(country);
  return code ? `+${getCountryCallingCode(code)} ` : '';
}

/**
 * The national digits (area code and subscriber) of a number read in Brazil: what follows `+55`, or
 * digits typed without `+` as Brazilians write them (`(11) 91234-5678`, `11912345678`), or with the
 * code and no `+` (`5511912345678`). A leading 55 is the 55 area code while what follows fits an
 * area's number, else the country code typed (again, after the `+55` the field starts with): read
 * this way at every keystroke, the field never drops a digit of either. Null for another country's `+` number.
 */
function brazilianNational(trimmed: string): string | null {
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith(BRAZIL_CODE)) return null;
    digits = digits.slice(BRAZIL_CODE.length);
  }
  if (!trimmed.startsWith('(') && digits.startsWith(BRAZIL_CODE) && !fitsBrazilianArea(digits)) digits = digits.slice(BRAZIL_CODE.length);
  return digits;
}

/** Area code then a landline (up to eight digits) or a mobile (nine, starting with 9), complete or not. */
function fitsBrazilianArea(digits: string): boolean {
  return digits.length <= 10 || (digits.length === 11 && digits[2] === '9');
}

/**
 * A `+` after the start begins a number of its own: one pasted or typed after the country code the
 * field starts with (`+55 +34 612 345 678`) is that number, read by its own code.
 */
function fromLastPlus(text: string): string {
  const plus = text.lastIndexOf('+');
  return plus > 0 ? text.slice(plus) : text;
}

/** What the field shows after each keystroke for the chosen country (see the module comment). */
export function formatPhoneInput(raw: string, country: string): string {
  const trimmed = fromLastPlus(raw.trim());
  if (trimmed === '') return '';
  const digits = trimmed.replace(/\D/g, '');
  const brazil = country.toUpperCase() === BRAZIL;
  if (!trimmed.startsWith('+')) {
    // An opening parenthesis before the area code: kept until a digit comes.
    if (digits === '') return brazil ? trimmed.slice(0, 1) : '';
    if (!brazil) return new AsYouType(countryOf(country)).input(digits.slice(0, MAX_NATIONAL_DIGITS));
  }
  if (digits === '') return '+';
  const national = brazilianNational(trimmed);
  // Area code and the longest (mobile) subscriber number: the mask stops at its last digit.
  if (national !== null) return formatBrazilian(`${BRAZIL_CODE}${national.slice(0, 11)}`);
  return new AsYouType().input(`+${digits.slice(0, MAX_INTERNATIONAL_DIGITS)}`);
}

function parse(value: string, country: string) {
  const trimmed = value.trim();
  if (trimmed === '' || !PHONE_CHARACTERS.test(trimmed)) return undefined;
  if (trimmed.startsWith('+') || country.toUpperCase() === BRAZIL) {
    const national = brazilianNational(trimmed);
    if (national !== null) return parsePhoneNumberFromString(`+${BRAZIL_CODE}${national}`);
  }
  return parsePhoneNumberFromString(trimmed, countryOf(country));
}

/** A complete, callable number: with `+` in any country, without it as a number of `country`. */
export function isValidPhone(value: string | null | undefined, country: string): boolean {
  if (typeof value !== 'string') return false;
  return validNumber(value, country) !== null;
}

function validNumber(value: string, country: string) {
  const parsed = parse(value, country);
  if (!parsed?.isValid()) return null;
  if (parsed.countryCallingCode === BRAZIL_CODE && !BRAZILIAN_NATIONAL.test(parsed.nationalNumber)) return null;
  return parsed;
}

/** A valid number written for the agency: Brazilian ones in the spec's mask, others in international format; null when not valid. */
export function toInternational(value: string, country: string): string | null {
  const parsed = validNumber(value, country);
  if (!parsed) return null;
  if (parsed.countryCallingCode === BRAZIL_CODE) return formatBrazilian(`${BRAZIL_CODE}${parsed.nationalNumber}`);
  return parsed.formatInternational();
}
