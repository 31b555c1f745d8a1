'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import type { Option } from '@/lib/forms/options';

type Props = {
  id: string;
  label: string;
  options: readonly Option[];
  registration: UseFormRegisterReturn;
  error: string | null;
  className?: string;
  required?: boolean;
  /** The empty first option ("Choose…"); none when the field always has a value (the country). */
  placeholder?: string;
  autoComplete?: string;
};

/** One labelled select of the application (country and measurements): label, error and state wired as every field. */
export function SelectField({ id, label, options, registration, error, className, required, placeholder, autoComplete }: Props) {
  return (
    <FormField id={id} label={label} required={required} error={error} className={className}>
      {(controlProps) => (
        <select {...controlProps} {...registration} autoComplete={autoComplete} aria-required={required || undefined} data-field={registration.name}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
