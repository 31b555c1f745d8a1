'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatIdList, MAX_SELECTION, readSharedSelection } from '@/lib/talents/favorites/ids';
import { addFavorites, type FavoriteTalent, useFavorites } from '@/lib/talents/favorites/store';
import { Link } from '@/lib/i18n/navigation';
import { EmptySelection } from './empty-selection';
import { FavoriteCard } from './favorite-card';
import { SelectionActions } from './selection-actions';
import styles from './favorites.module.css';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; talents: FavoriteTalent[] };

/** A selection someone shared: read-only cards and one button to copy it into one's own favourites. */
export function SharedSelection({ idsParam }: { idsParam: string }) {
  const t = useTranslations('Favorites');
  const locale = useLocale();
  const { ids, omitted } = readSharedSelection(idsParam);
  const query = formatIdList(ids);
  const [load, setLoad] = useState<Load>(ids.length === 0 ? { state: 'ready', talents: [] } : { state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { has, hydrated } = useFavorites();
  const [added, setAdded] = useState(false);
  const mineLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    // The add button is gone once pressed; the link to one's own list takes the focus.
    if (added) mineLink.current?.focus();
  }, [added]);

  useEffect(() => {
    if (query === '') return;
    const controller = new AbortController();
    fetch(`/api/favorites/talents/${locale}?ids=${query}`, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        return response.json() as Promise<{ data: FavoriteTalent[] }>;
      })
      .then(({ data }) => setLoad({ state: 'ready', talents: data }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: 'error' });
      });
    return () => controller.abort();
  }, [query, locale, attempt]);

  const talents = load.state === 'ready' ? load.talents : [];
  const allMine = hydrated && talents.length > 0 && talents.every((talent) => has(talent.id));

  function addAll() {
    addFavorites(talents);
    setAdded(true);
  }

  return (
    <>
      <header className={styles.header}>
        <p className="eyebrow">{t('sharedEyebrow')}</p>
        <h1 className="page-title">{t('sharedTitle')}</h1>
        {load.state === 'ready' && talents.length > 0 ? <p className={styles.lede}>{t('sharedSummary', { count: talents.length })}</p> : null}
      </header>

      {omitted > 0 ? <p className={styles.sharedNote}>{t('sharedOmitted', { count: ids.length + omitted, max: MAX_SELECTION })}</p> : null}

      {load.state === 'loading' ? (
        <p className={styles.lede} role="status">
          {t('sharedLoading')}
        </p>
      ) : null}

      {load.state === 'error' ? (
        <div className={styles.empty} role="alert">
          <p className={styles.emptyTitle}>{t('sharedError')}</p>
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              setLoad({ state: 'loading' });
              setAttempt((value) => value + 1);
            }}
          >
            {t('retry')}
          </button>
        </div>
      ) : null}

      {load.state === 'ready' && talents.length === 0 ? <EmptySelection title={t('sharedEmpty')} /> : null}

      {talents.length > 0 ? (
        <>
          <div className={styles.adopt} role="status">
            {allMine || added ? (
              <p className={styles.adopted}>
                {t('sharedAdded')}{' '}
                <Link ref={mineLink} href="/favorites" className={styles.inlineLink}>
                  {t('seeMine')}
                </Link>
              </p>
            ) : (
              <button type="button" className={`${styles.button} ${styles.primary}`} onClick={addAll}>
                {t('addAll', { count: talents.length })}
              </button>
            )}
          </div>
          <SelectionActions ids={talents.map((talent) => talent.id)} />
          <ul className={styles.grid} aria-label={t('sharedListLabel')}>
            {talents.map((talent, index) => (
              <FavoriteCard key={talent.id} talent={talent} eager={index < 4} />
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
