import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PrivacyNotice } from '@/components/privacy/privacy-notice';
import styles from '@/components/privacy/privacy-page.module.css';
import { PrivacyRequestForm } from '@/components/privacy/request-form';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { enterPageLocale, pageLocale } from '@/lib/i18n/page-locale';
import { loadPrivacyNotice, PRIVACY_PATHNAME, PRIVACY_REQUEST_HASH, requestEmail } from '@/lib/privacy/notice';
import { issueFormToken } from '@/lib/forms/server/token';
import { readForPage } from '@/lib/site/page-read';
import { pageMetadata } from '@/lib/site/seo';

export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[lang]/privacy'>): Promise<Metadata> {
  const { lang } = await params;
  const locale = pageLocale(lang);
  const [t, { document }] = await Promise.all([getTranslations({ locale, namespace: 'PrivacyPage' }), readForPage(() => loadPrivacyNotice(locale))]);
  return pageMetadata({ locale, pathname: PRIVACY_PATHNAME, title: document.title, description: t('description') });
}

/**
 * The privacy notice, its version and date, and the form to ask about one's own data. Without the
 * panel's texts (panel away, nothing cached) the error screen shows instead of a notice nobody wrote.
 */
export default async function PrivacyPage({ params }: PageProps<'/[lang]/privacy'>) {
  const locale = await enterPageLocale(params);
  const [t, { document, version, facts }] = await Promise.all([getTranslations('PrivacyPage'), readForPage(() => loadPrivacyNotice(locale))]);
  return (
    <article className={`container ${styles.page}`}>
      <PrivacyNotice document={document} version={version} />
      <section id={PRIVACY_REQUEST_HASH} className={styles.request} aria-labelledby="rights-request-title">
        <h2 id="rights-request-title" className={styles.requestTitle}>
          {t('requestTitle')}
        </h2>
        <p className={styles.requestIntro}>{t('requestIntro')}</p>
        <ClientMessages namespaces={['PrivacyRequest', 'Forms']}>
          <PrivacyRequestForm fallbackEmail={requestEmail(facts)} formToken={issueFormToken()} />
        </ClientMessages>
      </section>
    </article>
  );
}
