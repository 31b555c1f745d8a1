/**
 * One value per process, whichever copy of a module asks for it. Next loads `instrumentation.ts`,
 * `proxy.ts`, the route handlers, the pages and the cache handler (`cache-handler.mjs`, outside the
 * bundles) as separate module graphs in one process, each with its own copy of a module, so a
 * module-level `const store = new Map()` would exist once per graph and a token, a rate limit or a
 * metric would be counted apart. The value lives on `globalThis` under `Symbol.for(key)`, which every
 * copy resolves to the same symbol. Plain JavaScript so that the cache handler can use it too.
 *
 *   const lastGood = () => processGlobal('agency.api.lastGood', () => new Map<string, unknown>());
 *
 * A value that changes is an object held here (`processGlobal(key, () => ({ draining: false }))`);
 * something done once per process returns a marker (`processGlobal(key, () => { subscribe(…); return true; })`).
 *
 * @template T
 * @param {string} key
 * @param {() => T} create
 * @returns {T}
 */
export function processGlobal(key, create) {
  const symbol = Symbol.for(key);
  if (globalThis[symbol] === undefined) globalThis[symbol] = create();
  return globalThis[symbol];
}
