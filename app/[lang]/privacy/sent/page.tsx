import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FormResult } from '@/components/forms/form-result';
import { pageMetadata } from '@/lib/site/seo';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[lang]/privacy/sent'>): Promise<Metadata> {
  const { lang } = await params;
  const locale = pageLocale(lang);
  const t = await getTranslations({ locale, namespace: 'FormResult' });
  // A page reached only by sending the form: nothing for a search engine.
  return pageMetadata({ locale, pathname: '/privacy/sent', title: t('privacy.sentTitle'), description: t('privacy.sentLead'), noIndex: true });
}

/** Where a request about one's data lands once the agency has it (with or without JavaScript): what happens next, and when. */
export default async function PrivacySentPage({ params }: PageProps<'/[lang]/privacy/sent'>) {
  const { lang } = await params;
  setRequestLocale(pageLocale(lang));
  return <FormResult form="privacy" outcome="sent" />;
}
