import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { siteTitle } from '@/lib/site';
import { FavoritesHeaderLink } from '@/components/favorites/favorites-header-link';
import { HeaderFrame } from './header-frame';
import { MenuTrigger } from './menu-trigger';
import styles from './site-header.module.css';

export async function SiteHeader() {
  const t = await getTranslations('Site');
  return (
    <HeaderFrame>
      <div className={styles.inner}>
        <MenuTrigger />
        <Link href="/" className={styles.logo} aria-label={`${siteTitle} — ${t('home')}`}>
          {siteTitle}
        </Link>
        <div className={styles.end}>
          <FavoritesHeaderLink />
        </div>
      </div>
    </HeaderFrame>
  );
}
