import { getTranslations } from 'next-intl/server';
import { getWebsiteTexts } from '@/lib/api/texts';
import { optionalRead } from '@/lib/api/optional-read';
import { websiteTextOrNull } from '@/lib/api/website-text';
import { buildLocalizedPath } from '@/lib/i18n/paths';
import { agencyDateTimes } from '@/lib/i18n/time-zone';
import type { Locale } from '@/lib/i18n/routing';
import styles from './package.module.css';

/** What an expired link shows (answered 410 by the proxy): until when it was open (the agency's clock, as the page said), and how to reach the agency. */
export async function PackageExpired({ expiresAt, locale }: { expiresAt: string | null; locale: Locale }) {
  const [t, tNav, agencyTime, texts] = await Promise.all([getTranslations('Package'), getTranslations('Navbar'), agencyDateTimes(locale), optionalRead(getWebsiteTexts(), 'website texts')]);
  const email = websiteTextOrNull(texts, 'contact_email', locale);
  const phone = websiteTextOrNull(texts, 'contact_phone', locale);
  const date = expiresAt ? agencyTime(expiresAt) : null;
  return (
    <section className={`container ${styles.pin}`} aria-labelledby="expired-title">
      <p className="eyebrow">{t('eyebrow')}</p>
      <h1 className={styles.title} id="expired-title">{t('expiredTitle')}</h1>
      <p>{date ? t('expiredText', { date }) : t('expiredNoDate')}</p>
      <ul className={styles.meta}>
        {email ? <li><a href={`mailto:${email}`}>{email}</a></li> : null}
        {phone ? <li><a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a></li> : null}
        <li><a href={buildLocalizedPath('/contact', {}, locale)}>{tNav('contact')}</a></li>
      </ul>
    </section>
  );
}
