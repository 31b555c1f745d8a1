import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/errors/error-screen';

export default async function NotFound() {
  const t = await getTranslations('Errors');
  return <ErrorScreen status={404} message={t('notFound')} hint={t('notFoundHint')} />;
}
