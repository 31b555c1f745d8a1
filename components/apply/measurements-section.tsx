'use client';

import { Activity } from 'react';
import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { bustOptions, heightOptions, hipsOptions, jeansOptions, shoeOptions, waistOptions, weightOptions, type Option } from '@/lib/forms/options';
import type { ErrorText } from './apply-text';
import type { ApplyValues } from './apply-values';
import { FormStep } from './form-step';
import { SelectField } from './select-field';
import styles from './apply-form.module.css';

type Measurement = 'height' | 'weight' | 'bust' | 'waist' | 'hips' | 'jeans' | 'shoes';

// Built when the section is first drawn (its hydration), not when the form's script loads.
let measurements: ReadonlyArray<{ name: Measurement; options: Option[]; required?: boolean }> | null = null;
function measurementLists() {
  measurements ??= [
    { name: 'height', options: heightOptions(), required: true },
    { name: 'weight', options: weightOptions() },
    { name: 'bust', options: bustOptions() },
    { name: 'waist', options: waistOptions() },
    { name: 'hips', options: hipsOptions() },
    { name: 'jeans', options: jeansOptions() },
    { name: 'shoes', options: shoeOptions() },
  ];
  return measurements;
}

type Props = { register: UseFormRegister<ApplyValues>; errors: FieldErrors<ApplyValues>; errorText: ErrorText };

/** Section 02: height (required) and the other measurements, each a list in cm with inches beside. */
export function MeasurementsSection({ register, errors, errorText }: Props) {
  const t = useTranslations('ApplyForm');
  return (
    <FormStep id="apply-measurements" step="02" title={t('sections.measurements')} hint={t('measurementsHint')}>
      <div className={`${styles.grid} ${styles.measurements}`}>
        {measurementLists().map(({ name, options, required }) => (
          // A hydration boundary per list: a tap on one hydrates that list, not the section.
          <Activity key={name} mode="visible">
            <SelectField
              id={`apply-${name}`}
              label={t(`labels.${name}`)}
              options={options}
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
