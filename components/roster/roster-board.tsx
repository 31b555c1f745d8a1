import { getTranslations } from 'next-intl/server';
import type { TalentSummary } from '@/lib/api/types';
import { Link } from '@/lib/i18n/navigation';
import { buildLocalizedPath } from '@/lib/i18n/paths';
import type { AppPathname, Locale } from '@/lib/i18n/routing';
import { SHOW_PARAM } from '@/lib/roster/shown';
import { ALPHABET, OTHER_LETTER, availableLetters } from '@/lib/talents/letters';
import { cardLabels, preloadFirstPhotos, renderCardsHtml } from './card-html';
import { leaveCards } from './card-relay';
import { RosterController } from './roster-controller';
import styles from './roster-board.module.css';

type Props = {
  talents: readonly TalentSummary[];
  locale: Locale;
  /** The board's public path (`/models/women`) and its filters' query (empty when none). */
  pathname: AppPathname;
  query: string;
  /** How many cards the HTML holds: 20, or more when the address asked for more. */
  shown: number;
  /** The reveal route for this board (`/api/roster/pt/women`, `…/filtered` with filters). */
  source: string;
  totalLabel: string;
  /** The board narrowed by filters: "no talent matches" then offers the board without them. */
  unfiltered?: AppPathname;
};

/**
 * The board's cards, rendered here as HTML: the first step of them (20) is in the page; the
 * controller shows, hides and adds to them (the letter bar, the search, the reveal). No card is
 * in the page's React payload: the list goes through card-relay.ts.
 */
export async function RosterBoard({ talents, locale, pathname, query, shown, source, totalLabel, unfiltered }: Props) {
  const t = await getTranslations('Roster');
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
  const first = talents.slice(0, shown);
  preloadFirstPhotos(first);
  const html = renderCardsHtml(first, 0, locale, await cardLabels(locale));
  const available = availableLetters(talents);
  const letters = available.has(OTHER_LETTER) ? [...ALPHABET, OTHER_LETTER] : ALPHABET;
  const address = buildLocalizedPath(pathname, {}, locale);
  return (
    <RosterController
      key={`${source}?${query}`}
      cardsKey={leaveCards(html)}
      total={talents.length}
      shown={first.length}
      letters={letters.join('')}
      available={letters.filter((letter) => available.has(letter)).join('')}
      totalLabel={totalLabel}
      source={source}
      query={query}
      moreHref={`${address}?${query ? `${query}&` : ''}${SHOW_PARAM[locale]}=`}
    />
  );
}
