import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FavoritesScreen } from '@/components/favorites/favorites-screen';
import styles from '@/components/favorites/favorites.module.css';
import { titledPageMetadata } from '@/lib/site/seo';
import { pageLocale } from '@/lib/i18n/page-locale';
import { ClientMessages } from '@/lib/i18n/client-messages';

export const revalidate = 300;

// A list that lives in each visitor's browser has nothing for a search engine to index.
export const generateMetadata = titledPageMetadata('Favorites', '/favorites', { noIndex: true });

export default async function FavoritesPage({ params }: PageProps<'/[lang]/favorites'>) {
  const { lang } = await params;
  setRequestLocale(pageLocale(lang));
  const t = await getTranslations('Favorites');
  return (
    <div className={`container ${styles.page}`}>
      {/* The selection is read from `?ids=` in the browser, so this page stays one static, cacheable document. */}
      <Suspense
        fallback={
          <header className={styles.header}>
            <h1 className="page-title">{t('title')}</h1>
          </header>
        }
      >
        <ClientMessages namespaces={['Favorites']}>
          <FavoritesScreen />
        </ClientMessages>
      </Suspense>
    </div>
  );
}
