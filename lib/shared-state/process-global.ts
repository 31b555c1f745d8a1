/**
 * One value per process, whichever copy of a module asks for it. Next loads `instrumentation.ts`,
 * `proxy.ts`, the route handlers and the pages as separate bundles in one process, each with its own
 * copy of a module, so a module-level `const store = new Map()` would exist once per bundle and a
 * token, a rate limit or a metric would be counted apart. The value lives on `globalThis` under
 * `Symbol.for(key)`, which every copy resolves to the same symbol.
 *
 *   const lastGood = () => processGlobal('agency.api.lastGood', () => new Map<string, unknown>());
 */
export function processGlobal<T>(key: string, create: () => T): T {
  const symbol = Symbol.for(key);
  const holder = globalThis as unknown as Record<symbol, T | undefined>;
  if (holder[symbol] === undefined) holder[symbol] = create();
  return holder[symbol];
}
