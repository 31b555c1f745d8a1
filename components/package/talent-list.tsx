'use client';

import { useEffect, useRef, useState } from 'react';
import { takeCards } from '@/components/roster/card-relay';
import { useMeasurementUnit } from '@/components/profile/unit-store';
import { readStorage, writeStorage } from '@/lib/browser/storage';
import styles from './package.module.css';

const RELOADED_KEY = 'package-talents-reloaded';

/**
 * The package's talents, in the unit the page's switch chose (unit-switch.tsx). The talents are the
 * server's HTML (talent-html.ts), written into the list once and never drawn by React: every talent's
 * measurements are there in both units, and this only says which one shows. Without script,
 * centimetres.
 *
 * The talents never travel in React's payload, so a page reached by a client-side navigation (the
 * language switch) has none: it is loaded again whole, once.
 */
export function TalentList({ talentsKey, count }: { talentsKey: string; count: number }) {
  const unit = useMeasurementUnit();
  const [html] = useState(() => takeCards(talentsKey) ?? '');
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const here = window.location.pathname;
    const reloaded = readStorage('session', RELOADED_KEY) === here;
    if (!list || count === 0 || list.children.length > 0) {
      if (reloaded) writeStorage('session', RELOADED_KEY, null);
      return;
    }
    if (reloaded) return;
    writeStorage('session', RELOADED_KEY, here);
    window.location.reload();
  }, [count]);

  return (
    <div className={styles.scope} data-unit={unit}>
      <ol
        ref={listRef}
        className={styles.talents}
        // The server's talents, written once and never drawn again by React.
        dangerouslySetInnerHTML={{ __html: html }}
        suppressHydrationWarning
      />
    </div>
  );
}
