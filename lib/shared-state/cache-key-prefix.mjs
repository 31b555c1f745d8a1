// The Redis key prefix of this build's cache entries: one build's entries never serve another build's
// pages. Plain JavaScript, shared by the cache handler (cache-handler.mjs, loaded by Next outside its
// bundles) and /api/revalidate (shared-cache-tags.ts), which must drop exactly the handler's keys.
import { readFileSync } from 'node:fs';
import path from 'node:path';

function buildId() {
  try {
    // Read here, not through lib/config (TypeScript): the cache handler loads this file outside the bundles.
    return readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}

export function cacheKeyPrefix() {
  return `agency:cache:${buildId()}:`;
}
