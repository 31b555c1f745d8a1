import { Activity } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { SiteIdentity } from '@/lib/site';
import { FavoritesHeaderLink } from '@/components/favorites/favorites-header-link';
import { BrandLogo } from './brand-logo';
import { HeaderFrame } from './header-frame';
import { MenuTrigger } from './menu-trigger';
import styles from './site-header.module.css';

export async function SiteHeader({ identity }: { identity: SiteIdentity }) {
  const t = await getTranslations('Site');
  const { title, logo } = identity;
  return (
    <HeaderFrame>
      <div className={styles.inner}>
        <MenuTrigger />
        <Link href="/" className={styles.logo} aria-label={`${title} — ${t('home')}`}>
          {logo ? <BrandLogo key={logo} src={logo} title={title} className={styles.logoImage} /> : title}
        </Link>
        <div className={styles.end}>
          {/* Its count comes from this browser's storage: hydrated after the page's content, like the menu. */}
          <Activity mode="visible">
            <FavoritesHeaderLink />
          </Activity>
        </div>
      </div>
    </HeaderFrame>
  );
}
