import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FormResult } from '@/components/forms/form-result';
import { readResultQuery } from '@/lib/forms/result';
import { pageMetadata } from '@/lib/site/seo';
import { pageLocale } from '@/lib/i18n/page-locale';

// Each visit explains its own query; the layout's static params would otherwise have it prerendered.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[lang]/privacy/not-sent'>): Promise<Metadata> {
  const { lang } = await params;
  const locale = pageLocale(lang);
  const t = await getTranslations({ locale, namespace: 'FormResult' });
  return pageMetadata({ locale, pathname: '/privacy/not-sent', title: t('privacy.notSentTitle'), description: t('back'), noIndex: true });
}

/** Where a request about one's data posted without JavaScript lands when it was not sent: why, and the way back. */
export default async function PrivacyNotSentPage({ params, searchParams }: PageProps<'/[lang]/privacy/not-sent'>) {
  const { lang } = await params;
  setRequestLocale(pageLocale(lang));
  return <FormResult form="privacy" outcome="not-sent" details={readResultQuery('privacy', await searchParams)} />;
}
