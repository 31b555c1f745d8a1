import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ForgetDraft } from '@/components/apply/forget-draft';
import { FormResult } from '@/components/forms/form-result';
import { pageMetadata } from '@/lib/site/seo';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[lang]/be-a-model/sent'>): Promise<Metadata> {
  const { lang } = await params;
  const locale = pageLocale(lang);
  const t = await getTranslations({ locale, namespace: 'FormResult' });
  // A page reached only by sending the form: nothing for a search engine.
  return pageMetadata({ locale, pathname: '/be-a-model/sent', title: t('apply.sentTitle'), description: t('apply.sentLead'), noIndex: true });
}

/** Where the application posted without JavaScript lands when it was sent. */
export default async function ApplySentPage({ params }: PageProps<'/[lang]/be-a-model/sent'>) {
  const { lang } = await params;
  setRequestLocale(pageLocale(lang));
  return (
    <FormResult form="apply" outcome="sent">
      <ForgetDraft />
    </FormResult>
  );
}
