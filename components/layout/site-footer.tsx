import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { FooterData } from '@/lib/site/layout-types';
import { PRIVACY_PATHNAME } from '@/lib/privacy/pathname';
import type { SiteIdentity } from '@/lib/site';
import styles from './site-footer.module.css';

export type { FooterData } from '@/lib/site/layout-types';

const SOCIAL_LABELS: Record<string, string> = { instagram: 'Instagram', tiktok: 'TikTok', facebook: 'Facebook', youtube: 'YouTube', x: 'X', twitter: 'X', linkedin: 'LinkedIn', vimeo: 'Vimeo' };

function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export async function SiteFooter({ data, identity }: { data: FooterData; identity: SiteIdentity }) {
  const { title: siteTitle, provider } = identity;
  const t = await getTranslations('Footer');
  const nav = await getTranslations('Navbar');
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.brand}>{siteTitle}</p>
        <div className={styles.columns}>
          <nav aria-label={t('social')}>
            <ul className={styles.list}>
              {data.socials.map((social) => (
                <li key={social.url}>
                  <a href={social.url} rel="noopener noreferrer" target="_blank" className={styles.link}>
                    {SOCIAL_LABELS[social.name.toLowerCase()] ?? social.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <address className={styles.contact}>
            {data.phone ? (
              <a href={telHref(data.phone)} className={styles.link}>
                <span className="visually-hidden">{t('phone')}: </span>
                {data.phone}
              </a>
            ) : null}
            {data.email ? (
              <a href={`mailto:${data.email}`} className={styles.link}>
                <span className="visually-hidden">{t('email')}: </span>
                {data.email}
              </a>
            ) : null}
          </address>
          <ul className={styles.list}>
            <li><Link href="/contact" className={styles.link}>{nav('contact')}</Link></li>
            <li><Link href="/be-a-model" className={styles.link}>{nav('be_a_model')}</Link></li>
            <li><Link href="/news" className={styles.link}>{nav('news')}</Link></li>
            <li><Link href={PRIVACY_PATHNAME} className={styles.link}>{t('privacy')}</Link></li>
          </ul>
        </div>
        <div className={styles.bottom}>
          <p>{t('rights', { year, site: siteTitle })}</p>
          {provider ? (
            <p>
              {provider.url ? (
                <a href={provider.url} rel="noopener noreferrer" target="_blank" className={styles.link}>
                  {t('credit', { provider: provider.name })}
                </a>
              ) : (
                t('credit', { provider: provider.name })
              )}
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
