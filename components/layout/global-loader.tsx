'use client';

import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from 'next-intl';
import { isPageBlank, subscribePageBlank } from './page-blank';
import { useModalHost } from './route-transition-host';
import { getNavigation, subscribeNavigation } from './route-transition-store';
import styles from './global-loader.module.css';

let minimumShown = false;
let heldByNavigation = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function isVisible(): boolean {
  return minimumShown || (heldByNavigation && getNavigation().pending) || isPageBlank();
}

/**
 * Shows the global loader for at least `ms` (600 ms after a language change; briefly on a
 * gender change) and, when the call goes with a page change, until that page is shown: a slow
 * page must not leave the visitor looking at a screen where nothing moves.
 */
export function showGlobalLoader(ms: number) {
  minimumShown = true;
  heldByNavigation = true;
  clearTimeout(timer);
  timer = setTimeout(() => {
    minimumShown = false;
    if (!getNavigation().pending) heldByNavigation = false;
    emit();
  }, ms);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const unsubscribeNavigation = subscribeNavigation(() => {
    if (!getNavigation().pending && !minimumShown) heldByNavigation = false;
    listener();
  });
  const unsubscribeBlank = subscribePageBlank(listener);
  return () => {
    listeners.delete(listener);
    unsubscribeNavigation();
    unsubscribeBlank();
  };
}

/**
 * The loader covers the page, or the open menu when there is one (a modal dialog hides anything
 * outside it). It also covers a page area left blank (page-blank.ts).
 */
export function GlobalLoader() {
  const t = useTranslations('Loader');
  const visible = useSyncExternalStore(subscribe, isVisible, () => false);
  const host = useModalHost();
  const loader = (
    <div className={styles.loader} data-visible={visible} data-over-dialog={host !== null} role="status" aria-live="polite">
      {visible ? <span className={styles.text}>{t('loading')}</span> : null}
      <span className={styles.line} aria-hidden="true" />
    </div>
  );
  return host ? createPortal(loader, host) : loader;
}
