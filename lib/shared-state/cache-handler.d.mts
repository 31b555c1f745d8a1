import { CacheHandler } from '@fortedigital/nextjs-cache-handler';

/** Next's cache handler on Redis, with each entry's own lifetime (cache-handler.mjs). */
export default class SharedCacheHandler extends CacheHandler {}
