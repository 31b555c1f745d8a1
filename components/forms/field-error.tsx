import styles from './field-error.module.css';

/** The text reason under an invalid control: FormField's error line, and the one under radio groups, checkboxes and photo slots. */
export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className={styles.error}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" className={styles.icon}>
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5v4.5M8 11v.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      {children}
    </p>
  );
}
