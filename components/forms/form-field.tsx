'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { FieldError } from './field-error';
import styles from './form-field.module.css';

/** Props to spread on the field's control so its label, hint and error are wired to it. */
export type FieldControlProps = {
  id: string;
  className: string | undefined;
  'aria-invalid': boolean;
  'aria-required'?: true;
  'aria-describedby'?: string;
};

type Props = {
  /** The control's id; the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** Translated error text; its presence marks the control invalid. */
  error?: string | null;
  /** Renders the control (input, textarea, select, masked input…) with the wiring props. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
};

/**
 * One labelled form control: the label with a required asterisk, the control, an optional hint and
 * the error text, tied together with `aria-invalid` and `aria-describedby` so the error is read with
 * the field, not only shown in red. "Required" reaches screen readers as `aria-required` on the
 * control rather than as hidden label text, so the accessible name stays exactly the visible label
 * (voice control users say "click Nome", tests use getByLabel('Nome', { exact: true })).
 */
export function FormField({ id, label, required = false, hint, error, children, className }: Props) {
  const t = useTranslations('Forms');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id,
    className: styles.control,
    'aria-invalid': Boolean(error),
    ...(required ? { 'aria-required': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')} data-invalid={Boolean(error) || undefined}>
      {/* The asterisk is CSS content: out of the label's text, so the accessible name is the label alone. */}
      <label className={styles.label} htmlFor={id} data-required={required || undefined} title={required ? t('required') : undefined}>
        {label}
      </label>
      {children(control)}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
