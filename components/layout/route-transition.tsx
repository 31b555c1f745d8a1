'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import NProgress from 'nprogress';
import styles from './route-transition.module.css';

/** SPEC §4: loading bar throttle 200 ms, expected duration 5000 ms. */
const PROGRESS_THROTTLE_MS = 200;
const PROGRESS_DURATION_MS = 5000;
/** A navigation that never lands (blocked, offline) must not leave the page faded out. */
const LEAVE_TIMEOUT_MS = 8000;

NProgress.configure({
  showSpinner: false,
  minimum: 0.08,
  trickleSpeed: PROGRESS_DURATION_MS / 25,
  // nprogress' default template has role="bar", which is not an ARIA role.
  template: '<div class="bar"></div>',
  barSelector: '.bar',
});

function isInternalNavigation(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#') || href.startsWith('mailto:') || href.startsWith('tel:')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname) return null;
  return url;
}

/**
 * Page changes fade out then in (0.4 s + 0.4 s = SPEC's 0.8 s) with an nprogress bar.
 * Plain CSS transitions on a data attribute: no animation library in every route's bundle;
 * prefers-reduced-motion turns them off in globals.css.
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  // The path being left; the page is faded out while it is still the current one.
  const [leavingFrom, setLeavingFrom] = useState<string | null>(null);
  const [shownPathname, setShownPathname] = useState(pathname);
  if (pathname !== shownPathname) {
    // Arrived: fade the new page in (state adjusted while rendering, not in an effect).
    setShownPathname(pathname);
    setLeavingFrom(null);
  }
  const leaving = leavingFrom !== null && leavingFrom === pathname;
  const progressTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const begin = () => {
      setLeavingFrom(window.location.pathname);
      clearTimeout(progressTimer.current);
      progressTimer.current = setTimeout(() => NProgress.start(), PROGRESS_THROTTLE_MS);
      clearTimeout(leaveTimer.current);
      leaveTimer.current = setTimeout(() => {
        setLeavingFrom(null);
        NProgress.done();
      }, LEAVE_TIMEOUT_MS);
    };
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) begin();
    };
    // Capture phase sees the click before a handler that prevents it and navigates by itself (language switch).
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    clearTimeout(progressTimer.current);
    clearTimeout(leaveTimer.current);
    NProgress.done();
  }, [pathname]);

  return (
    <div className={styles.page} data-leaving={leaving}>
      {children}
    </div>
  );
}
