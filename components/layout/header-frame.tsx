'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import styles from './site-header.module.css';

const HOME_PATHS = new Set(['/', '/en', '/es']);

/** The header floats over the full-screen slideshow on home and sits on paper everywhere else. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const pathname = usePathname() ?? '/';
  const onHome = HOME_PATHS.has(pathname.replace(/\/$/, '') || '/');
  return (
    <header className={styles.header} data-variant={onHome ? 'overlay' : 'solid'}>
      {children}
    </header>
  );
}
