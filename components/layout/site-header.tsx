import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { siteTitle } from '@/lib/site';
import { HeaderFrame } from './header-frame';
import { MenuTrigger } from './menu-trigger';
import styles from './site-header.module.css';

export async function SiteHeader({ extra }: { extra?: React.ReactNode }) {
  const t = await getTranslations('Site');
  return (
    <HeaderFrame>
      <div className={styles.inner}>
        <MenuTrigger />
        <Link href="/" className={styles.logo} aria-label={`${siteTitle} — ${t('home')}`}>
          {siteTitle}
        </Link>
        <div className={styles.end}>{extra}</div>
      </div>
    </HeaderFrame>
  );
}
