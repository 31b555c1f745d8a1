import { randomUUID } from 'node:crypto';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { MAX_NAME, MAX_NOTE } from '@/lib/packages/answer';
import type { ClientPackage } from '@/lib/packages/types';
import { issueFormToken } from '@/lib/forms/server/token';
import { withFormToken } from '@/lib/forms/token-place';
import { SUBMISSION_ID_FIELD } from '@/lib/shared-state/submissions';
import { AnswerForm } from './answer-form';
import styles from './package.module.css';

export const ANSWER_FORM_ID = 'package-answer';
export const ANSWER_ERRORS = ['invalid', 'not_in_package', 'rate_limited', 'form_expired', 'busy'] as const;
export type AnswerError = (typeof ANSWER_ERRORS)[number];

type Props = { pkg: ClientPackage; locale: Locale; sent: number[]; error: AnswerError | null };

/**
 * The client's answer: the tick boxes live beside each talent (`form` attribute), this holds who
 * answers. A plain form post that works without script (the route sends the browser back here with
 * what was sent); with script it is sent in place and keeps everything typed when it cannot go.
 */
export async function AnswerSection({ pkg, locale, sent, error }: Props) {
  const t = await getTranslations('Package');
  const names = pkg.talents.filter((talent) => sent.includes(talent.id)).map((talent) => talent.name);
  return (
    <section className={styles.answer} id="answer" aria-labelledby="answer-title">
      <h2 className={styles.answerTitle} id="answer-title">{t('answerTitle')}</h2>
      {names.length > 0 ? (
        <div className={styles.sent} role="status">
          <h3>{t('sentTitle')}</h3>
          <p>{t('sentList', { names: names.join(', ') })}</p>
          <p>{t('sentChange')}</p>
        </div>
      ) : (
        <p>{t('answerIntro', { name: pkg.booker.name })}</p>
      )}
      {error ? <p className={styles.error} role="alert">{t(`error.${error}`)}</p> : null}
      <form
        id={ANSWER_FORM_ID}
        className={styles.form}
        method="post"
        action={withFormToken(`/api/packages/${encodeURIComponent(pkg.token)}/picks/${locale}`, issueFormToken())}
      >
        <input type="hidden" name={SUBMISSION_ID_FIELD} value={randomUUID()} />
        <div className={styles.field}>
          <label htmlFor="answer-name">{t('name')}</label>
          <input id="answer-name" name="name" type="text" autoComplete="name" required maxLength={MAX_NAME} />
        </div>
        <div className={styles.field}>
          <label htmlFor="answer-email">{t('email')}</label>
          <input id="answer-email" name="email" type="email" autoComplete="email" required maxLength={MAX_NAME} />
        </div>
        <div className={styles.field}>
          <label htmlFor="answer-note">{t('answerNote')}</label>
          <textarea id="answer-note" name="note" maxLength={MAX_NOTE} />
        </div>
        <AnswerForm formId={ANSWER_FORM_ID} token={pkg.token} />
        <div>
          <button type="submit" className={`${styles.button} ${styles.solid}`}>{names.length > 0 ? t('sendChange') : t('send')}</button>
        </div>
      </form>
    </section>
  );
}
