import type { ColourLocale } from '@/lib/talents/colours';

export type Option = { value: string; label: string };

/** Integers (or half steps) from `from` to `to` inclusive, without floating-point drift. */
function range(from: number, to: number, step = 1): number[] {
  const count = Math.round((to - from) / step) + 1;
  return Array.from({ length: count }, (_, index) => from + index * step);
}

/** Nearest half inch, printed without a trailing '.0' (34, 35.5). */
export function cmToHalfInches(cm: number): string {
  return String(Math.round((cm / 2.54) * 2) / 2);
}

function inchOptions(from: number, to: number): Option[] {
  return range(from, to).map((cm) => {
    const inches = cmToHalfInches(cm);
    return { value: `${cm}/${inches}`, label: `${cm}cm / ${inches}"` };
  });
}

function plainOptions(from: number, to: number, step: number): Option[] {
  return range(from, to, step).map((size) => ({ value: String(size), label: String(size) }));
}

export function heightOptions(): Option[] {
  return range(30, 200).map((cm) => {
    const totalInches = Math.round(cm / 2.54);
    const feet = Math.floor(totalInches / 12);
    const inches = totalInches % 12;
    return { value: `${cm}/${feet}.${inches}`, label: `${cm}cm / ${feet}'${inches}"` };
  });
}

export function bustOptions(): Option[] {
  return inchOptions(65, 200);
}

export function waistOptions(): Option[] {
  return inchOptions(20, 200);
}

export function hipsOptions(): Option[] {
  return inchOptions(20, 200);
}

export function weightOptions(): Option[] {
  return range(3, 200).map((kg) => {
    const lb = Math.round(kg * 2.20462);
    return { value: `${kg}/${lb}`, label: `${kg}kg / ${lb}lb` };
  });
}

export function jeansOptions(): Option[] {
  return plainOptions(34, 60, 0.5);
}

export function shoeOptions(): Option[] {
  return plainOptions(1, 60, 0.5);
}

export const genderValues = ['woman', 'man', 'undefined'] as const;
export type Gender = (typeof genderValues)[number];

/** The agency's country: first in the list and the default of the application form. */
export const AGENCY_COUNTRY = 'BR';

/** ISO 3166-1 alpha-2, all 249 officially assigned codes. */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ ' +
  'BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY ' +
  'HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY ' +
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ ' +
  'NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
  'QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ ' +
  'TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ ' +
  'VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const countryCodeSet: ReadonlySet<string> = new Set(COUNTRY_CODES);

export function isCountryCode(code: string): boolean {
  return countryCodeSet.has(code);
}

const countryCache = new Map<string, Option[]>();

export function countryOptions(locale: ColourLocale): Option[] {
  const cached = countryCache.get(locale);
  if (cached) return cached.slice();
  const names = new Intl.DisplayNames([locale, 'pt'], { type: 'region', fallback: 'code' });
  const options = COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  const agency = options.filter((option) => option.value === AGENCY_COUNTRY);
  const others = options
    .filter((option) => option.value !== AGENCY_COUNTRY)
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  const list = [...agency, ...others];
  countryCache.set(locale, list);
  return list.slice();
}
