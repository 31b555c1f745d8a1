'use client';

import { useTranslations } from 'next-intl';
import { OTHER_LETTER } from '@/lib/talents/letters';
import styles from './letter-bar.module.css';

type Props = {
  letters: readonly string[];
  available: ReadonlySet<string>;
  active: string | null;
  /** Called with the clicked letter (the board clears it when it is already active) or null for 'All'. */
  onChoose: (letter: string | null) => void;
};

/** A to Z filter: real toggle buttons; letters nobody's name starts with are disabled. */
export function LetterBar({ letters, available, active, onChoose }: Props) {
  const t = useTranslations('Roster');
  return (
    <div className={styles.bar} role="group" aria-label={t('letters')}>
      <button type="button" className={styles.all} aria-pressed={active === null} onClick={() => onChoose(null)}>
        {t('all')}
      </button>
      <div className={styles.letters}>
        {letters.map((letter) => (
          <button
            key={letter}
            type="button"
            className={styles.letter}
            aria-pressed={active === letter}
            aria-label={letter === OTHER_LETTER ? t('other') : undefined}
            disabled={!available.has(letter)}
            onClick={() => onChoose(letter)}
          >
            {letter}
          </button>
        ))}
      </div>
    </div>
  );
}
