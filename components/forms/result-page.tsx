import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FormResult } from '@/components/forms/form-result';
import { pageLocale } from '@/lib/i18n/page-locale';
import { readResultQuery, readSentQuery, type ResultForm } from '@/lib/forms/result';
import { pageMetadata } from '@/lib/site/seo';
import { confirmationDays } from '@/lib/confirmations/days';

type Outcome = 'sent' | 'not-sent';
type ResultPageProps = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The page a form posted without JavaScript lands on (and, for the privacy request, every send):
 * `sent` says what happens next; `not-sent` explains the query's reason and fields and leads back.
 * Neither is for search engines. Each route's page.tsx is this, named: its metadata and its body;
 * `extra` is what one form adds to its sent page (the application forgets its draft there).
 */
export function formResultPage(form: ResultForm, outcome: Outcome, extra?: ReactNode, { waitsForGuardian = false } = {}) {
  const { kind, pages } = form;
  const pathname = outcome === 'not-sent' ? pages.notSent : waitsForGuardian && pages.waiting ? pages.waiting : pages.sent;
  async function generateMetadata({ params }: ResultPageProps): Promise<Metadata> {
    const locale = pageLocale((await params).lang);
    const t = await getTranslations({ locale, namespace: 'FormResult' });
    const title = waitsForGuardian ? t('application.sentGuardianTitle') : t(outcome === 'sent' ? `${kind}.sentTitle` : `${kind}.notSentTitle`);
    const description = outcome === 'sent' ? t(`${kind}.sentLead`, { days: confirmationDays() }) : t('back');
    return pageMetadata({ locale, pathname, title, description, noIndex: true });
  }

  async function ResultPage({ params, searchParams }: ResultPageProps) {
    setRequestLocale(pageLocale((await params).lang));
    if (outcome === 'sent') {
      // Only a form whose sent page names the send reads the address (the others stay static pages).
      const sent = form.requests ? readSentQuery(form, await searchParams) : undefined;
      return (
        <FormResult form={form} outcome="sent" waitsForGuardian={waitsForGuardian} sent={sent}>
          {extra}
        </FormResult>
      );
    }
    return <FormResult form={form} outcome="not-sent" details={readResultQuery(form, await searchParams)} />;
  }

  return { generateMetadata, ResultPage };
}
