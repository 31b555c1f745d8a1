'use client';

import { useTranslations } from 'next-intl';
import { useMenu } from './menu-context';
import { loadMenuOverlay } from './menu-host';
import styles from './site-header.module.css';

export function MenuTrigger() {
  const t = useTranslations('Menu');
  const { open, opened, openMenu, triggerRef } = useMenu();
  const prepare = () => void loadMenuOverlay();
  return (
    <button
      ref={triggerRef}
      type="button"
      className={styles.trigger}
      aria-expanded={open}
      aria-controls={opened ? 'site-menu' : undefined}
      aria-haspopup="dialog"
      onPointerEnter={prepare}
      onFocus={prepare}
      onTouchStart={prepare}
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
