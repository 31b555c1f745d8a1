'use client';

import { useTranslations } from 'next-intl';
import styles from '@/components/roster/roster-loading.module.css';

/** Shown while a board or profile renders on the server: a quiet placeholder of the cards to come. */
export default function ModelsLoading() {
  // A client component: a server one would read the locale from request headers and make every board dynamic.
  const t = useTranslations('Roster');
  return (
    <div className={`container ${styles.loading}`} role="status">
      <span className={styles.label}>{t('loading')}</span>
      <div className={styles.cards} aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          <span key={index} className={styles.card} />
        ))}
      </div>
    </div>
  );
}
