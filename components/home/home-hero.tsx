'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { BrandLogo } from '@/components/layout/brand-logo';
import { useMenu } from '@/components/layout/menu-context';
import { FadeSlideshow, type ShowSlide } from '@/components/ui/fade-slideshow';
import { usePrefersReducedMotion } from '@/components/ui/use-prefers-reduced-motion';
import styles from './home-hero.module.css';

type Props = {
  slides: ShowSlide[];
  title: string;
  /** The panel's logo image, shown white over the slides; the title in text when there is none. */
  logo: string | null;
  /** Slides come from the panel's storage, which Next's image optimizer is allowed to fetch. */
  optimize: boolean;
};

const SLIDE_INTERVAL_MS = 2500;

/**
 * Home: the full-screen slideshow with the agency's logo over it. The logo opens the menu; a pause
 * control stops the motion (WCAG 2.2.2), and under reduced motion nothing moves at all.
 */
export function HomeHero({ slides, title, logo, optimize }: Props) {
  const t = useTranslations('Home');
  const { open, openMenu } = useMenu();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const moving = slides.length > 1 && !reducedMotion;

  return (
    <section className={styles.hero} aria-label={t('label')}>
      <FadeSlideshow
        slides={slides}
        interval={SLIDE_INTERVAL_MS}
        playing={moving && !paused}
        priority
        optimize={optimize}
        className={styles.slides}
      />
      <div className={styles.scrim} aria-hidden="true" />
      <h1 className={styles.logoWrap} data-hidden={open || undefined}>
        <button
          type="button"
          className={styles.logo}
          aria-haspopup="dialog"
          aria-label={t('logoLabel', { title })}
          onClick={openMenu}
        >
          {logo ? <BrandLogo key={logo} src={logo} title={title} className={styles.logoImage} /> : title}
        </button>
      </h1>
      {moving ? (
        <button type="button" className={styles.pause} onClick={() => setPaused((value) => !value)}>
          {paused ? (
            <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
              <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
            </svg>
          ) : (
            <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
              <path d="M4 2.5h2.5v11H4zM9.5 2.5H12v11H9.5z" fill="currentColor" />
            </svg>
          )}
          <span>{paused ? t('play') : t('pause')}</span>
        </button>
      ) : null}
    </section>
  );
}
