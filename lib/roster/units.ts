import type { Measurement, MeasurementKey, Unit } from '@/lib/talents/measurements';

export { UNIT_STORAGE_KEY } from './unit-key';

export function parseUnit(raw: string | null | undefined): Unit {
  return raw === 'imperial' ? 'imperial' : 'metric';
}

const LENGTH_KEYS: ReadonlySet<MeasurementKey> = new Set(['height', 'bust', 'waist', 'hips', 'chest']);

/** '178' → '178 cm' for lengths in metric; sizes (jeans, shoes, shirt, suit), colours and imperial values are shown as they are. */
export function displayMeasurement({ key, value }: Measurement, unit: Unit): string {
  if (unit === 'metric' && LENGTH_KEYS.has(key) && /^\d+(?:[.,]\d+)?$/.test(value)) return `${value} cm`;
  return value;
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
