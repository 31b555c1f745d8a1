'use client';

import { useLocale, useTranslations } from 'next-intl';
import { buildLocalizedPath } from '@/lib/i18n/paths';
import { PRIVACY_PATHNAME } from '@/lib/privacy/pathname';
import styles from './application-form.module.css';

/**
 * The link to the privacy notice page, in the consent section and in the guardian's consent. It opens
 * in another tab (and says so): leaving the form would lose the photos already chosen.
 */
export function PrivacyNoticeLink() {
  const t = useTranslations('ApplicationForm');
  const locale = useLocale();
  return (
    <a href={buildLocalizedPath(PRIVACY_PATHNAME, {}, locale)} className={styles.privacyLink} target="_blank" rel="noopener">
      {t('privacyLink')}
      <span className="visually-hidden"> {t('newTab')}</span>
    </a>
  );
}
