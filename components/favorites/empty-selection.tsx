'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import styles from './favorites.module.css';

/** What a selection with nobody in it says, and the way to the rosters to choose someone. */
export function EmptySelection({ title, hint }: { title: string; hint?: string }) {
  const t = useTranslations('Favorites');
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {hint ? <p className={styles.emptyHint}>{hint}</p> : null}
      <Link href="/models" className={`${styles.button} ${styles.primary}`}>
        {t('emptyLink')}
      </Link>
    </div>
  );
}
