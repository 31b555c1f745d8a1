'use client';

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useIsHydrated } from '@/lib/hydration';
import { useTranslations } from 'next-intl';
import { getIdleNavigation, getNavigation, subscribeNavigation } from '@/components/layout/route-transition-store';
import type { TalentSummary } from '@/lib/api/types';
import { ALPHABET, OTHER_LETTER, availableLetters, filterByLetter } from '@/lib/talents/letters';
import { filterByName } from '@/lib/talents/search';
import { REVEAL_STEP, initialVisibleCount, nextVisibleCount } from '@/lib/roster/reveal';
import { ROSTER_RETURN_KEY, parseRosterReturn, serializeRosterReturn } from '@/lib/roster/return-to';
import { Link } from '@/lib/i18n/navigation';
import type { AppPathname } from '@/lib/i18n/routing';
import { LetterBar } from './letter-bar';
import { NameSearch } from './name-search';
import { RosterCard } from './roster-card';
import styles from './roster-board.module.css';

type Props = {
  talents: TalentSummary[];
  /** The board narrowed by filters: "no talent matches" then offers the board without them. */
  unfiltered?: AppPathname;
  /**
   * "N talentos" for the whole board, formatted on the server: plural rules cost a phone tens of
   * milliseconds to set up, which would land in the hydration task. The board formats its own counts
   * only once a letter is chosen.
   */
  totalLabel: string;
};

// Starts loading the next cards a little before the end of the list comes into view.
const SENTINEL_MARGIN = '0px 0px 600px 0px';

function readStorage(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Private modes may refuse storage; the roster still works, it just forgets its place.
  }
}

/**
 * The roster's cards, letter bar and progressive reveal. The server renders the first 20 cards
 * into the HTML; everything else (filtering, revealing more) happens here without a request.
 */
export function RosterBoard({ talents, totalLabel, unfiltered }: Props) {
  const t = useTranslations('Roster');
  const [letter, setLetter] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  // The search works on the cards the page holds, so it shows once the page's script runs (never a dead field).
  const interactive = useIsHydrated();
  const [visible, setVisible] = useState(() => initialVisibleCount(talents.length));
  const sentinelRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const focusTarget = useRef<{ index: number; center: boolean } | null>(null);
  // A gender tab was chosen: this board stays until the other one is ready, marked as loading.
  const loading = useSyncExternalStore(subscribeNavigation, getNavigation, getIdleNavigation).tag === 'gender';

  const available = useMemo(() => availableLetters(talents), [talents]);
  const letters = useMemo(() => (available.has(OTHER_LETTER) ? [...ALPHABET, OTHER_LETTER] : ALPHABET), [available]);
  const filtered = useMemo(() => filterByName(filterByLetter(talents, letter), query), [talents, letter, query]);
  const searching = query.trim() !== '';
  const shown = filtered.slice(0, visible);
  const hasMore = shown.length < filtered.length;

  const chooseLetter = useCallback((next: string | null) => {
    setLetter((current) => (next === current ? null : next));
    setVisible(REVEAL_STEP);
  }, []);

  const search = useCallback((next: string) => {
    setQuery(next);
    setVisible(REVEAL_STEP);
  }, []);

  // Coming back from a profile: same letter, same number of cards, focus on the card that was opened.
  useEffect(() => {
    const stored = parseRosterReturn(readStorage(ROSTER_RETURN_KEY));
    // The filters are part of the board's address: coming back to another filtering starts afresh.
    if (!stored || stored.path !== window.location.pathname + window.location.search) return;
    writeStorage(ROSTER_RETURN_KEY, null);
    const letterStillThere = stored.letter && available.has(stored.letter) ? stored.letter : null;
    const list = filterByName(filterByLetter(talents, letterStillThere), stored.query);
    const index = list.findIndex((talent) => talent.id === stored.talentId);
    // State restored from sessionStorage after hydration; the server cannot know it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLetter(letterStillThere);
    setQuery(stored.query);
    setVisible(initialVisibleCount(list.length, Math.max(stored.visible, index + 1)));
    if (index >= 0) focusTarget.current = { index, center: true };
  }, [available, talents]);

  useEffect(() => {
    const target = focusTarget.current;
    // Runs again once the restored cards are rendered.
    if (!target || target.index >= shown.length) return;
    const link = gridRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-card-link]')[target.index];
    focusTarget.current = null;
    if (!link) return;
    if (target.center) {
      link.scrollIntoView({ block: 'center' });
      link.focus({ preventScroll: true });
    } else {
      link.focus();
    }
  }, [shown.length, letter]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore) return;
    // Without an observer the 'show more' button below does the job.
    if (typeof IntersectionObserver === 'undefined') return;
    // A new observer per count: if the sentinel is still in view after a reveal, it fires again at once.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setVisible((count) => nextVisibleCount(count, filtered.length));
        }
      },
      { rootMargin: SENTINEL_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, visible, filtered.length]);

  const loadMore = () => {
    focusTarget.current = { index: shown.length, center: false };
    setVisible((count) => nextVisibleCount(count, filtered.length));
  };

  const remember = (talentId: number) => {
    writeStorage(
      ROSTER_RETURN_KEY,
      serializeRosterReturn({ path: window.location.pathname + window.location.search, letter, query, visible: shown.length, talentId }),
    );
  };

  if (talents.length === 0 && unfiltered) {
    return (
      <div className={styles.noMatch}>
        <p className={styles.count} role="status">
          {totalLabel}
        </p>
        <p className={styles.emptyTitle}>{t('noFilterMatch')}</p>
        <p className={styles.emptyHint}>{t('noFilterMatchHint')}</p>
        <Link href={unfiltered as '/models/women'} scroll={false} className={`${styles.moreButton} ${styles.linkButton}`}>
          {t('clearFilters')}
        </Link>
      </div>
    );
  }

  if (talents.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t('empty')}</p>
        <p className={styles.emptyHint}>{t('emptyHint')}</p>
      </div>
    );
  }

  return (
    <div className={styles.board}>
      {interactive ? <NameSearch query={query} onChange={search} /> : null}
      <LetterBar letters={letters} available={available} active={letter} onChoose={chooseLetter} />
      <p className={styles.count} role="status">
        {loading ? (
          <>
            <span className={styles.loadingImage} aria-hidden="true" />
            {t('loading')}
          </>
        ) : searching ? (
          t('countSearch', { count: filtered.length, query: query.trim() })
        ) : letter ? (
          t('countLetter', { count: filtered.length, letter })
        ) : (
          totalLabel
        )}
      </p>
      {filtered.length === 0 && searching ? (
        <div className={styles.noMatch}>
          <p className={styles.emptyTitle}>{t('noMatch', { query: query.trim() })}</p>
          <button type="button" className={styles.moreButton} onClick={() => search('')}>
            {t('clearSearch')}
          </button>
        </div>
      ) : filtered.length === 0 ? (
        <p className={styles.emptyTitle}>{t('empty')}</p>
      ) : (
        <ul id="roster-list" className={styles.grid} ref={gridRef} aria-label={t('list')} aria-busy={loading || undefined}>
          {shown.map((talent, index) => (
            <RosterCard
              key={talent.id}
              talent={talent}
              eager={index < 4}
              highPriority={index < 2}
              onOpen={remember}
            />
          ))}
        </ul>
      )}
      {hasMore ? (
        <div className={styles.more}>
          <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
          <p className={styles.showing}>{t('showing', { visible: shown.length, total: filtered.length })}</p>
          <button type="button" className={styles.moreButton} onClick={loadMore}>
            {t('loadMore')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
