'use client';

import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
// The language switch links across locales with paths computed by lib/i18n/paths, so it uses Next's router directly.
// eslint-disable-next-line no-restricted-imports
import { usePathname, useRouter } from 'next/navigation';
import { Link } from '@/lib/i18n/navigation';
import { switchLocalePath } from '@/lib/i18n/paths';
import { publicLocales, type Locale } from '@/lib/i18n/routing';
import { FadeSlideshow, type ShowSlide } from '@/components/ui/fade-slideshow';
import { showGlobalLoader } from './global-loader';
import { useMenu } from './menu-context';
import styles from './menu-overlay.module.css';
import type { NavbarKey } from '@/lib/i18n/message-keys';

type StaticPathname = '/models/women' | '/models/men' | '/models/new_faces' | '/about' | '/contact' | '/panorama' | '/be-a-model' | '/news' | '/favorites';

type MenuLink = { href: StaticPathname; key: NavbarKey };

const LINKS: MenuLink[] = [
  { href: '/models/women', key: 'women' },
  { href: '/models/men', key: 'men' },
  { href: '/about', key: 'about' },
  { href: '/contact', key: 'contact' },
  { href: '/panorama', key: 'panorama' },
  { href: '/be-a-model', key: 'be_a_model' },
];

const SECONDARY: MenuLink[] = [
  { href: '/models/new_faces', key: 'new_faces' },
  { href: '/news', key: 'news' },
  { href: '/favorites', key: 'favorites' },
];

export const LANGUAGE_LOADER_MS = 600;

type MenuLinksProps = { links: MenuLink[]; className: string | undefined; linkClassName: string | undefined; onFollow: () => void };

/** A list of the menu's links; following one closes the menu. */
function MenuLinks({ links, className, linkClassName, onFollow }: MenuLinksProps) {
  const nav = useTranslations('Navbar');
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.key}>
          <Link href={link.href} className={linkClassName} onClick={onFollow}>
            {nav(link.key)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function MenuOverlay({ slides }: { slides: ShowSlide[] }) {
  const t = useTranslations('Menu');
  const locale = useLocale();
  const pathname = usePathname() ?? '/';
  const router = useRouter();
  const { open, closeMenu, triggerRef } = useMenu();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // A modal <dialog> traps focus, makes the page behind inert and closes on Escape.
      dialog.showModal();
      document.documentElement.dataset.menuOpen = 'true';
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) {
      delete document.documentElement.dataset.menuOpen;
    }
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      delete document.documentElement.dataset.menuOpen;
      closeMenu();
      triggerRef.current?.focus();
    };
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [closeMenu, triggerRef]);

  const switchLanguage = (event: MouseEvent<HTMLAnchorElement>, target: Locale) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    showGlobalLoader(LANGUAGE_LOADER_MS);
    router.push(switchLocalePath(pathname + window.location.search, target));
  };

  return (
    <dialog
      ref={dialogRef}
      id="site-menu"
      className={styles.dialog}
      aria-label={t('title')}
    >
      <div className={styles.background} aria-hidden="true">
        {open ? <FadeSlideshow slides={slides} interval={2500} /> : null}
        <div className={styles.scrim} />
      </div>
      <div className={styles.panel}>
        <div className={styles.top}>
          <button type="button" className={styles.close} onClick={closeMenu} autoFocus>
            <span aria-hidden="true" className={styles.closeIcon} />
            <span>{t('close')}</span>
            <span className="visually-hidden">{` — ${t('closeLabel')}`}</span>
          </button>
        </div>
        <nav aria-label={t('title')} className={styles.nav}>
          <MenuLinks links={LINKS} className={styles.links} linkClassName={styles.link} onFollow={closeMenu} />
          <MenuLinks links={SECONDARY} className={styles.secondary} linkClassName={styles.secondaryLink} onFollow={closeMenu} />
        </nav>
        <div className={styles.languages} role="group" aria-label={t('language')}>
          {publicLocales.map((code, i) => {
            const active = code === locale;
            const label = t(`${code}Name`);
            return (
              <span key={code} className={styles.languageItem}>
                {i > 0 ? <span aria-hidden="true" className={styles.sep}>/</span> : null}
                <a
                  href={switchLocalePath(pathname, code)}
                  hrefLang={code}
                  className={styles.language}
                  data-active={active}
                  aria-current={active ? 'true' : undefined}
                  onClick={(event) => switchLanguage(event, code)}
                >
                  {/* The name starts with what is shown ("en"), so "click en" works by voice (WCAG 2.5.3). */}
                  <span lang={code}>{code}</span>
                  <span className="visually-hidden"> — {active ? label : t('switchTo', { language: label })}</span>
                </a>
              </span>
            );
          })}
        </div>
      </div>
    </dialog>
  );
}
