'use client';

import { Activity } from 'react';
import { useTranslations } from 'next-intl';
import type { MeasureName } from '@/lib/forms/option-lists';
import type { ErrorText } from './application-text';
import { FormStep } from './form-step';
import { SelectField } from './select-field';
import styles from './application-form.module.css';
import { useApplicationForm } from './use-application-form';

// In the form's order; height is the one required.
const MEASUREMENTS: ReadonlyArray<{ name: MeasureName; required?: boolean }> = [
  { name: 'height', required: true },
  { name: 'weight' },
  { name: 'bust' },
  { name: 'waist' },
  { name: 'hips' },
  { name: 'jeans' },
  { name: 'shoes' },
];

type Props = { errorText: ErrorText; locale: string };

/** Section 02: height (required) and the other measurements, each a list in cm with inches beside. */
export function MeasurementsSection({ errorText, locale }: Props) {
  const t = useTranslations('ApplicationForm');
  const { register, errors } = useApplicationForm();
  return (
    <FormStep id="apply-measurements" step="02" title={t('sections.measurements')} hint={t('measurementsHint')}>
      <div className={`${styles.grid} ${styles.measurements}`}>
        {MEASUREMENTS.map(({ name, required }) => (
          // A hydration boundary per list: a tap on one hydrates that list, not the section.
          <Activity key={name} mode="visible">
            <SelectField
              id={`apply-${name}`}
              label={t(`labels.${name}`)}
              list={name}
              locale={locale}
              registration={register(name)}
              error={errorText(errors[name]?.message, true)}
              className={styles.field}
              required={required}
              placeholder={t('choose')}
            />
          </Activity>
        ))}
      </div>
    </FormStep>
  );
}
