import { translateColour, type ColourLocale } from './colours';

export type Unit = 'metric' | 'imperial';

export type MeasurementKey =
  | 'height'
  | 'jeans'
  | 'bust'
  | 'waist'
  | 'hips'
  | 'chest'
  | 'shirt'
  | 'suit'
  | 'shoes'
  | 'hair'
  | 'eyes';

export type Measurement = { key: MeasurementKey; value: string };

type MeasurementValue = string | null | undefined;

export type MeasurementProfile = {
  /** Which set of measurements applies; a talent the panel gives no gender is measured as a woman. */
  gender: 'woman' | 'man' | null;
  height?: MeasurementValue;
  jeans?: MeasurementValue;
  bust?: MeasurementValue;
  waist?: MeasurementValue;
  hips?: MeasurementValue;
  chest?: MeasurementValue;
  shoes?: MeasurementValue;
  shirt?: MeasurementValue;
  suit?: MeasurementValue;
  hair?: MeasurementValue;
  eyes?: MeasurementValue;
};

const womenKeys = ['height', 'jeans', 'bust', 'waist', 'hips', 'shoes', 'hair', 'eyes'] as const;
const menKeys = ['height', 'jeans', 'chest', 'shirt', 'suit', 'shoes', 'hair', 'eyes'] as const;
const inchKeys: ReadonlySet<MeasurementKey> = new Set(['bust', 'waist', 'hips', 'chest']);

function clean(value: MeasurementValue): string {
  return (value ?? '').trim();
}

/** The metric part of a '<metric>/<imperial>' value ('178/5.10' → '178'); values without a slash are returned trimmed. */
export function cutAtSlash(value: string | null | undefined): string {
  const text = clean(value);
  const slash = text.indexOf('/');
  return slash === -1 ? text : text.slice(0, slash).trim();
}

function imperialPart(value: string): string {
  const slash = value.indexOf('/');
  return slash === -1 ? value : value.slice(slash + 1).trim();
}

/** '5.10' → 5'10"; the panel writes feet.inches, so '5.1' means 5'1", not 5.1 feet. */
function formatFeet(value: string): string {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return value;
  return `${match[1]}'${Number(match[2] ?? '0')}"`;
}

function formatInches(value: string): string {
  return /^\d+(?:\.\d+)?$/.test(value) ? `${value}"` : value;
}

function displayValue(key: MeasurementKey, raw: string, unit: Unit): string {
  if (!raw.includes('/')) return raw;
  const metric = cutAtSlash(raw);
  const imperial = imperialPart(raw);
  if (unit === 'metric') return metric || imperial;
  if (!imperial) return metric;
  if (key === 'height') return formatFeet(imperial);
  if (inchKeys.has(key)) return formatInches(imperial);
  return imperial;
}

function rawValue(profile: MeasurementProfile, key: MeasurementKey): string {
  // Men's chest is stored in `bust` by the panel; `chest` is only a fallback.
  if (key === 'chest') return clean(profile.bust) || clean(profile.chest);
  return clean(profile[key]);
}

export function measurementsFor(profile: MeasurementProfile, unit: Unit, locale: ColourLocale): Measurement[] {
  const keys = profile.gender === 'man' ? menKeys : womenKeys;
  const list: Measurement[] = [];
  for (const key of keys) {
    const raw = rawValue(profile, key);
    if (!raw) continue;
    const value =
      key === 'hair' || key === 'eyes' ? translateColour(key, raw, locale) : displayValue(key, raw, unit);
    if (value) list.push({ key, value });
  }
  return list;
}
