import type { Measurement, MeasurementKey, Unit } from '@/lib/talents/measurements';

export { UNIT_STORAGE_KEY } from './unit-key';

export function parseUnit(raw: string | null | undefined): Unit {
  return raw === 'imperial' ? 'imperial' : 'metric';
}

const LENGTH_KEYS: ReadonlySet<MeasurementKey> = new Set(['height', 'bust', 'waist', 'hips', 'chest']);

// Sizes that stay in their own system when the visitor reads inches: jeans are Brazilian, shoes European.
const SIZE_SYSTEMS: Partial<Record<Measurement['key'], string>> = { jeans: 'BR', shoes: 'EU' };

function isPlain(value: string): boolean {
  return /^\d+(?:[.,]\d+)?$/.test(value);
}

/** A jeans or shoe size with its system ('BR 36', 'EU 38'), for a reader of inches; null for any other value. */
export function sizeWithSystem({ key, value }: Measurement): string | null {
  const system = SIZE_SYSTEMS[key];
  return system && isPlain(value) ? `${system} ${value}` : null;
}

/**
 * '178' → '178 cm' for lengths in metric; in ft/in, a jeans or shoe size says which system it is in
 * ('BR 36', 'EU 38'), since it is not converted; other sizes, colours and imperial values as they are.
 */
export function displayMeasurement(item: Measurement, unit: Unit): string {
  if (unit === 'metric') return LENGTH_KEYS.has(item.key) && isPlain(item.value) ? `${item.value} cm` : item.value;
  return sizeWithSystem(item) ?? item.value;
}

/** Whether a cm ⇄ in/ft switch would change anything for these lists. */
export function hasImperialValues(metric: readonly Measurement[], imperial: readonly Measurement[]): boolean {
  return metric.some((item, index) => imperial[index]?.value !== item.value);
}

/** A height in whole cm as the visitor reads heights: `178 cm`, or `5′10″` once they chose inches on a profile. */
export function heightLabel(cm: number, unit: Unit): string {
  if (unit === 'metric') return `${cm} cm`;
  const inches = Math.round(cm / 2.54);
  return `${Math.floor(inches / 12)}′${inches % 12}″`;
}
