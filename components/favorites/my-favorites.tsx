'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { addFavorite, type FavoriteTalent, removeFavorite, useFavorites } from '@/lib/talents/favorites/store';
import { EmptySelection } from './empty-selection';
import { FavoriteCard } from './favorite-card';
import { SelectionActions } from './selection-actions';
import styles from './favorites.module.css';

export function MyFavorites() {
  const t = useTranslations('Favorites');
  const { list, count, hydrated } = useFavorites();
  const [removed, setRemoved] = useState<FavoriteTalent | null>(null);
  const undoButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // The removed card took the focused button with it; continue from the undo offer.
    if (removed) undoButton.current?.focus();
  }, [removed]);

  function remove(talent: FavoriteTalent) {
    removeFavorite(talent.id);
    setRemoved(talent);
  }

  function undo() {
    if (removed) addFavorite(removed);
    setRemoved(null);
  }

  return (
    <>
      <header className={styles.header}>
        <h1 className="page-title">{t('title')}</h1>
        {/* Only the browser knows the list: the server renders the heading alone, never a false "empty". */}
        {hydrated && count > 0 ? <p className={styles.lede}>{t('summary', { count })}</p> : null}
      </header>

      <div className={styles.undo} role="status">
        {removed ? (
          <>
            <span>{t('removed', { name: removed.name })}</span>
            <button ref={undoButton} type="button" className={styles.textButton} onClick={undo}>
              {t('undo')}
            </button>
          </>
        ) : null}
      </div>

      {hydrated && count === 0 ? <EmptySelection title={t('emptyTitle')} hint={t('emptyHint')} /> : null}

      {hydrated && count > 0 ? (
        <>
          <SelectionActions ids={list.map((talent) => talent.id)} />
          <ul className={styles.grid} aria-label={t('listLabel')}>
            {list.map((talent, index) => (
              <FavoriteCard key={talent.id} talent={talent} eager={index < 4}>
                <button type="button" className={styles.remove} onClick={() => remove(talent)}>
                  {t.rich('removeShort', { name: talent.name, talent: (chunks) => <span className="visually-hidden">{chunks}</span> })}
                </button>
              </FavoriteCard>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
