'use client';

import { useTranslations } from 'next-intl';
import { showGlobalLoader } from '@/components/layout/global-loader';
import { tagNavigation } from '@/components/layout/route-transition-store';
import { Link } from '@/lib/i18n/navigation';
import { GENDER_KEYS, type GenderKey } from '@/lib/i18n/routing';
import { boardPathname } from '@/lib/roster/boards';
import styles from './gender-tabs.module.css';

// Changing gender shows the global loader briefly.
const GENDER_SWITCH_LOADER_MS = 500;

/**
 * Women / men switch. Links (they work before any script) that replace the history entry instead of
 * adding one, keeping the filters: their words are the same on both boards (lib/roster/filters.ts).
 */
export function GenderTabs({ active, query = '' }: { active: GenderKey | null; query?: string }) {
  const t = useTranslations('Roster');
  return (
    <nav className={styles.tabs} aria-label={t('genderNav')}>
      <ul className={styles.list}>
        {GENDER_KEYS.map((key) => (
          <li key={key}>
            <Link
              href={{ pathname: boardPathname(key) as '/models/women' | '/models/men', query: Object.fromEntries(new URLSearchParams(query)) }}
              replace
              scroll={false}
              className={styles.tab}
              aria-current={key === active ? 'page' : undefined}
              onClick={(event) => {
                if (key === active) {
                  event.preventDefault();
                  return;
                }
                showGlobalLoader(GENDER_SWITCH_LOADER_MS);
                // The board shows its own loading state until the other gender's board is ready.
                tagNavigation('gender');
              }}
            >
              {t(`boards.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
