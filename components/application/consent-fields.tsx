'use client';

import { useTranslations } from 'next-intl';
import { FieldError } from '@/components/forms/field-error';
import { Honeypot } from '@/components/forms/honeypot';
import type { ErrorText } from './application-text';
import { PrivacyNoticeLink } from './privacy-notice-link';
import styles from './application-form.module.css';
import { useApplicationForm } from './use-application-form';

type Props = { errorText: ErrorText };

/** The consent box, the privacy link, and the honeypot only a script fills in (the form token is in the form's action). */
export function ConsentFields({ errorText }: Props) {
  const t = useTranslations('ApplicationForm');
  const { register, errors } = useApplicationForm();
  return (
    <>
      <div className={styles.consent} data-invalid={errors.accept ? true : undefined}>
        <input
          id="apply-accept"
          type="checkbox"
          className={styles.checkbox}
          {...register('accept')}
          aria-invalid={Boolean(errors.accept)}
          aria-required="true"
          aria-describedby={errors.accept ? 'apply-accept-error' : undefined}
        />
        <label htmlFor="apply-accept" className={styles.consentLabel}>
          {t('accept')}
          <span aria-hidden="true" className={styles.asterisk}>*</span>
        </label>
      </div>
      {errors.accept ? <FieldError id="apply-accept-error">{errorText(errors.accept.message) ?? ''}</FieldError> : null}
      <PrivacyNoticeLink />

      <Honeypot id="apply-website" label={t('honeypot')} registration={register('website')} />
    </>
  );
}
