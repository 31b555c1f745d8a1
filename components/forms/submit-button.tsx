'use client';

import { useTranslations } from 'next-intl';
import styles from './submit-button.module.css';

export type SubmitState = 'idle' | 'sending' | 'sent';

type Props = {
  state: SubmitState;
  /** Override the default 'Send' / 'Sending' / 'Sent' labels (Forms namespace). */
  labels?: Partial<Record<SubmitState, string>>;
  className?: string;
};

/**
 * The form's submit button: idle → sending (spinner) → sent (check). It stays focusable while
 * sending (`aria-disabled`, clicks ignored by the form) and a polite live region announces each
 * change, since a label change on a focused button is not reliably read.
 */
export function SubmitButton({ state, labels, className }: Props) {
  const t = useTranslations('Forms');
  const label = labels?.[state] ?? t(`submit.${state}`);
  const busy = state === 'sending';

  return (
    <div className={[styles.wrap, className].filter(Boolean).join(' ')}>
      <button
        type="submit"
        className={styles.button}
        data-state={state}
        aria-disabled={state !== 'idle' || undefined}
        onClick={(event) => {
          if (state !== 'idle') event.preventDefault();
        }}
      >
        {state === 'sending' ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {state === 'sent' ? (
          <svg className={styles.check} aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
            <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        ) : null}
        <span>{label}</span>
      </button>
      <span className="visually-hidden" role="status" aria-live="polite" aria-busy={busy}>
        {state === 'idle' ? '' : (labels?.[state] ?? t(`status.${state}`))}
      </span>
    </div>
  );
}
