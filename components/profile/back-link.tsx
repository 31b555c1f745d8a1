'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { readStorage } from '@/lib/browser/storage';
import { Link } from '@/lib/i18n/navigation';
import type { AppPathname } from '@/lib/i18n/routing';
import { parseLocalizedPath } from '@/lib/i18n/paths';
import { ROSTER_RETURN_KEY, parseRosterReturn } from '@/lib/roster/return-to';
import styles from './back-link.module.css';

type BoardPath = Exclude<AppPathname, `${string}[${string}`>;

type Props = {
  talentId: number;
  /** The gender's board, for a profile opened directly. */
  fallback: BoardPath;
};

function storedBoard(talentId: number): BoardPath | null {
  const stored = parseRosterReturn(readStorage('session', ROSTER_RETURN_KEY));
  if (!stored || stored.talentId !== talentId) return null;
  const parsed = parseLocalizedPath(stored.path);
  if (!parsed || !parsed.pathname.startsWith('/models') || parsed.pathname.includes('[')) return null;
  return parsed.pathname as BoardPath;
}

/** Back to the board the visitor opened this profile from (in the current language), else the gender's board. */
export function BackLink({ talentId, fallback }: Props) {
  const t = useTranslations('Profile');
  const [target, setTarget] = useState<BoardPath>(fallback);
  useEffect(() => {
    const board = storedBoard(talentId);
    // Where the visitor came from is only known in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (board) setTarget(board);
  }, [talentId]);
  return (
    <Link href={target} className={styles.back}>
      <span aria-hidden="true" className={styles.arrow}>←</span>
      {t('back')}
    </Link>
  );
}
