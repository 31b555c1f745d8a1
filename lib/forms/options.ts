import type { ColourLocale } from '@/lib/talents/colours';

import { optionLists, type Option } from './option-lists';

export type { Option } from './option-lists';

const lists = optionLists();

export function heightOptions(): Option[] {
  return lists.measure('height');
}

export function bustOptions(): Option[] {
  return lists.measure('bust');
}

export function waistOptions(): Option[] {
  return lists.measure('waist');
}

export function hipsOptions(): Option[] {
  return lists.measure('hips');
}

export function weightOptions(): Option[] {
  return lists.measure('weight');
}

export function jeansOptions(): Option[] {
  return lists.measure('jeans');
}

export function shoeOptions(): Option[] {
  return lists.measure('shoes');
}

export const genderValues = ['woman', 'man', 'undefined'] as const;
export type Gender = (typeof genderValues)[number];

/** The agency's country: first in the list and the default of the application form. */
export const AGENCY_COUNTRY = lists.agency;

/** ISO 3166-1 alpha-2, all 249 officially assigned codes. */
export const COUNTRY_CODES: readonly string[] = lists.codes;

const countryCodeSet: ReadonlySet<string> = new Set(COUNTRY_CODES);

export function isCountryCode(code: string): boolean {
  return countryCodeSet.has(code);
}

/** A country's name in `locale`. */
export function countryName(code: string, locale: string): string {
  return lists.countryName(code, locale);
}

const countryCache = new Map<string, Option[]>();

/** Every country, Brazil first, the rest in alphabetical order of the visitor's language. */
export function countryOptions(locale: ColourLocale): Option[] {
  const cached = countryCache.get(locale) ?? lists.countries(locale);
  countryCache.set(locale, cached);
  return cached.slice();
}
