'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useFavorites } from '@/lib/talents/favorites/store';
import { HeartIcon } from './heart-icon';
import styles from './favorites-header-link.module.css';

/** Header link to the favourites page; the count is only known in the browser, so server HTML shows none. */
export function FavoritesHeaderLink({ className }: { className?: string }) {
  const t = useTranslations('Favorites');
  const { count, hydrated } = useFavorites();
  const label = hydrated ? t('headerLabelCount', { count }) : t('headerLabel');
  return (
    <Link href="/favorites" className={[styles.link, className].filter(Boolean).join(' ')} aria-label={label}>
      <HeartIcon filled={hydrated && count > 0} />
      {hydrated && count > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
