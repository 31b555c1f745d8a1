import type { ReactNode } from 'react';
import styles from './application-form.module.css';

type Props = { id: string; step: string; title: string; hint?: ReactNode; children: ReactNode };

/** One numbered part of the application (01 about you … 04 consent): its heading names the section, its hint describes it. */
export function FormStep({ id, step, title, hint, children }: Props) {
  return (
    <section className={styles.section} aria-labelledby={id} aria-describedby={hint ? `${id}-hint` : undefined}>
      <h2 id={id} className={styles.heading}>
        <span className={styles.step} aria-hidden="true">
          {step}
        </span>
        {title}
      </h2>
      {hint ? (
        <p id={`${id}-hint`} className={styles.sectionHint}>
          {hint}
        </p>
      ) : null}
      {children}
    </section>
  );
}
