'use client';

import { ViewTransition, useEffect, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import NProgress from 'nprogress';
import { watchPageBlank } from './page-blank';
import { findModal, useModalHost } from './route-transition-host';
import { commitPathname, getIdleNavigation, getNavigation, subscribeNavigation } from './route-transition-store';
import styles from './route-transition.module.css';

/** SPEC §4: loading bar throttle 200 ms, expected duration 5000 ms. */
const PROGRESS_THROTTLE_MS = 200;
const PROGRESS_DURATION_MS = 5000;

NProgress.configure({
  showSpinner: false,
  minimum: 0.08,
  trickleSpeed: PROGRESS_DURATION_MS / 25,
  // nprogress' default template has role="bar", which is not an ARIA role.
  template: '<div class="bar"></div>',
  barSelector: '.bar',
});

/** Puts the bar where it can be seen: inside the open modal menu (the top layer) or on the page. */
function placeProgressBar() {
  const host = findModal();
  const parent = host?.id ? host : document.body;
  NProgress.configure({ parent: parent === document.body ? 'body' : `#${parent.id}` });
  const bar = document.getElementById('nprogress');
  if (bar && bar.parentElement !== parent) parent.appendChild(bar);
}

/**
 * Page changes are out-in fades (SPEC: 0.8 s). Next keeps the old page on screen until the new one
 * is ready; React's <ViewTransition> then has the browser fade the old page out and the new one in
 * (timings in globals.css), for links, router.push and back/forward alike. Browsers without the View
 * Transitions API swap without motion, and so does prefers-reduced-motion. While the next page
 * loads, the nprogress bar runs after a 200 ms throttle.
 *
 * The boundary is keyed by the pathname, so a page change is the one commit that swaps it: the
 * leaving and the arriving boundary share the name "page" and fade as a pair, whatever else commits
 * meanwhile. (A transition type added when the navigation starts does not survive that: React hands
 * a root's queued types to the first transition or Suspense retry that commits, so a commit landing
 * while the next page loads took it and the page then swapped without a fade.) Updates inside a page
 * (a filter, a deferred swap of prefetched data) keep the boundary and do not fade.
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const { pending } = useSyncExternalStore(subscribeNavigation, getNavigation, getIdleNavigation);
  const host = useModalHost();

  // A layout effect runs before the browser captures the new page for the fade, so the loader and
  // the roster's loading state are already gone from it.
  useLayoutEffect(() => {
    commitPathname(pathname);
  }, [pathname]);

  useEffect(() => {
    placeProgressBar();
  }, [host]);

  useEffect(() => watchPageBlank(), []);

  useEffect(() => {
    if (!pending) {
      if (NProgress.isStarted()) NProgress.done();
      return;
    }
    const timer = setTimeout(() => {
      placeProgressBar();
      NProgress.start();
    }, PROGRESS_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  return (
    <ViewTransition key={pathname} name="page" share="page-fade" enter="page-fade" exit="page-fade" default="none">
      <div className={styles.page}>{children}</div>
    </ViewTransition>
  );
}
