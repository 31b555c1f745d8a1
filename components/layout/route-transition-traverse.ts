import { getCommittedPathname } from './route-transition-store';

/**
 * Back and forward fade like a link does. When the page is in the router's cache, React renders a
 * back/forward navigation synchronously inside the popstate event, and runs no view transition for
 * such a render. This listener, registered before the router's, hands the same event to the router
 * one task later: the navigation is then an ordinary transition and <ViewTransition> fades it.
 * Without the View Transitions API, or under reduced motion, the router gets the event untouched.
 */
export function fadeHistoryTraversals() {
  if (typeof document.startViewTransition !== 'function') return;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  let replaying = false;
  window.addEventListener('popstate', (event) => {
    if (replaying || reducedMotion.matches) return;
    const state: unknown = event.state;
    // Entries the App Router did not write (hash links, other scripts) are left to it as they are.
    if (typeof state !== 'object' || state === null || !('__NA' in state)) return;
    if (window.location.pathname === getCommittedPathname()) return;
    event.stopImmediatePropagation();
    setTimeout(() => {
      replaying = true;
      try {
        window.dispatchEvent(new PopStateEvent('popstate', { state }));
      } finally {
        replaying = false;
      }
    }, 0);
  });
}
