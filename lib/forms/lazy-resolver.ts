import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from '@/lib/browser/load-once';

export type LazyResolver<TValues extends FieldValues, TOutput> = {
  resolver: Resolver<TValues, unknown, TOutput>;
  /** Starts fetching the schema (call it when the visitor first focuses a field). */
  preload: () => void;
};

/**
 * A react-hook-form resolver whose schema (and zod with it) arrive on first use instead of with
 * the page: the form renders and takes input without them, `preload` fetches them when the visitor
 * starts filling it in, and the first validation waits for them. If they cannot be fetched
 * (offline), the values go through unchecked: the route handler validates every send again with
 * the same schema and its errors are shown beside the fields.
 */
export function lazyResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): LazyResolver<TValues, TOutput> {
  const get = loadOnce(load);
  return {
    resolver: async (values, context, options) => {
      let resolve: Resolver<TValues, unknown, TOutput>;
      try {
        resolve = await get();
      } catch {
        return { values: values as unknown as TOutput, errors: {} };
      }
      return resolve(values, context, options);
    },
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
