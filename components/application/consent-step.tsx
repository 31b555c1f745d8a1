'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton, type SubmitState } from '@/components/forms/submit-button';
import type { ErrorText } from './application-text';
import { ConsentFields } from './consent-fields';
import { FormStep } from './form-step';
import styles from './application-form.module.css';

/** Where the send stands, as section 04 shows it. */
export type SendingStatus = {
  alertMessage: string | undefined;
  alertDetail: string | undefined;
  showRetry: boolean;
  onRetry: () => void;
  submitState: SubmitState;
  progress: number | null;
  succeeded: boolean;
  /** Kept until the guardian confirms by e-mail within so many days; null when it went on its way. */
  guardianDays: number | null;
};

type ConsentStepProps = { errorText: ErrorText; sending: SendingStatus };

/** Section 04, consent and sending: the alert, retry, Send, progress and the success line. */
export function ConsentStep({ errorText, sending }: ConsentStepProps) {
  const { alertMessage, alertDetail, showRetry, onRetry, submitState, progress, succeeded, guardianDays } = sending;
  const t = useTranslations('ApplicationForm');
  return (
    <FormStep id="apply-consent" step="04" title={t('sections.consent')}>
      <ConsentFields errorText={errorText} />

      <div className={styles.actions}>
        <FormAlert message={alertMessage} detail={alertDetail} />
        {showRetry ? (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('failure.retry')}
          </button>
        ) : null}
        <SubmitButton state={submitState} labels={{ idle: t('submit.idle'), sending: t('submit.sending'), sent: t('submit.sent') }} />
        {progress !== null ? (
          <div className={styles.progress}>
            <progress max={100} value={Math.round(progress * 100)} aria-label={t('progressLabel')} />
            <span aria-hidden="true">{t('progress', { percent: Math.round(progress * 100) })}</span>
          </div>
        ) : null}
        <p className={styles.success} role="status">
          {succeeded ? (guardianDays === null ? t('success') : t('successGuardian', { days: guardianDays })) : ''}
        </p>
      </div>
    </FormStep>
  );
}
