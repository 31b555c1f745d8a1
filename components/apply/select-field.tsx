'use client';

import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { optionsHtml } from '@/lib/forms/options-html';
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

/**
 * One labelled select of the application (country and measurements): label, error and state wired as
 * every field. The options (about 600 on the form, 250 of them countries) are the server's HTML, not
 * React elements: React neither hydrates nor re-renders them, which kept a slow phone's first key
 * waiting behind them (docs/quality.md, input delay). The list never changes after the server drew it.
 */
export function SelectField({ id, label, options, registration, error, className, required, placeholder, autoComplete }: Props) {
  const html = useMemo(() => ({ __html: optionsHtml(options, placeholder) }), [options, placeholder]);
  return (
    <FormField id={id} label={label} required={required} error={error} className={className}>
      {(controlProps) => (
        <select
          {...controlProps}
          {...registration}
          autoComplete={autoComplete}
          aria-required={required || undefined}
          data-field={registration.name}
          dangerouslySetInnerHTML={html}
        />
      )}
    </FormField>
  );
}
