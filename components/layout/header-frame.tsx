'use client';

import type { ReactNode } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import styles from './site-header.module.css';

/** The header floats over the full-screen slideshow on home and sits on paper everywhere else. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  // next-intl's pathname is the internal one: `/` for the home in every locale.
  const onHome = usePathname() === '/';
  return (
    <header className={styles.header} data-variant={onHome ? 'overlay' : 'solid'}>
      {children}
    </header>
  );
}
