import { addTransitionType } from 'react';
import { PAGE_CHANGE, beginNavigation } from '@/components/layout/route-transition-store';
import { fadeHistoryTraversals } from '@/components/layout/route-transition-traverse';

// Runs before hydration, so this popstate listener comes before the router's.
fadeHistoryTraversals();

/**
 * Every App Router navigation (link, router.push, back and forward) starts here. Next calls this
 * inside the navigation's startTransition, so the type reaches the page's <ViewTransition>.
 */
export function onRouterTransitionStart(url: string) {
  if (beginNavigation(url)) addTransitionType(PAGE_CHANGE);
}
