'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { FieldError } from '@/components/forms/field-error';
import { FormField } from '@/components/forms/form-field';
import { GUARDIAN_FIELDS, GUARDIAN_RELATIONS } from '@/lib/forms/apply/guardian';
import type { ErrorText } from './apply-text';
import type { ApplyValues } from './apply-values';
import { PhoneField } from './phone-field';
import { PrivacyNoticeLink } from './privacy-notice-link';
import { useIsMinor } from './use-is-minor';
import styles from './guardian-block.module.css';
import formStyles from './apply-form.module.css';

type Props = {
  register: UseFormRegister<ApplyValues>;
  control: Control<ApplyValues, unknown, unknown>;
  errors: FieldErrors<ApplyValues>;
  errorText: ErrorText;
};

/**
 * The parent or legal guardian of an applicant under 18 (lib/forms/apply/guardian.ts): their name,
 * relationship, e-mail and phone, and their own consent, unticked and set apart from the applicant's.
 * It appears as soon as the birthdate says the applicant is a minor, and its appearing and hiding are
 * announced politely; what was typed in it stays in the form while it is hidden.
 */
export function GuardianBlock({ register, control, errors, errorText }: Props) {
  const t = useTranslations('ApplyForm');
  // Null before the script runs: the block is then shown, saying whom it is for.
  const minor = useIsMinor(control);
  // The server may still ask for it (a birthday at midnight in another time zone): then it shows.
  const asked = GUARDIAN_FIELDS.some((field) => errors[field]);
  const shown = minor !== false || asked;
  const announcement = useAnnouncement(minor, t('guardian.shown'), t('guardian.hidden'));

  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {shown ? <GuardianFields register={register} control={control} errors={errors} errorText={errorText} withoutScript={minor === null} /> : null}
    </>
  );
}

/** What a screen reader hears when the block appears or hides after a change of birthdate (not on load). */
function useAnnouncement(minor: boolean | null, shown: string, hidden: string): string {
  const [text, setText] = useState('');
  const previous = useRef<boolean | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = minor;
    if (minor === null || before === null || before === minor) return;
    // Said once per change of the birthdate's side of 18.
    setText(minor ? shown : hidden);
  }, [minor, shown, hidden]);
  return text;
}

type FieldsProps = Props & { withoutScript: boolean };

function GuardianFields({ register, control, errors, errorText, withoutScript }: FieldsProps) {
  const t = useTranslations('ApplyForm');
  const realname = useWatch({ control, name: 'realname' });
  const relation = useWatch({ control, name: 'guardian_relation' });
  // As the server drew it until the script has the form (a name typed before would not match the page's text).
  const name = (!withoutScript && realname?.trim()) || t('guardian.applicant');
  const relationError = errors.guardian_relation;
  const acceptError = errors.guardian_accept;

  return (
    <fieldset id="apply-guardian" className={styles.block} aria-describedby="apply-guardian-intro">
      <legend className={styles.title}>{t('guardian.title')}</legend>
      <p id="apply-guardian-intro" className={styles.intro}>
        {withoutScript ? `${t('guardian.intro')} ${t('guardian.withoutScript')}` : t('guardian.intro')}
      </p>
      <div className={formStyles.grid}>
        <FormField id="apply-guardian_name" label={t('labels.guardian_name')} required error={errorText(errors.guardian_name?.message)} className={formStyles.field}>
          {(controlProps) => <input {...controlProps} {...register('guardian_name')} type="text" autoComplete="off" data-field="guardian_name" />}
        </FormField>
        <fieldset
          className={`${formStyles.field} ${formStyles.choice}`}
          data-field="guardian_relation"
          role="radiogroup"
          aria-required="true"
          aria-invalid={Boolean(relationError)}
        >
          <legend className={formStyles.legend}>
            {t('labels.guardian_relation')}
            <span aria-hidden="true" className={formStyles.asterisk}>*</span>
          </legend>
          <div className={formStyles.radios}>
            {GUARDIAN_RELATIONS.map((value) => (
              <label key={value} className={formStyles.radio}>
                <input type="radio" value={value} {...register('guardian_relation')} aria-describedby={relationError ? 'apply-guardian_relation-error' : undefined} />
                <span>{t(`guardian.relations.${value}`)}</span>
              </label>
            ))}
          </div>
          {relationError ? <FieldError id="apply-guardian_relation-error">{errorText(relationError.message, true) ?? ''}</FieldError> : null}
        </fieldset>
        <FormField
          id="apply-guardian_email"
          label={t('labels.guardian_email')}
          required
          hint={t('hints.guardian_email')}
          error={errorText(errors.guardian_email?.message)}
          className={formStyles.field}
        >
          {(controlProps) => (
            <input {...controlProps} {...register('guardian_email')} type="email" autoComplete="off" inputMode="email" data-field="guardian_email" />
          )}
        </FormField>
        <PhoneField control={control} name="guardian_phone" label={t('labels.guardian_phone')} required errorText={errorText} />
      </div>
      <div className={styles.consent} data-invalid={acceptError ? true : undefined} data-field="guardian_accept">
        <input
          id="apply-guardian_accept"
          type="checkbox"
          className={formStyles.checkbox}
          {...register('guardian_accept')}
          aria-invalid={Boolean(acceptError)}
          aria-required="true"
          aria-describedby={acceptError ? 'apply-guardian_accept-error' : undefined}
        />
        <label htmlFor="apply-guardian_accept" className={styles.consentLabel}>
          <strong className={styles.consentTitle}>{t('guardian.acceptTitle')}</strong>{' '}
          {t('guardian.accept', { relation: (!withoutScript && relation) || 'other', name })}
          <span aria-hidden="true" className={formStyles.asterisk}>*</span>
        </label>
      </div>
      {acceptError ? <FieldError id="apply-guardian_accept-error">{errorText(acceptError.message) ?? ''}</FieldError> : null}
      <PrivacyNoticeLink />
    </fieldset>
  );
}
