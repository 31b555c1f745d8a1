'use client';

import { Activity, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { GUARDIAN_FIELDS } from '@/lib/forms/application/guardian';
import { genderValues } from '@/lib/forms/options';
import type { Locale } from '@/lib/i18n/routing';
import type { ErrorText } from './application-text';
import type { ApplicationHintKey } from '@/lib/i18n/message-keys';
import { BirthdateInput } from './birthdate-input';
import { FormStep } from './form-step';
import { GuardianBlock } from './guardian-block';
import { PhoneField } from './phone-field';
import { SelectField } from './select-field';
import { useBirthdateSide } from './use-birthdate-side';
import styles from './application-form.module.css';
import { useApplicationForm } from './use-application-form';
import { ChoiceGroup } from './choice-group';

type Props = { errorText: ErrorText; locale: Locale };

type TextName = 'realname' | 'father' | 'email' | 'instagr' | 'tiktok';
type TextOptions = { required?: boolean; type?: string; autoComplete?: string; inputMode?: 'email' | 'text' | 'tel'; hint?: ApplicationHintKey; placeholder?: string };

/**
 * Section 01, about the applicant: name, birthdate, gender, responsible person (adults), contacts,
 * and for an applicant under 18 the guardian's block (components/application/guardian-block.tsx).
 */
export function AboutSection({ errorText, locale }: Props) {
  const t = useTranslations('ApplicationForm');
  const { register, control, errors } = useApplicationForm();

  // Each field is a hydration boundary of its own: a first key or tap hydrates that field, not the section.
  const textField = (name: TextName, options: TextOptions = {}) => (
    <Activity mode="visible">
      <FormField
        id={`apply-${name}`}
        label={t(`labels.${name}`)}
        required={options.required}
        hint={options.hint ? t(`hints.${options.hint}`) : undefined}
        error={errorText(errors[name]?.message)}
        className={styles.field}
      >
        {(controlProps) => (
          <input
            {...controlProps}
            {...register(name)}
            type={options.type ?? 'text'}
            autoComplete={options.autoComplete}
            inputMode={options.inputMode}
            placeholder={options.placeholder}
            aria-required={options.required || undefined}
            data-field={name}
          />
        )}
      </FormField>
    </Activity>
  );

  return (
    <FormStep id="apply-about" step="01" title={t('sections.about')}>
      <div className={styles.grid}>
        {textField('realname', { required: true, autoComplete: 'name' })}
        <Activity mode="visible">
          <div className={styles.field} data-field="birthdate">
            <Controller
              control={control}
              name="birthdate"
              render={({ field, fieldState }) => (
                <FormField id="apply-birthdate" label={t('labels.birthdate')} required hint={t('hints.birthdate')} error={errorText(fieldState.error?.message)}>
                  {(controlProps) => (
                    <BirthdateInput
                      id={controlProps.id}
                      name={field.name}
                      locale={locale}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      invalid={controlProps['aria-invalid']}
                      describedBy={controlProps['aria-describedby']}
                      className={controlProps.className}
                      placeholder={t('birthdatePlaceholder')}
                    />
                  )}
                </FormField>
              )}
            />
          </div>
        </Activity>
        <Activity mode="visible">
          <ChoiceGroup
            field="gender"
            legend={t('labels.gender')}
            choices={genderValues.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
            error={errors.gender ? (errorText(errors.gender.message, true) ?? '') : null}
          />
        </Activity>
        <Activity mode="visible">
          <ForAdults guardianAsked={GUARDIAN_FIELDS.some((field) => errors[field])}>
            {textField('father', { autoComplete: 'off', hint: 'father' })}
          </ForAdults>
        </Activity>
        {textField('email', { required: true, type: 'email', autoComplete: 'email', inputMode: 'email' })}
        <Activity mode="visible">
          <SelectField
            id="apply-country"
            label={t('labels.country')}
            list="country"
            locale={locale}
            registration={register('country')}
            error={errorText(errors.country?.message)}
            className={styles.field}
            autoComplete="country"
          />
        </Activity>
        <Activity mode="visible">
          <PhoneField name="phone" label={t('labels.phone')} hint={t('hints.phone')} errorText={errorText} />
        </Activity>
        {textField('instagr', { autoComplete: 'off', hint: 'instagr', placeholder: '@' })}
        {textField('tiktok', { autoComplete: 'off', hint: 'tiktok', placeholder: '@' })}
      </div>
      <Activity mode="visible">
        <GuardianBlock errorText={errorText} />
      </Activity>
    </FormStep>
  );
}


/**
 * The adult's optional responsible person: a minor's guardian replaces it, so the two are never on
 * screen together. Watches the birthdate itself, as the guardian's block does; on the server's page it
 * is marked for the page's early script, which hides it once a minor's date is typed.
 */
function ForAdults({ guardianAsked, children }: { guardianAsked: boolean; children: ReactNode }) {
  const side = useBirthdateSide();
  if (side === 'minor' || guardianAsked) return null;
  return (
    <div className={styles.adultOnly} data-until-script={side === null ? 'adult' : undefined}>
      {children}
    </div>
  );
}
