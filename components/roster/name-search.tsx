'use client';

import { useTranslations } from 'next-intl';
import { MAX_QUERY_LENGTH } from '@/lib/talents/search';
import styles from './name-search.module.css';

type Props = { query: string; onChange: (query: string) => void };

/**
 * Search by name over the cards the page already has: the list and its count (a live region beside
 * the letters) follow each key. Escape empties it, as a search field does.
 */
export function NameSearch({ query, onChange }: Props) {
  const t = useTranslations('Roster');
  return (
    <div role="search" className={styles.search}>
      <label htmlFor="roster-search" className={styles.label}>
        {t('search')}
      </label>
      <input
        id="roster-search"
        type="search"
        className={styles.input}
        value={query}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={t('searchPlaceholder')}
        aria-controls="roster-list"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && query !== '') {
            event.preventDefault();
            onChange('');
          }
        }}
      />
    </div>
  );
}

/** The search's room, empty: what the board shows where the search will be once the script runs. */
export function NameSearchSlot() {
  return <div className={styles.slot} aria-hidden="true" />;
}
