import type { ColourLocale } from '@/lib/talents/colours';

import { optionLists, type MeasureName, type Option } from './option-lists';

export type { Option } from './option-lists';

const lists = optionLists();

/** A measurement's choices, from the smallest (a fresh list each call). */
export function measureOptions(name: MeasureName): Option[] {
  return lists.measure(name);
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
