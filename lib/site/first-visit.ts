/**
 * generateStaticParams of a dynamic segment that renders on its first visit and is then served from
 * the cache: nothing is rendered at build time, so a build needs no backend.
 */
export function renderOnFirstVisit(): never[] {
  return [];
}
