import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactDetails, type ContactDetailsData } from '@/components/contact/contact-details';
import { ContactForm } from '@/components/contact/contact-form';
import styles from '@/components/contact/contact-page.module.css';
import { StaffList } from '@/components/contact/staff-list';
import { optionalRead } from '@/lib/api/optional-read';
import { getStaff } from '@/lib/api/staff';
import { groupActiveStaff } from '@/lib/api/staff-groups';
import { getWebsiteTexts } from '@/lib/api/texts';
import { websiteTextOrNull, type WebsiteTexts } from '@/lib/api/website-text';
import type { Locale } from '@/lib/i18n/routing';
import { issueFormToken } from '@/lib/forms/server/token';
import { pageMetadata } from '@/lib/site/seo';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { enterPageLocale, pageLocale } from '@/lib/i18n/page-locale';

export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[lang]/contact'>): Promise<Metadata> {
  const { lang } = await params;
  const locale = pageLocale(lang);
  const [nav, t] = await Promise.all([
    getTranslations({ locale, namespace: 'Navbar' }),
    getTranslations({ locale, namespace: 'Contact' }),
  ]);
  return pageMetadata({ locale, pathname: '/contact', title: nav('contact'), description: t('description') });
}

function contactDetails(texts: WebsiteTexts | null, locale: Locale): ContactDetailsData {
  const text = (key: string) => websiteTextOrNull(texts, key, locale);
  return {
    phone: text('contact_phone'),
    email: text('contact_email'),
    instagram: text('contact_instagram'),
    address: text('contact_address'),
  };
}

export default async function ContactPage({ params }: PageProps<'/[lang]/contact'>) {
  const locale = await enterPageLocale(params);
  // A staff failure is logged only; the contact details and the form still render.
  const [nav, t, texts, staff] = await Promise.all([
    getTranslations('Navbar'),
    getTranslations('Contact'),
    optionalRead(getWebsiteTexts(), 'website texts'),
    optionalRead(getStaff().then(groupActiveStaff), 'staff'),
  ]);
  const details = contactDetails(texts, locale);

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1 className="page-title">{nav('contact')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <div className={styles.info}>
        <ContactDetails details={details} />
        {staff ? <StaffList groups={staff} /> : null}
      </div>
      <section className={`${styles.block} ${styles.formBlock}`} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className={styles.blockTitle}>
          {t('formTitle')}
        </h2>
        <ClientMessages namespaces={['ContactForm', 'Forms']}>
          <ContactForm agencyEmail={details.email} formToken={issueFormToken()} />
        </ClientMessages>
      </section>
    </div>
  );
}
