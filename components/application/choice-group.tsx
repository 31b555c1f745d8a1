'use client';

import { FieldError } from '@/components/forms/field-error';
import type { ApplicationTextField } from './application-values';
import { useApplicationForm } from './use-application-form';
import styles from './application-form.module.css';

type Props = {
  field: Extract<ApplicationTextField, 'gender' | 'guardian_relation'>;
  legend: string;
  choices: ReadonlyArray<{ value: string; label: string }>;
  /** The group's error in words, null when it has none. */
  error: string | null;
};

/** A required choice of the application as a group of radios (the gender, the guardian's relation). */
export function ChoiceGroup({ field, legend, choices, error }: Props) {
  const { register } = useApplicationForm();
  const errorId = `apply-${field}-error`;
  return (
    <fieldset className={`${styles.field} ${styles.choice}`} data-field={field} role="radiogroup" aria-required="true" aria-invalid={error !== null}>
      <legend className={styles.legend}>
        {legend}
        <span aria-hidden="true" className={styles.asterisk}>*</span>
      </legend>
      <div className={styles.radios}>
        {choices.map(({ value, label }) => (
          <label key={value} className={styles.radio}>
            {/* The group's error is each choice's description: a screen reader says it with the focused radio. */}
            <input type="radio" value={value} {...register(field)} aria-describedby={error !== null ? errorId : undefined} />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {error !== null ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
