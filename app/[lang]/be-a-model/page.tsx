import { Activity } from 'react';
import { getTranslations } from 'next-intl/server';
import { ApplicationFormOnDemand } from '@/components/application/application-form-on-demand';
import { GuardianScript } from '@/components/application/guardian-script';
import { ListScript } from '@/components/application/list-script';
import { Link } from '@/lib/i18n/navigation';
import { issueFormToken } from '@/lib/forms/server/token';
import { titledPageMetadata } from '@/lib/site/seo';
import styles from './page.module.css';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { enterPageLocale } from '@/lib/i18n/page-locale';
import { noticeForForm } from '@/lib/privacy/notice';
import { PRIVACY_PATHNAME, PRIVACY_REQUEST_HASH } from '@/lib/privacy/pathname';

// The HTML carries the form's signed token (lib/forms/server/token.ts): rendered again at most every
// 5 minutes, so a page posted without JavaScript always holds a token well within its age window.
export const revalidate = 300;

export const generateMetadata = titledPageMetadata('ApplicationPage', '/be-a-model');

export default async function BeAModelPage({ params }: PageProps<'/[lang]/be-a-model'>) {
  const locale = await enterPageLocale(params);
  // The notice version this page prints and its form carries back for the consent record; none when
  // the panel's texts cannot be read (the send then names the version the privacy page prints by then).
  const [t, notice] = await Promise.all([getTranslations('ApplicationPage'), noticeForForm(locale)]);

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.intro}>
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1 className="page-title">{t('title')}</h1>
        <p className={styles.lead}>{t('intro')}</p>
      </header>
      <div className={styles.layout}>
        {/* The two asides are hydrated after the form, in slices (see components/application/application-form.tsx). */}
        <Activity mode="visible">
          <section className={styles.how} aria-labelledby="apply-how">
            <h2 id="apply-how" className={styles.asideTitle}>
              {t('howTitle')}
            </h2>
            <ol className={styles.steps}>
              <li>{t('how1')}</li>
              <li>{t('how2')}</li>
              <li>{t('how3')}</li>
              <li>{t('how4')}</li>
            </ol>
          </section>
        </Activity>
        <div className={styles.form}>
          {/* Before the form: its long selects are filled on first use, and a minor's date shows the guardian's part, even before the page's script runs. */}
          <ListScript />
          <GuardianScript />
          <ClientMessages namespaces={['ApplicationForm', 'Forms']}>
            <ApplicationFormOnDemand locale={locale} formToken={issueFormToken()} noticeSeal={notice?.seal ?? null} />
          </ClientMessages>
        </div>
        <Activity mode="visible">
          <section id="privacy" className={styles.privacy} aria-labelledby="apply-privacy" tabIndex={-1}>
            <h2 id="apply-privacy" className={styles.asideTitle}>
              {t('privacyTitle')}
            </h2>
            <p>{t('privacy1')}</p>
            <p>{t('privacy2')}</p>
            <p>{t('privacy3')}</p>
            {notice ? (
              <p className={styles.noticeVersion} data-notice-version={notice.version}>
                {t.rich('noticeVersion', { version: notice.version, date: () => <time dateTime={notice.date.iso}>{notice.date.text}</time> })}
              </p>
            ) : null}
            <Link href={{ pathname: PRIVACY_PATHNAME, hash: PRIVACY_REQUEST_HASH }} className={styles.contactLink}>
              {t('requestLink')}
            </Link>
          </section>
        </Activity>
      </div>
    </div>
  );
}
