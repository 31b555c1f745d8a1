import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSiteTitle } from '@/lib/api/identity';
import { pageMetadata } from '@/lib/site/seo';
import { getAttributes } from '@/lib/api/attributes';
import { getTalents } from '@/lib/api/talents';
import type { Attributes } from '@/lib/api/types';
import { readForPage } from '@/lib/site/page-read';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { buildLocalizedPath } from '@/lib/i18n/paths';
import { GENDER_KEYS, type Locale } from '@/lib/i18n/routing';
import { boardPathname, type Board } from '@/lib/roster/boards';
import { buildFilterView, filterOptions } from '@/lib/roster/filter-view';
import { getFilteredTalents } from '@/lib/roster/filtered-talents';
import { hasFilters, NO_FILTERS, parseFilters, serializeFilters } from '@/lib/roster/filters';
import { REVEAL_STEP } from '@/lib/roster/reveal';
import { readShown } from '@/lib/roster/shown';
import { GenderTabs } from './gender-tabs';
import { RosterBoard } from './roster-board';
import { FilterIsland } from './filter-island';
import { FilterPanel, choicesOf } from './filter-panel';
import filterStyles from './roster-filters.module.css';
import styles from './roster-page.module.css';

type Props = {
  board: Board;
  locale: Locale;
  /** The address's query on a filtered board (the proxy sends those to their own, uncached route). */
  search?: URLSearchParams;
};

/**
 * The Roster messages the board's islands read (gender tabs, letter bar, name search, controller,
 * the live filters once loaded); the server-only ones (eyebrow, description, counts, empty states) stay out of the payload.
 * A new t('…') in one of those client components needs its key here. The gender tabs name the two
 * gender boards; of the favourites' messages, the islands need only the hearts' names.
 */
const CLIENT_KEYS = {
  Roster: [
    'genderNav', 'letters', 'all', 'other', 'list', 'countLetter', 'showing', 'loadMore', 'empty', 'loading', 'search',
    'searchPlaceholder', 'countSearch', 'noMatch', 'clearSearch', 'filters', 'filtersActive', 'height', 'heightFrom', 'heightTo',
    'from', 'to', 'hair', 'eyes', 'board', 'anyBoard', 'applyFilters', 'clearFilters', 'removeFilter', 'updating', 'activeFilters',
    'heightChip', 'where', 'inTownOnly', ...GENDER_KEYS.map((key) => `boards.${key}`),
  ],
  Favorites: ['add', 'remove'],
};

function boardFilter(board: Board) {
  return board.kind === 'gender' ? { gender: board.gender } : { category: board.key };
}

/** The filter options; a board without them still shows its talents, only without the filters. */
async function attributesOrNull(): Promise<Attributes | null> {
  try {
    return await getAttributes();
  } catch {
    return null;
  }
}

/** A board's title, description and canonical address; a filtered one is not for search engines (one board, many filterings). */
export async function rosterMetadata(board: Board, locale: Locale, { filtered = false } = {}): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Roster' });
  const title = t(`boards.${board.key}`);
  return pageMetadata({
    locale,
    pathname: boardPathname(board.key),
    title,
    description: t('metaDescription', { board: title, site: await getSiteTitle() }),
    noIndex: filtered,
  });
}

/** A gender or category board: heading, gender switch, filters, letter bar and cards. */
export async function RosterPage({ board, locale, search }: Props) {
  const t = await getTranslations('Roster');
  // A filtered board cannot be shown without the options its address is read against.
  const attributes = search ? await readForPage(() => getAttributes()) : await attributesOrNull();
  const filters = attributes && search ? parseFilters(search, locale, filterOptions(attributes)) : NO_FILTERS;
  const filtering = hasFilters(filters);
  const talents = await readForPage(() =>
    filtering ? getFilteredTalents(locale, boardFilter(board), filters) : getTalents(locale, boardFilter(board)),
  );
  const pathname = boardPathname(board.key);
  const view = attributes
    ? buildFilterView({
        locale,
        board,
        action: buildLocalizedPath(pathname, {}, locale),
        attributes,
        filters,
        labels: { board: (key) => t(`boards.${key}`), inTown: t('inTownChip') },
      })
    : null;
  const query = filtering ? serializeFilters(filters, locale) : '';
  const shown = Math.min(talents.length, (search ? readShown(search, locale) : null) ?? REVEAL_STEP);
  return (
    <div className={`container ${styles.page}`}>
      <ClientMessages namespaces={['Roster', 'Favorites']} keys={CLIENT_KEYS}>
        <header className={styles.header}>
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1 className={`page-title ${styles.title}`}>{t(`boards.${board.key}`)}</h1>
          {board.kind === 'gender' ? <GenderTabs active={board.key} query={view?.query ?? ''} /> : null}
        </header>
        {view ? (
          <FilterIsland view={view} className={filterStyles.filters}>
            <FilterPanel view={view} text={(key, values) => t(key, values)} choices={choicesOf(view)} unit="metric" />
          </FilterIsland>
        ) : null}
        <RosterBoard
          key={`${board.key}?${query}`}
          talents={talents}
          locale={locale}
          pathname={pathname}
          query={query}
          shown={shown}
          source={`/api/roster/${locale}/${board.key}${filtering ? '/filtered' : ''}`}
          totalLabel={filtering ? t('countFiltered', { count: talents.length }) : t('count', { count: talents.length })}
          unfiltered={filtering ? pathname : undefined}
        />
      </ClientMessages>
    </div>
  );
}
