'use client';

import { useCallback, useEffect, useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import formStyles from '@/components/forms/form-field.module.css';
import { optionLists, type ListName } from '@/lib/forms/option-lists';
import { MEASURE_UNITS, TYPED_ANSWERS, typedRange } from '@/lib/forms/application/typed-answers';
import { installListFiller, type ListFiller } from './list-filler';
import styles from './select-field.module.css';

type Props = {
  id: string;
  label: string;
  /** Which long list the select offers; its options are written in on first use (./list-filler.ts). */
  list: ListName;
  /** The page's language: the countries are named in it. */
  locale: string;
  registration: UseFormRegisterReturn;
  error: string | null;
  className?: string;
  required?: boolean;
  /** The empty first option ("Choose…"); none when the field always has a value (the country). */
  placeholder?: string;
  autoComplete?: string;
};

let filler: ListFiller | null = null;
/** The page's filler (its early script's when the page was loaded here), or one of the bundle's own. */
function listFiller(): ListFiller {
  filler ??= installListFiller(optionLists());
  return filler;
}

/** The select as the server draws it: its first choice only (the placeholder, or the agency's country). */
function firstChoiceHtml(list: ListName, locale: string, placeholder: string | undefined): string {
  const lists = optionLists();
  if (placeholder !== undefined) return lists.html([{ value: '', label: placeholder }]);
  return list === 'country' ? lists.html([{ value: lists.agency, label: lists.countryName(lists.agency, locale) }]) : '';
}

/**
 * One labelled select of the application (country and measurements): label, error and state wired as
 * every field. Its long list costs the page neither bytes nor layout until it is used: the server
 * draws the first choice only, and the list is written in on the first focus, tap or key (or when the
 * browser is idle), by the page's early script or this bundle. Without JavaScript the select is
 * hidden and a typed answer stands in (a number in cm, kg or the size; the country's name).
 */
export function SelectField({ id, label, list, locale, registration, error, className, required, placeholder, autoComplete }: Props) {
  const html = useMemo(() => ({ __html: firstChoiceHtml(list, locale, placeholder) }), [list, locale, placeholder]);
  const { ref, ...field } = registration;
  // Armed before the form writes its answer (a kept draft), so that answer finds its option.
  const attach = useCallback(
    (element: HTMLSelectElement | null) => {
      if (element) listFiller().arm(element);
      ref(element);
    },
    [ref],
  );
  useEffect(() => listFiller().fillWhenIdle(), []);

  return (
    <FormField id={id} label={label} required={required} error={error} className={[className, styles.list].filter(Boolean).join(' ')}>
      {(controlProps) => (
        <>
          <select
            {...controlProps}
            {...field}
            ref={attach}
            autoComplete={autoComplete}
            aria-required={required || undefined}
            data-field={registration.name}
            data-list={list}
            data-locale={list === 'country' ? locale : undefined}
            dangerouslySetInnerHTML={html}
          />
          <noscript>
            <TypedAnswer id={`${id}-typed`} list={list} label={label} required={required} locale={locale} />
          </noscript>
        </>
      )}
    </FormField>
  );
}

type TypedProps = { id: string; list: ListName; label: string; required?: boolean; locale: string };

/** Without JavaScript: the list's answer typed (lib/forms/application/typed-answers.ts turns it into the list's value). */
function TypedAnswer({ id, list, label, required, locale }: TypedProps) {
  const common = { id, name: TYPED_ANSWERS[list], className: formStyles.control, 'aria-required': required || undefined };
  const unit = list === 'country' ? undefined : MEASURE_UNITS[list];
  const lists = optionLists();
  return (
    <span className={styles.typed}>
      <label className={formStyles.label} htmlFor={id} data-required={required || undefined}>
        {unit ? `${label} (${unit})` : label}
      </label>
      {list === 'country' ? (
        // Left empty, the agency's country (the placeholder) is the answer.
        <input {...common} type="text" autoComplete="country-name" placeholder={lists.countryName(lists.agency, locale)} />
      ) : (
        <input {...common} type="number" inputMode="decimal" {...typedRange(list)} />
      )}
    </span>
  );
}
