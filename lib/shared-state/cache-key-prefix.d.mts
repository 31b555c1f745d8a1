/** The Redis key prefix of this build's cache entries (cache-key-prefix.mjs). */
export function cacheKeyPrefix(distDir: string): string;
