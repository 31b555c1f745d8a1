import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FormResult } from '@/components/forms/form-result';
import { readResultQuery } from '@/lib/forms/result';
import { pageMetadata } from '@/lib/site/seo';
import { pageLocale } from '@/lib/i18n/page-locale';

// Each visit explains its own query; the layout's static params would otherwise have it prerendered.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[lang]/contact/not-sent'>): Promise<Metadata> {
  const { lang } = await params;
  const locale = pageLocale(lang);
  const t = await getTranslations({ locale, namespace: 'FormResult' });
  return pageMetadata({ locale, pathname: '/contact/not-sent', title: t('contact.notSentTitle'), description: t('back'), noIndex: true });
}

/** Where the contact message posted without JavaScript lands when it was not sent: why, and the way back. */
export default async function ContactNotSentPage({ params, searchParams }: PageProps<'/[lang]/contact/not-sent'>) {
  const { lang } = await params;
  setRequestLocale(pageLocale(lang));
  return <FormResult form="contact" outcome="not-sent" details={readResultQuery('contact', await searchParams)} />;
}
