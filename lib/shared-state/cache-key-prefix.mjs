// The Redis key prefix of this build's cache entries: one build's entries never serve another build's
// pages. Plain JavaScript, shared by the cache handler (cache-handler.mjs, loaded by Next outside its
// bundles) and /api/revalidate (shared-cache-tags.ts), which must drop exactly the handler's keys.
import { readFileSync } from 'node:fs';
import path from 'node:path';

function buildId(distDir) {
  try {
    return readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}

/** `distDir`: the build folder (the handler has it from Next, the rest from lib/config's NEXT_DIST_DIR). */
export function cacheKeyPrefix(distDir) {
  return `agency:cache:${buildId(distDir)}:`;
}
