'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './fade-slideshow.module.css';

export type SlideMedia = { url: string; isVideo: boolean };
export type ShowSlide = { id: string | number; desktop: SlideMedia; mobile: SlideMedia; title?: string | null };

type Props = {
  slides: ShowSlide[];
  /** Time each slide stays, in ms (SPEC: 2500 on home and menu). */
  interval?: number;
  /** Playing state is controlled by the parent when it shows a pause button. */
  playing?: boolean;
  /** The first slide is the page's LCP element on home: load it eagerly with high priority. */
  priority?: boolean;
  /** Alternative text of the slides; empty for purely decorative backgrounds. */
  alt?: string;
  className?: string;
};

const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * A light cross-fade slideshow (0.3 s fade). Swiper stays off the home and menu so only
 * the profile page pays for it; this needs no more than opacity and a timer.
 */
export function FadeSlideshow({ slides, interval = 2500, playing = true, priority = false, alt = '', className }: Props) {
  const [index, setIndex] = useState(0);
  const [reducedMotion, setReducedMotion] = useState(false);
  const count = slides.length;
  const canPlay = count > 1 && playing && !reducedMotion;

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!canPlay) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [canPlay, count, interval]);

  if (count === 0) return null;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} aria-roledescription="carousel">
      {slides.map((slide, i) => (
        <div
          key={slide.id}
          className={styles.slide}
          data-active={i === index}
          aria-hidden={i !== index}
        >
          <SlideMediaView slide={slide} active={i === index} eager={i === 0} priority={priority && i === 0} alt={alt || slide.title || ''} />
        </div>
      ))}
    </div>
  );
}

function SlideMediaView({
  slide,
  active,
  eager,
  priority,
  alt,
}: {
  slide: ShowSlide;
  active: boolean;
  eager: boolean;
  priority: boolean;
  alt: string;
}) {
  const { desktop, mobile } = slide;
  if (desktop.isVideo || mobile.isVideo) {
    return <SlideVideo slide={slide} active={active} />;
  }
  return (
    <picture>
      <source media={DESKTOP_QUERY} srcSet={desktop.url} />
      {/* Plain <img>: a full-bleed art-directed slide needs <picture>, which next/image does not offer. */}
      <img
        className={styles.media}
        src={mobile.url}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        width={1080}
        height={1920}
      />
    </picture>
  );
}

function SlideVideo({ slide, active }: { slide: ShowSlide; active: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    const pick = () => {
      const wide = window.matchMedia(DESKTOP_QUERY).matches;
      const media = wide ? slide.desktop : slide.mobile;
      setSrc(media.isVideo ? media.url : (wide ? slide.mobile : slide.desktop).url);
    };
    pick();
  }, [slide]);

  useEffect(() => {
    const video = ref.current;
    if (!video || !src) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (active && !reduce) {
      video.play().catch(() => undefined);
    } else {
      video.pause();
    }
  }, [active, src]);

  return (
    <video
      ref={ref}
      className={styles.media}
      src={src ?? undefined}
      muted
      playsInline
      loop
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}
