'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { FieldError } from '@/components/forms/field-error';
import { FormField } from '@/components/forms/form-field';
import { GUARDIAN_FIELDS, GUARDIAN_RELATIONS, type BirthdateSide } from '@/lib/forms/application/guardian';
import type { ErrorText } from './application-text';
import { PhoneField } from './phone-field';
import { PrivacyNoticeLink } from './privacy-notice-link';
import { useBirthdateSide } from './use-birthdate-side';
import styles from './guardian-block.module.css';
import formStyles from './application-form.module.css';
import { useApplicationForm } from './use-application-form';
import { ChoiceGroup } from './choice-group';

type Props = { errorText: ErrorText };

/**
 * The parent or legal guardian of an applicant under 18 (lib/forms/application/guardian.ts): their name,
 * relationship, e-mail and phone, and their own consent, unticked and set apart from the applicant's.
 * It appears as soon as the birthdate says the applicant is a minor, and its appearing and hiding are
 * announced politely; what was typed in it stays in the form while it is hidden. Without a birthdate
 * that can be read, a line says the part comes for applicants under 18.
 *
 * The server's page holds the line and the part for both cases (components/application/guardian-script.tsx):
 * with JavaScript the part stays hidden until a date says so, so nothing is drawn and then removed
 * when the form's script takes the form over; without it the part shows, saying whom it is for.
 */
export function GuardianBlock({ errorText }: Props) {
  const t = useTranslations('ApplicationForm');
  const { errors } = useApplicationForm();
  // Null before the script has the form: the page's styles and early script decide what shows.
  const side = useBirthdateSide();
  // The server may still ask for it (a birthday at midnight in another time zone): then it shows.
  const asked = GUARDIAN_FIELDS.some((field) => errors[field]);
  const shown = side === null || side === 'minor' || asked;
  const pending = side === null || (side === 'unknown' && !asked);
  const announcement = useAnnouncement(side, t('guardian.shown'), t('guardian.hidden'));

  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {pending ? (
        <p className={styles.pending} data-until-script={side === null ? 'pending' : undefined}>
          {t('guardian.pending')}
        </p>
      ) : null}
      {shown ? <GuardianFields errorText={errorText} withoutScript={side === null} /> : null}
    </>
  );
}

/**
 * What a screen reader hears when the block appears or hides after a change of birthdate: from one
 * side of 18 to the other, or from no date to a minor's. Nothing on load, and nothing when the date
 * is cleared (by the visitor, or by the form starting over after a send): that says nothing of an age.
 */
function useAnnouncement(side: BirthdateSide | null, shown: string, hidden: string): string {
  const [text, setText] = useState('');
  const [seen, setSeen] = useState(side);
  if (side !== seen) {
    setSeen(side);
    if (side !== null && seen !== null) setText(side === 'minor' ? shown : side === 'adult' && seen === 'minor' ? hidden : '');
  }
  return text;
}

type FieldsProps = Props & { withoutScript: boolean };

function GuardianFields({ errorText, withoutScript }: FieldsProps) {
  const t = useTranslations('ApplicationForm');
  const { register, control, errors } = useApplicationForm();
  const realname = useWatch({ control, name: 'realname' });
  const relation = useWatch({ control, name: 'guardian_relation' });
  // As the server drew it until the script has the form (a name typed before would not match the page's text).
  const name = (!withoutScript && realname?.trim()) || t('guardian.applicant');
  const relationError = errors.guardian_relation;
  const acceptError = errors.guardian_accept;

  return (
    <fieldset id="apply-guardian" className={styles.block} aria-describedby="apply-guardian-intro" data-until-script={withoutScript ? 'guardian' : undefined}>
      <legend className={styles.title}>{t('guardian.title')}</legend>
      <p id="apply-guardian-intro" className={styles.intro}>
        {withoutScript ? `${t('guardian.intro')} ${t('guardian.withoutScript')}` : t('guardian.intro')}
      </p>
      <div className={formStyles.grid}>
        <FormField id="apply-guardian_name" label={t('labels.guardian_name')} required error={errorText(errors.guardian_name?.message)} className={formStyles.field}>
          {(controlProps) => <input {...controlProps} {...register('guardian_name')} type="text" autoComplete="off" data-field="guardian_name" />}
        </FormField>
        <ChoiceGroup
          field="guardian_relation"
          legend={t('labels.guardian_relation')}
          choices={GUARDIAN_RELATIONS.map((value) => ({ value, label: t(`guardian.relations.${value}`) }))}
          error={relationError ? (errorText(relationError.message, true) ?? '') : null}
        />
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
        <PhoneField name="guardian_phone" label={t('labels.guardian_phone')} required errorText={errorText} />
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
