'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import styles from './clear-form.module.css';

type Props = {
  /** Nothing to clear (or a send under way): the action is not offered. */
  hidden: boolean;
  onClear: () => void;
};

/**
 * "Clear form", asked twice: a long application (often a minor's details, kept in this browser) is
 * emptied only after a second, explicit tap, so a mis-tap on a phone loses nothing.
 */
export function ClearForm({ hidden, onClear }: Props) {
  const t = useTranslations('ApplicationForm.clear');
  const [asking, setAsking] = useState(false);
  const [focusTarget, setFocusTarget] = useState<'keep' | 'start' | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusTarget === 'keep') keepRef.current?.focus();
    if (focusTarget === 'start') startRef.current?.focus();
  }, [focusTarget, asking]);

  // Not offered yet, its room is kept: the action appearing with the first answer must not move every
  // field below it under the finger of a visitor who is filling them in.
  if (hidden && !asking) {
    return (
      <span className={`${styles.start} ${styles.reserved}`} aria-hidden="true">
        {t('action')}
      </span>
    );
  }

  /** Opens or closes the question; the focus follows to its first answer, or back to the action. */
  function ask(open: boolean) {
    setAsking(open);
    setFocusTarget(open ? 'keep' : 'start');
  }

  if (!asking) {
    return (
      <button ref={startRef} type="button" className={styles.start} onClick={() => ask(true)}>
        {t('action')}
      </button>
    );
  }

  return (
    <div role="group" aria-labelledby="apply-clear-question" className={styles.confirm}>
      <p id="apply-clear-question" className={styles.question}>
        {t('question')}
      </p>
      <div className={styles.buttons}>
        <button ref={keepRef} type="button" className={styles.keep} onClick={() => ask(false)}>
          {t('keep')}
        </button>
        <button
          type="button"
          className={styles.clear}
          onClick={() => {
            setAsking(false);
            setFocusTarget(null);
            onClear();
          }}
        >
          {t('confirm')}
        </button>
      </div>
    </div>
  );
}
