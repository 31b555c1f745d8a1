import type { ReactNode } from 'react';
import styles from './form-alert.module.css';

type Props = {
  /** The failure to announce; nothing is shown while it is empty. */
  message?: ReactNode;
  /** An optional second line, e.g. what to do next. */
  detail?: ReactNode;
  className?: string;
};

/**
 * The one place a form tells the visitor a send failed. The `role="alert"` region stays mounted so
 * screen readers announce the message the moment it appears.
 */
export function FormAlert({ message, detail, className }: Props) {
  return (
    <div role="alert" className={[styles.region, className].filter(Boolean).join(' ')}>
      {message ? (
        <div className={styles.alert}>
          <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className={styles.icon}>
            <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M10 5.5v6M10 14v.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <div>
            <p className={styles.message}>{message}</p>
            {detail ? <p className={styles.detail}>{detail}</p> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
