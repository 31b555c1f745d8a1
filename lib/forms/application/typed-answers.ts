import { optionLists, type ListName, type MeasureName } from '@/lib/forms/option-lists';

const lists = optionLists();

/**
 * Without JavaScript the application's long lists are not filled in (components/application/list-filler.ts):
 * the page offers a typed answer for each instead, a number in cm, kg or the size itself, and the
 * country's name. Each goes under a name of its own and is turned into the list's answer here.
 */
export const TYPED_ANSWERS = {
  country: 'country_name',
  height: 'height_cm',
  weight: 'weight_kg',
  bust: 'bust_cm',
  waist: 'waist_cm',
  hips: 'hips_cm',
  jeans: 'jeans_size',
  shoes: 'shoes_size',
} as const satisfies Record<ListName, string>;

export type TypedAnswers = Partial<Record<(typeof TYPED_ANSWERS)[ListName], unknown>>;

/** The typed measurement's unit, shown beside its label; a size has none. */
export const MEASURE_UNITS: Partial<Record<MeasureName, 'cm' | 'kg'>> = { height: 'cm', weight: 'kg', bust: 'cm', waist: 'cm', hips: 'cm' };

/** What a typed measurement allows: the list's own range and step. */
export function typedRange(name: MeasureName): { min: number; max: number; step: number } {
  const { from, to, step } = lists.measures[name];
  return { min: from, max: to, step };
}

/** The option a typed number stands for (`170` → `170/5.7`); the text itself when none does, for the list's check to refuse. */
export function measureFromNumber(name: MeasureName, typed: string): string {
  const number = Number(typed.trim().replace(',', '.'));
  if (!Number.isFinite(number)) return typed;
  const option = lists.measure(name).find((candidate) => candidate.value.split('/')[0] === String(number));
  return option ? option.value : typed;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

let countryNames: Map<string, string> | null = null;

/** A country named in Portuguese, English or Spanish (case and accents aside), or its two-letter code, as that code; the text itself when unknown. */
export function countryFromName(typed: string): string {
  if (countryNames === null) {
    countryNames = new Map();
    for (const locale of ['pt', 'en', 'es']) {
      for (const code of lists.codes) countryNames.set(fold(lists.countryName(code, locale)), code);
    }
    for (const code of lists.codes) countryNames.set(fold(code), code);
  }
  return countryNames.get(fold(typed)) ?? typed;
}

/** The answers with each typed answer given turned into its list's answer (only a page without JavaScript sends them). */
export function withTypedAnswers<T extends Record<string, unknown>>(answers: T): T {
  let result = answers;
  for (const [list, name] of Object.entries(TYPED_ANSWERS) as Array<[ListName, string]>) {
    const typed = answers[name];
    if (typeof typed !== 'string' || typed.trim() === '') continue;
    const value = list === 'country' ? countryFromName(typed) : measureFromNumber(list, typed);
    result = { ...result, [list]: value };
  }
  return result;
}
