/**
 * A backend path as a metric label: the route's template, never the ids, slugs or queries in it, so
 * the number of series stays small and no visitor's value becomes a label.
 *
 *   /api/talent/123                → /api/talent/:id
 *   /api/posts/news/pt/my-post     → /api/posts/:type/:locale/:slug
 *   /api/talents?page=2            → /api/talents
 */
const TEMPLATES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/api\/posts\/[^/]+\/[^/]+$/, '/api/posts/:type/:locale'],
  [/^\/api\/posts\/[^/]+\/[^/]+\/[^/]+$/, '/api/posts/:type/:locale/:slug'],
  [/^\/api\/slides\/[^/]+$/, '/api/slides/:type'],
];

/** A segment that is a word of the API (`talents`, `website-texts`, `slidesmenu`), not a value. */
const WORD = /^[a-z][a-z-]{0,39}$/;

export function endpointTemplate(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  for (const [pattern, template] of TEMPLATES) if (pattern.test(bare)) return template;
  return bare
    .split('/')
    .map((segment, index) => {
      if (index === 0 || segment === '') return segment;
      if (/^\d+$/.test(segment)) return ':id';
      return WORD.test(segment) ? segment : ':param';
    })
    .join('/');
}
