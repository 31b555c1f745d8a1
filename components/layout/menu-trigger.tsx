'use client';

import { useTranslations } from 'next-intl';
import { useMenu } from './menu-context';
import styles from './site-header.module.css';

export function MenuTrigger() {
  const t = useTranslations('Menu');
  const { open, openMenu, triggerRef } = useMenu();
  return (
    <button
      ref={triggerRef}
      type="button"
      className={styles.trigger}
      aria-expanded={open}
      aria-controls="site-menu"
      aria-haspopup="dialog"
      onClick={openMenu}
    >
      <span className={styles.bars} aria-hidden="true">
        <span />
        <span />
      </span>
      <span className={styles.triggerText}>{t('open')}</span>
      <span className="visually-hidden">{` — ${t('openLabel')}`}</span>
    </button>
  );
}
