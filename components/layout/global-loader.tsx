'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import styles from './global-loader.module.css';

let visibleUntil = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows the global loader for `ms` (SPEC: 600 ms after a language change; briefly on a gender change). */
export function showGlobalLoader(ms: number) {
  visibleUntil = Math.max(visibleUntil, Date.now() + ms);
  clearTimeout(timer);
  timer = setTimeout(() => {
    visibleUntil = 0;
    emit();
  }, visibleUntil - Date.now());
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function GlobalLoader() {
  const t = useTranslations('Loader');
  const visible = useSyncExternalStore(
    subscribe,
    () => visibleUntil > 0,
    () => false,
  );
  return (
    <div className={styles.loader} data-visible={visible} role="status" aria-live="polite">
      {visible ? <span className={styles.text}>{t('loading')}</span> : null}
      <span className={styles.line} aria-hidden="true" />
    </div>
  );
}
