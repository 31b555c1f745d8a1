'use client';

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useFavoriteCardToggles } from '@/components/favorites/favorite-toggle-cards';
import { getIdleNavigation, getNavigation, subscribeNavigation } from '@/components/layout/route-transition-store';
import { useIsHydrated } from '@/lib/browser/hydration';
import { REVEAL_STEP, initialVisibleCount, nextVisibleCount } from '@/lib/roster/reveal';
import { foldForSearch, MAX_QUERY_LENGTH } from '@/lib/talents/search';
import { takeCards } from './card-relay';
import { LetterBar } from './letter-bar';
import { NameSearch, NameSearchSlot } from './name-search';
import { useCardLinks } from './use-card-links';
import { useCardList, type CardEntry } from './use-card-list';
import styles from './roster-board.module.css';

type Props = {
  /** Where the server left the first cards' HTML (card-relay.ts). */
  cardsKey?: string;
  total: number;
  /** How many cards the server wrote: 20, or more on a board asked for with more (the "more" link without scripts). */
  shown: number;
  /** The letter bar's letters, and those someone's name starts with. */
  letters: string;
  available: string;
  /** "N talentos", formatted on the server. */
  totalLabel: string;
  /** The reveal route of this board and the filters' query it is read with. */
  source: string;
  query: string;
  /** The board's address with the "more" parameter's name, for the plain "more" link: `/modelos/feminino?mostrar=`. */
  moreHref: string;
};

/** Shows the cards among `shown`, hides the others (the list's items are the server's, not React's). */
function showOnly(list: HTMLElement, shown: readonly CardEntry[]) {
  const ids = new Set(shown.map((entry) => entry.id));
  for (const item of list.children) (item as HTMLElement).hidden = !ids.has(Number((item as HTMLElement).dataset.id));
}

// Starts loading the next cards a little before the end of the list comes into view.
const SENTINEL_MARGIN = '0px 0px 600px 0px';

/**
 * The board's one island for its cards: the letter bar, the name search, the count and the reveal.
 * The cards are the server's HTML (card-html.ts); this shows and hides them by what each card says
 * and adds the next ones from the reveal route as they are wanted. It never renders a card itself.
 */
