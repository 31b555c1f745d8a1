'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FieldError } from '@/components/forms/field-error';
import { Honeypot } from '@/components/forms/honeypot';
import { FORM_TOKEN_FIELD } from '@/components/forms/use-form-guard';
import type { ErrorText } from './apply-text';
import type { ApplyValues } from './apply-values';
import { PrivacyNoticeLink } from './privacy-notice-link';
import styles from './apply-form.module.css';

type Props = { register: UseFormRegister<ApplyValues>; errors: FieldErrors<ApplyValues>; errorText: ErrorText; formToken: string };

/** The consent box, the privacy link, and what only a script fills in (the honeypot, the signed form token). */
export function ConsentFields({ register, errors, errorText, formToken }: Props) {
  const t = useTranslations('ApplyForm');
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
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
    </>
  );
}
