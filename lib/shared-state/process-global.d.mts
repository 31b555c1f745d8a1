/** One value per process under `Symbol.for(key)` on `globalThis`, created once (process-global.mjs). */
export function processGlobal<T>(key: string, create: () => T): T;