export function RosterController({ cardsKey, total, shown, letters, available, totalLabel, source, query: filters, moreHref }: Props) {
  const t = useTranslations('Roster');
  const [html] = useState(() => takeCards(cardsKey) ?? '');
  const [letter, setLetter] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [visible, setVisible] = useState(shown);
  const listRef = useRef<HTMLUListElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const focusTarget = useRef<{ id?: number; index?: number; center: boolean } | null>(null);
  const interactive = useIsHydrated();
  // A gender tab was chosen: this board stays until the other one is ready, marked as loading.
  const switching = useSyncExternalStore(subscribeNavigation, getNavigation, getIdleNavigation).tag === 'gender';

  const wanted = query.trim() !== '' ? query.trim().slice(0, MAX_QUERY_LENGTH) : '';
  const narrowing = letter !== null || wanted !== '';
  const { entries, loading, failed } = useCardList({ list: listRef, total, source, query: filters, wanted: narrowing ? total : visible });
  const folded = foldForSearch(wanted);
  const matches = entries.filter((entry) => (!letter || entry.letter === letter) && (folded === '' || entry.folded.includes(folded)));
  const matchCount = narrowing ? matches.length : total;
  const shownCount = Math.min(visible, matchCount);
  const hasMore = shownCount < matchCount;
  const counting = narrowing && loading;

  const letterList = useMemo(() => [...letters], [letters]);
  const availableSet = useMemo(() => new Set(available), [available]);
  const remember = useCardLinks(listRef, () => ({ letter, query, visible: shownCount }));
  useFavoriteCardToggles(listRef, entries);

  // Shows the cards that pass the letter and the name, up to the count revealed; hides the rest.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (entries.length > 0) showOnly(list, (narrowing ? matches : entries).slice(0, shownCount));
    const target = focusTarget.current;
    const link = target
      ? target.id !== undefined
        ? list.querySelector<HTMLAnchorElement>(`li[data-id="${target.id}"]:not([hidden]) a[data-card-link]`)
        : list.querySelectorAll<HTMLAnchorElement>('li:not([hidden]) a[data-card-link]')[target.index ?? 0]
      : null;
    if (target && link) {
      focusTarget.current = null;
      if (target.center) link.scrollIntoView({ block: 'center' });
      link.focus({ preventScroll: target.center });
    }
  }, [entries, matches, narrowing, shownCount]);

  // Coming back from a profile: same letter, same search, as many cards, focus on the card that was opened.
  useEffect(() => {
    const stored = remember.restore();
    if (!stored) return;
    // State restored from sessionStorage after hydration; the server cannot know it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLetter(stored.letter && available.includes(stored.letter) ? stored.letter : null);
    setQuery(stored.query);
    setVisible(initialVisibleCount(total, stored.visible));
    focusTarget.current = { id: stored.talentId, center: true };
  }, [remember, available, total]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    // Without an observer the "more" link below does the job.
    if (!sentinel || !hasMore || typeof IntersectionObserver === 'undefined') return;
    // A new observer per count: if the sentinel is still in view after a reveal, it fires again at once.
    const observer = new IntersectionObserver(
      (items) => {
        if (items.some((item) => item.isIntersecting)) {
          observer.disconnect();
          setVisible((count) => nextVisibleCount(count, matchCount));
        }
      },
      { rootMargin: SENTINEL_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, shownCount, matchCount]);

  const chooseLetter = useCallback((next: string | null) => {
    setLetter((current) => (next === current ? null : next));
    setVisible(REVEAL_STEP);
  }, []);

  const search = useCallback((next: string) => {
    setQuery(next);
    setVisible(REVEAL_STEP);
  }, []);

  const showMore = (event: MouseEvent<HTMLAnchorElement>) => {
    // A link that failed to load its cards here still works as a link.
    if (failed) return;
    event.preventDefault();
    focusTarget.current = { index: shownCount, center: false };
    setVisible((count) => nextVisibleCount(count, matchCount));
  };

  const status = switching || counting ? (
    <>
      <span className={styles.loadingImage} aria-hidden="true" />
      {t('loading')}
    </>
  ) : wanted !== '' ? (
    t('countSearch', { count: matchCount, query: wanted })
  ) : letter ? (
    t('countLetter', { count: matchCount, letter })
  ) : (
    totalLabel
  );

  return (
    <div className={styles.board}>
      {/* The search needs the script; until it runs its place is kept, so the board does not jump down when it comes. */}
      {interactive ? <NameSearch query={query} onChange={search} /> : <NameSearchSlot />}
      <LetterBar letters={letterList} available={availableSet} active={letter} onChoose={chooseLetter} />
      <p className={styles.count} role="status">
        {status}
      </p>
      {narrowing && !counting && matchCount === 0 ? (
        <div className={styles.noMatch}>
          <p className={styles.emptyTitle}>{wanted ? t('noMatch', { query: wanted }) : t('empty')}</p>
          {wanted ? (
            <button type="button" className={styles.moreButton} onClick={() => search('')}>
              {t('clearSearch')}
            </button>
          ) : null}
        </div>
      ) : null}
      <ul
        id="roster-list"
        ref={listRef}
        className={styles.grid}
        aria-label={t('list')}
        aria-busy={switching || undefined}
        // The server's cards, written once and then only shown, hidden and added to, never re-rendered.
        dangerouslySetInnerHTML={{ __html: html }}
        suppressHydrationWarning
      />
      {hasMore && !counting ? (
        <div className={styles.more}>
          <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
          <p className={styles.showing}>{t('showing', { visible: shownCount, total: matchCount })}</p>
          <a href={`${moreHref}${shownCount + REVEAL_STEP}#cards-${shownCount}`} className={`${styles.moreButton} ${styles.linkButton}`} onClick={showMore}>
            {t('loadMore')}
          </a>
        </div>
      ) : null}
    </div>
  );
}
