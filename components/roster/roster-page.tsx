import { getTranslations } from 'next-intl/server';
import { getTalents } from '@/lib/api/talents';
import { readForPage } from '@/lib/errors/page-read';
import type { Board } from '@/lib/roster/boards';
import { GenderTabs } from './gender-tabs';
import { RosterBoard } from './roster-board';
import styles from './roster-page.module.css';
import { ClientMessages } from '@/lib/i18n/client-messages';

type Props = { board: Board; locale: string };

function loadBoard(board: Board, locale: string) {
  return readForPage(() => getTalents(locale, board.kind === 'gender' ? { gender: board.gender } : { category: board.key }));
}

/** A gender or category board: heading, gender switch, letter bar and cards. */
export async function RosterPage({ board, locale }: Props) {
  const t = await getTranslations('Roster');
  const talents = await loadBoard(board, locale);
  // Only what a card needs reaches the browser: with 1000 talents every byte counts in the HTML.
  const cards = talents.map(({ id, name, gender, cover }) => ({ id, name, gender, cover }));
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1 className={`page-title ${styles.title}`}>{t(`boards.${board.key}`)}</h1>
        {board.kind === 'gender' ? (
          <ClientMessages namespaces={['Roster']}>
            <GenderTabs active={board.key} />
          </ClientMessages>
        ) : null}
      </header>
      <ClientMessages namespaces={['Roster', 'Favorites']}>
        <RosterBoard key={board.key} talents={cards} totalLabel={t('count', { count: cards.length })} />
      </ClientMessages>
    </div>
  );
}
