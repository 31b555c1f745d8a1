import 'server-only';
import { cachedRead } from './cached';
import { request } from './client';
import { attributesResponseSchema } from './schemas';
import { tags } from './tags';
import type { AttributeOption, Attributes } from './types';

function toOptions(options: readonly AttributeOption[]): AttributeOption[] {
  return options.map(({ value, label }) => ({ value, label }));
}

/** Talent filter options (hair, eyes, categories) from the integration service. */
export function getAttributes(): Promise<Attributes> {
  return cachedRead(['attributes'], [tags.attributes], async () => {
    const { data } = await request('integration', '/api/talents/attributes', { schema: attributesResponseSchema });
    return { hair: toOptions(data.hair), eyes: toOptions(data.eyes), categories: toOptions(data.categories) };
  });
}
