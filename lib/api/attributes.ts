import 'server-only';
import { cachedRead } from './cached';
import { request } from './client';
import { attributesResponseSchema } from './schemas';
import { tags } from './tags';
import type { AttributeOption, Attributes } from './types';

/** When the service does not say which heights the roster holds: every height an agency books. */
const DEFAULT_HEIGHT_RANGE = { min: 140, max: 205 };

function toOptions(options: readonly AttributeOption[]): AttributeOption[] {
  return options.map(({ value, label }) => ({ value, label }));
}

/** Talent filter options (hair, eyes, categories, the height range) from the integration service. */
export function getAttributes(): Promise<Attributes> {
  return cachedRead(['attributes'], [tags.attributes], async () => {
    const { data } = await request('integration', '/api/talents/attributes', { schema: attributesResponseSchema });
    const height = data.height ? { min: data.height.min, max: data.height.max } : DEFAULT_HEIGHT_RANGE;
    return { hair: toOptions(data.hair), eyes: toOptions(data.eyes), categories: toOptions(data.categories), height };
  });
}
