import { getTranslations } from 'next-intl/server';
import type { LinkState } from '@/lib/confirmations';
import { confirmationDays } from '@/lib/confirmations/days';
import { env } from '@/lib/config/env';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { agencyDateTimes } from '@/lib/i18n/time-zone';
import { isPrivacyRequestKind, PRIVACY_REQUEST_SUBJECTS } from '@/lib/forms/privacy-request/rules';
import { PRIVACY_PATHNAME } from '@/lib/privacy/pathname';
import shared from '@/components/forms/form-result.module.css';
import own from './confirmation-view.module.css';

const styles = { ...shared, ...own };

type Props = { token: string; locale: Locale; state: Exclude<LinkState, { kind: 'invalid' }>; busy: boolean };

/**
 * The page of a link mailed for a confirmation: what waits (who applied and what the agency would
 * receive, or which request) with two buttons, confirm or refuse; or what became of it (confirmed,
 * refused, expired), with nothing to click. Plain HTML forms: it works without JavaScript.
 */
export async function ConfirmationView({ token, locale, state, busy }: Props) {
  const t = await getTranslations({ locale, namespace: 'Confirm' });
  const agencyTime = await agencyDateTimes(locale);
  const when = (iso: string) => agencyTime(iso) ?? iso;

  const done = (title: string, text: string) => (
    <div className={`container ${styles.page}`}>
      <div className={styles.card}>
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1 className={`page-title ${styles.title}`}>{title}</h1>
        <p className={styles.lead}>{text}</p>
        <p className={styles.note}>
          <Link href="/">{t('home')}</Link>
        </p>
      </div>
    </div>
  );

  if (state.kind === 'expired') return done(t('expiredTitle'), t('expired', { date: when(state.at) }));
  const { view } = state;
  if (view.state === 'unknown') return done(t('unknownTitle'), t('unknown'));
  if (view.state === 'expired') return done(t('expiredTitle'), t('expired', { date: when(view.at) }));
  if (view.state !== 'waiting') {
    const decidedFor = view.purpose === 'guardian' ? 'Guardian' : 'Requester';
    return view.state === 'confirmed'
      ? done(t('confirmedTitle'), t(`confirmed${decidedFor}`, { date: when(view.at) }))
      : done(t('refusedTitle'), t(`refused${decidedFor}`, { date: when(view.at) }));
  }

  const { meta } = view;
  const guardian = meta.purpose === 'guardian';
  const name = String(meta.summary.firstName ?? '');
  const request = String(meta.summary.request ?? '');
  const title = guardian ? t('guardianTitle', { name }) : t('requestTitle');
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.card}>
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1 className={`page-title ${styles.title}`}>{title}</h1>
        {busy ? (
          <p className={styles.problem} role="alert">
            {t('busy')}
          </p>
        ) : null}
        {guardian ? (
          <>
            <p className={styles.lead}>{t('guardianIntro', { name, age: Number(meta.summary.age ?? 0), relation: String(meta.summary.relation ?? 'other') })}</p>
            <h2 className={styles.heading}>{t('receivesTitle')}</h2>
            <p className={styles.text}>{t('receives')}</p>
            <h2 className={styles.heading}>{t('whyTitle')}</h2>
            <p className={styles.text}>{t('why', { days: env.APPLICATION_RETENTION_DAYS })}</p>
          </>
        ) : (
          <p className={styles.lead}>{t('requestIntro', { request: isPrivacyRequestKind(request) ? PRIVACY_REQUEST_SUBJECTS[locale][request] : request })}</p>
        )}
        <p className={styles.text}>
          <Link href={PRIVACY_PATHNAME} locale={locale}>
            {t('privacy')}
          </Link>
        </p>
        <p className={styles.note}>{t('until', { date: when(meta.expiresAt), days: confirmationDays() })}</p>
        <form method="post" action={`/api/confirm/${locale}`} className={styles.actions}>
          <input type="hidden" name="token" value={token} />
          <button type="submit" name="decision" value="confirm" className={`${styles.primary} ${styles.button}`}>
            {guardian ? t('confirm') : t('requestConfirm')}
          </button>
          <button type="submit" name="decision" value="refuse" className={`${styles.secondary} ${styles.button}`}>
            {guardian ? t('refuse') : t('requestRefuse')}
          </button>
        </form>
      </div>
    </div>
  );
}
