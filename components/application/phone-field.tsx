'use client';

import { Controller, useWatch } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { AGENCY_COUNTRY } from '@/lib/forms/options';
import { useIsHydrated } from '@/lib/browser/hydration';
import type { ErrorText } from './application-text';
import { PhoneInput } from './phone-input';
import styles from './application-form.module.css';
import { useApplicationForm } from './use-application-form';

type Props = {
  name: 'phone' | 'guardian_phone';
  label: string;
  hint?: string;
  required?: boolean;
  errorText: ErrorText;
};

/**
 * A phone of the application (the applicant's, the guardian's), formatted for the country chosen in
 * the form. It watches the country itself, so the form's shell neither re-renders on a change of
 * country nor hydrates that watch before a first key.
 */
export function PhoneField({ name, label, hint, required, errorText }: Props) {
  const { control } = useApplicationForm();
  const watched = useWatch({ control, name: 'country' }) ?? AGENCY_COUNTRY;
  // Hydrated as the server drew it (the agency's country), then the country chosen: a country picked
  // before the script ran would otherwise leave the server's Brazilian placeholder in place.
  const country = useIsHydrated() ? watched : AGENCY_COUNTRY;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={`apply-${name}`} label={label} hint={hint} required={required} error={errorText(fieldState.error?.message)} className={styles.field}>
          {(controlProps) => (
            <PhoneInput
              {...controlProps}
              value={field.value ?? ''}
              country={country}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              name={field.name}
              data-field={name}
            />
          )}
        </FormField>
      )}
    />
  );
}
