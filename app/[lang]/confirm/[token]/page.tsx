import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConfirmationView } from '@/components/confirm/confirmation-view';
import { readLink } from '@/lib/confirmations';
import { pageLocale } from '@/lib/i18n/page-locale';

// Per request, for one person: never prerendered, never cached (the proxy adds `Cache-Control: private,
// no-store`, `X-Robots-Tag: noindex` and `Referrer-Policy: same-origin`: the address is the key).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[lang]/confirm/[token]'>): Promise<Metadata> {
  const locale = pageLocale((await params).lang);
  const t = await getTranslations({ locale, namespace: 'Confirm' });
  return { title: t('eyebrow'), robots: { index: false, follow: false, nocache: true }, referrer: 'same-origin' };
}

export default async function ConfirmationPage({ params, searchParams }: PageProps<'/[lang]/confirm/[token]'>) {
  const { lang, token } = await params;
  const locale = pageLocale(lang);
  setRequestLocale(locale);
  const [state, query] = await Promise.all([readLink(token), searchParams]);
  if (state.kind === 'invalid') notFound();
  return <ConfirmationView token={token} locale={locale} state={state} busy={query.retry === '1'} />;
}
