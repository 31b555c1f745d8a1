'use client';

import { ViewTransition, useEffect, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { watchPageBlank } from './page-blank';
import { PROGRESS_THROTTLE_MS, finishProgressBar, placeProgressBar, startProgressBar } from './progress-bar';
import { useModalHost } from './route-transition-host';
import { commitPathname, getIdleNavigation, getNavigation, subscribeNavigation } from './route-transition-store';
import styles from './route-transition.module.css';

/**
 * Keeps the bar where it can be seen at every frame: whenever a dialog opens or closes, or the bar is
 * inserted anywhere, it is moved before the browser paints (a MutationObserver runs in the same task).
 * Placing it only when the bar starts or the menu host changes left a window where nprogress
 * re-rendered the bar into the page behind the open menu (seen about one language switch in three
 * on a loaded machine).
 */
export function keepProgressBarPlaced(): () => void {
  placeProgressBar();
  const observer = new MutationObserver((records) => {
    const moved = records.some(
      (record) => record.type === 'attributes' || [...record.addedNodes].some((node) => node instanceof Element && node.id === 'nprogress'),
    );
    if (moved) placeProgressBar();
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['open'] });
  return () => observer.disconnect();
}

/**
 * Starts a watcher in a task of its own and stops it on unmount: hydration may run inside a slow
 * phone's first key or tap, and these need not be in place before that input's paint.
 */
function inOwnTask(start: () => () => void): () => void {
  let stop: (() => void) | null = null;
  const timer = setTimeout(() => {
    stop = start();
  }, 0);
  return () => {
    clearTimeout(timer);
    stop?.();
  };
}

/**
 * Page changes are out-in fades (0.8 s in all). Next keeps the old page on screen until the new one
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

  useEffect(() => inOwnTask(keepProgressBarPlaced), []);

  useEffect(() => inOwnTask(watchPageBlank), []);

  useEffect(() => {
    if (!pending) {
      finishProgressBar();
      return;
    }
    let waiting = true;
    const timer = setTimeout(() => startProgressBar(() => waiting), PROGRESS_THROTTLE_MS);
    return () => {
      waiting = false;
      clearTimeout(timer);
    };
  }, [pending]);

  return (
    <ViewTransition key={pathname} name="page" share="page-fade" enter="page-fade" exit="page-fade" default="none">
      <div className={styles.page}>{children}</div>
    </ViewTransition>
  );
}
