import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FormResult } from '@/components/forms/form-result';
import { pageMetadata } from '@/lib/site/seo';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[lang]/contact/sent'>): Promise<Metadata> {
  const { lang } = await params;
  const locale = pageLocale(lang);
  const t = await getTranslations({ locale, namespace: 'FormResult' });
  // A page reached only by sending the form: nothing for a search engine.
  return pageMetadata({ locale, pathname: '/contact/sent', title: t('contact.sentTitle'), description: t('contact.sentLead'), noIndex: true });
}

/** Where the contact message posted without JavaScript lands when it was sent. */
export default async function ContactSentPage({ params }: PageProps<'/[lang]/contact/sent'>) {
  const { lang } = await params;
  setRequestLocale(pageLocale(lang));
  return <FormResult form="contact" outcome="sent" />;
}
