import { beginNavigation } from '@/components/layout/route-transition-store';
import { fadeHistoryTraversals } from '@/components/layout/route-transition-traverse';

// Runs before hydration, so this popstate listener comes before the router's.
fadeHistoryTraversals();

/** Every App Router navigation (link, router.push, back and forward) starts here: the bar and the loaders follow it. */
export function onRouterTransitionStart(url: string) {
  beginNavigation(url);
}
