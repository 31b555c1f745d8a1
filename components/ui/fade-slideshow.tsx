'use client';

import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { getImageProps } from 'next/image';
import type { ShowSlide } from '@/lib/site/layout-types';
import styles from './fade-slideshow.module.css';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export type { ShowSlide, SlideMedia } from '@/lib/site/layout-types';

type Props = {
  slides: ShowSlide[];
  /** Time each slide stays, in ms (2500 on the home and in the menu). */
  interval?: number;
  /** Playing state is controlled by the parent when it shows a pause button. */
  playing?: boolean;
  /** The first slide is the page's LCP element on home: load it eagerly with high priority. */
  priority?: boolean;
  /** Alternative text of the slides; empty for purely decorative backgrounds. */
  alt?: string;
  /** Serve images through Next's optimizer (WebP, sized per screen); only for the panel's storage URLs. */
  optimize?: boolean;
  className?: string;
};

const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * A light cross-fade slideshow (0.3 s fade). Swiper stays off the home and menu so only
 * the profile page pays for it; this needs no more than opacity and a timer.
 */
export function FadeSlideshow({ slides, interval = 2500, playing = true, priority = false, alt = '', optimize = false, className }: Props) {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const canPlay = count > 1 && playing && !reducedMotion;

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
          <SlideMediaView
            slide={slide}
            active={i === index}
            playing={playing}
            eager={i === 0}
            priority={priority && i === 0}
            optimize={optimize}
            alt={alt || slide.title || ''}
          />
        </div>
      ))}
    </div>
  );
}

const MOBILE_QUERY = '(max-width: 767.98px)';

function SlideMediaView({
  slide,
  active,
  playing,
  eager,
  priority,
  optimize,
  alt,
}: {
  slide: ShowSlide;
  active: boolean;
  playing: boolean;
  eager: boolean;
  priority: boolean;
  optimize: boolean;
  alt: string;
}) {
  const { desktop, mobile } = slide;
  if (desktop.isVideo || mobile.isVideo) {
    return <SlideVideo slide={slide} active={active} playing={playing} />;
  }
  if (optimize) return <OptimizedPicture slide={slide} eager={eager} priority={priority} alt={alt} />;
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

/**
 * Art-directed <picture> whose sources go through Next's image optimizer, so a phone on a slow link
 * fetches a WebP sized for its screen. With `priority` both sources are preloaded (each under its
 * media query) so the first slide starts downloading before any script runs.
 */
function OptimizedPicture({ slide, eager, priority, alt }: { slide: ShowSlide; eager: boolean; priority: boolean; alt: string }) {
  const common = { alt, fill: true, sizes: '100vw', quality: 75 } as const;
  const { props: desktopProps } = getImageProps({ ...common, src: slide.desktop.url });
  const { props: mobileProps } = getImageProps({ ...common, src: slide.mobile.url });
  if (priority) {
    preload(mobileProps.src, { as: 'image', imageSrcSet: mobileProps.srcSet, imageSizes: '100vw', media: MOBILE_QUERY, fetchPriority: 'high' });
    preload(desktopProps.src, { as: 'image', imageSrcSet: desktopProps.srcSet, imageSizes: '100vw', media: DESKTOP_QUERY, fetchPriority: 'high' });
  }
  // The optimizer's fill styles are replaced by the module's full-bleed rules.
  const { style: _style, ...imgProps } = mobileProps;
  return (
    <picture>
      <source media={DESKTOP_QUERY} srcSet={desktopProps.srcSet} sizes="100vw" />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt comes from getImageProps */}
      <img
        {...imgProps}
        className={styles.media}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}

function SlideVideo({ slide, active, playing }: { slide: ShowSlide; active: boolean; playing: boolean }) {
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
    if (active && playing && !reduce) {
      video.play().catch(() => undefined);
    } else {
      video.pause();
    }
  }, [active, playing, src]);

  return (
    <video
      ref={ref}
      className={styles.media}
      // Without a poster, the media fragment makes the browser show the first frame instead of black.
      src={src ? (slide.poster ? src : `${src}#t=0.001`) : undefined}
      poster={slide.poster ?? undefined}
      muted
      playsInline
      loop
      preload={slide.poster ? 'none' : 'metadata'}
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}
