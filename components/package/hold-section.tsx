import { randomUUID } from 'node:crypto';
import { getFormatter, getTranslations } from 'next-intl/server';
import { issueFormToken } from '@/lib/forms/server/token';
import { withFormToken } from '@/lib/forms/token-place';
import type { Locale } from '@/lib/i18n/routing';
import { agencyToday, HOLD_LIMITS, type AskedHold } from '@/lib/packages/hold-rules';
import type { ClientPackage } from '@/lib/packages/types';
import { SUBMISSION_ID_FIELD } from '@/lib/shared-state/submissions';
import { HoldForm } from './hold-form';
import { holdDays } from './hold-days';
import styles from './package.module.css';

export const HOLD_FORM_ID = 'package-hold';
/** What a hold request posted without script may come back with (`?hold_error=`). */
export const HOLD_PAGE_ERRORS = ['invalid', 'not_in_package', 'date_past', 'date_order', 'rate_limited', 'form_expired', 'busy'] as const;
export type HoldPageError = (typeof HOLD_PAGE_ERRORS)[number];

type Props = {
  pkg: ClientPackage;
  locale: Locale;
  /** What a send without script asked for (the page it landed on says so). */
  asked: AskedHold | null;
  error: HoldPageError | null;
  /** The talent a hold link chose (`?hold=12`), without script. */
  chosen: number | null;
};

function ErrorSlot({ field }: { field: string }) {
  // Filled by the form's script with what is wrong with the field.
  return <p className={styles.fieldError} id={`hold-${field}-error`} />;
}

/**
 * The client's request to hold one talent for the job's days: a plain form post that works without
 * script (the route sends the browser back here saying what was asked, or why not); with script, the
 * form's code (react-hook-form and the route's own schema) comes with the first interest in it and sends
 * it in place. Dates are the browser's own date fields: its native picker on a phone, no script to load.
 */
export async function HoldSection({ pkg, locale, asked, error, chosen }: Props) {
  const [t, format] = await Promise.all([getTranslations('Package'), getFormatter()]);
  const askedTalent = asked ? pkg.talents.find((talent) => talent.id === asked.talentId) : undefined;
  const today = agencyToday();
  const errorText =
    error === null ? null : error === 'invalid' ? t('hold.invalidPlain') : error === 'not_in_package' || error === 'date_past' || error === 'date_order' ? t(`hold.error.${error}`) : t(`error.${error}`);
  return (
    <section className={styles.answer} id="hold" aria-labelledby="hold-title">
      <h2 className={styles.answerTitle} id="hold-title">{t('hold.title')}</h2>
      <p>{t('hold.intro', { name: pkg.booker.name })}</p>
      {askedTalent && asked ? (
        <div className={styles.sent} role="status">
          <h3>{t('hold.sentTitle')}</h3>
          <p>{t('hold.sent', { name: askedTalent.name, dates: holdDays(format, asked.from, asked.to) })}</p>
          <p>{t('hold.sentAnother')}</p>
        </div>
      ) : null}
      {errorText ? <p className={styles.error} role="alert">{errorText}</p> : null}
      <form
        id={HOLD_FORM_ID}
        className={styles.form}
        method="post"
        action={withFormToken(`/api/packages/${encodeURIComponent(pkg.token)}/holds/${locale}`, issueFormToken())}
      >
        <input type="hidden" name={SUBMISSION_ID_FIELD} value={randomUUID()} />
        <div className={styles.field}>
          <label htmlFor="hold-talent_id">{t('hold.talent')}</label>
          <select id="hold-talent_id" name="talent_id" required defaultValue={chosen === null ? '' : String(chosen)}>
            <option value="">{t('hold.choose')}</option>
            {pkg.talents.map((talent) => (
              <option key={talent.id} value={talent.id}>
                {talent.name}
              </option>
            ))}
          </select>
          <ErrorSlot field="talent_id" />
        </div>
        <fieldset className={styles.dates}>
          <legend>{t('hold.dates')}</legend>
          <div className={styles.field}>
            <label htmlFor="hold-from">{t('hold.from')}</label>
            <input id="hold-from" name="from" type="date" required min={today} />
            <ErrorSlot field="from" />
          </div>
          <div className={styles.field}>
            <label htmlFor="hold-to">{t('hold.to')}</label>
            <input id="hold-to" name="to" type="date" required min={today} />
            <ErrorSlot field="to" />
          </div>
        </fieldset>
        <div className={styles.field}>
          <label htmlFor="hold-name">{t('name')}</label>
          <input id="hold-name" name="name" type="text" autoComplete="name" required maxLength={HOLD_LIMITS.name} />
          <ErrorSlot field="name" />
        </div>
        <div className={styles.field}>
          <label htmlFor="hold-email">{t('email')}</label>
          <input id="hold-email" name="email" type="email" autoComplete="email" required maxLength={HOLD_LIMITS.email} />
          <ErrorSlot field="email" />
        </div>
        <div className={styles.field}>
          <label htmlFor="hold-note">{t('answerNote')}</label>
          <textarea id="hold-note" name="note" maxLength={HOLD_LIMITS.note} />
          <ErrorSlot field="note" />
        </div>
        <HoldForm formId={HOLD_FORM_ID} />
        <div>
          <button type="submit" className={`${styles.button} ${styles.solid}`}>{t('hold.send')}</button>
        </div>
      </form>
    </section>
  );
}
