'use client';

import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { Swiper as SwiperInstance } from 'swiper';
// Static, unlike the script: the first view is laid out by swiper's own rules, so nothing moves when swiper takes over.
import 'swiper/css';
import type { GalleryPhoto } from '@/lib/api/types';
import { firstPositionOf, photoSlides, slideIndexOfPhoto, type GalleryKey, type GallerySlide, type NumberedPhoto } from '@/lib/roster/gallery';
import { loadOnce } from '@/lib/lazy/load-once';
import { useMediaQuery } from './use-media-query';
import styles from './gallery-slider.module.css';

export type VideoSlideData = { provider: 'youtube' | 'vimeo'; url: string };

type Props = {
  name: string;
  gallery: GalleryKey;
  photos?: GalleryPhoto[];
  videos?: VideoSlideData[];
  /** The first photo of the first gallery is the page's largest paint. */
  priority: boolean;
};

type SwiperModules = typeof import('./swiper-modules');

/** What the visitor (or auto-play) asked of the slider, kept until swiper can do it. */
type SlideAction = 'previous' | 'next' | 'autoplay';

const SLIDE_SPEED_MS = 1000;
const AUTOPLAY_DELAY_MS = 4500;
const SWIPE_MIN_PX = 40;
const WIDE_QUERY = '(min-width: 768px)';

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/** One download of swiper per page, shared by every gallery. */
const loadSwiperModules = loadOnce<SwiperModules>(() => import('./swiper-modules'));

function slide(instance: SwiperInstance, action: SlideAction) {
  if (action === 'previous') instance.slidePrev();
  else instance.slideNext();
}

/**
 * One gallery as a slider: photos (paired on wide screens) or video players mounted only while shown.
 * The first view is swiper's markup rendered statically; swiper itself is fetched at the visitor's first
 * sign of interest (or when auto-play is due), takes over the same slide and then does what was asked.
 */
export function GallerySlider({ name, gallery, photos = [], videos = [], priority }: Props) {
  const t = useTranslations('Profile');
  const wide = useMediaQuery(WIDE_QUERY);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const isVideo = gallery === 'video';
  const slides = useMemo(() => (isVideo ? [] : photoSlides(photos, wide)), [isVideo, photos, wide]);
  const count = isVideo ? videos.length : slides.length;
  // Auto-play would pull a playing video out of view, so only photo galleries advance by themselves.
  const canAutoplay = count > 1 && !isVideo;

  // A gallery opened from its tab was asked for by the visitor: swiper loads at once. The first one waits.
  const [swiperWanted, setSwiperWanted] = useState(!priority && count > 1);
  const [modules, setModules] = useState<SwiperModules | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Photos are followed by the first one in view, so switching between one and two per slide keeps it in view.
  const [position, setPosition] = useState(1);
  const [videoIndex, setVideoIndex] = useState(0);
  // The visitor's pause or play wins; until then rotation runs unless they prefer reduced motion.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = canAutoplay && (playChoice ?? !reducedMotion);

  const pendingAction = useRef<SlideAction | null>(null);
  // Between a resize and the next frame swiper has a re-seat queued (slideToLoop defers its slideTo by a
  // frame); a slide done in between would be undone by it, so the visitor's action waits for that frame.
  const reseatQueued = useRef(false);
  const focusStageOnMount = useRef(false);
  const mouseOnStage = useRef(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const index = isVideo ? Math.min(videoIndex, count - 1) : slideIndexOfPhoto(slides, position);
  const showSlide = (slideIndex: number) => {
    if (isVideo) setVideoIndex(slideIndex);
    else setPosition(firstPositionOf(slides[slideIndex]));
  };

  const wantSwiper = () => {
    if (count > 1) setSwiperWanted(true);
  };

  /** Without swiper (it failed to load): the next or previous slide, shown at once. */
  const stepStatically = (action: SlideAction) => {
    showSlide((index + (action === 'previous' ? -1 : 1) + count) % count);
  };

  const request = (action: SlideAction) => {
    if (count < 2) return;
    if (swiper && !reseatQueued.current) slide(swiper, action);
    else if (!swiper && loadFailed) stepStatically(action);
    else {
      // Kept until swiper has arrived or finished re-seating. The visitor's latest action wins over a
      // queued one; auto-play never replaces theirs.
      if (action !== 'autoplay' || !pendingAction.current) pendingAction.current = action;
      if (!swiper) wantSwiper();
    }
  };

  // Swiper renders its own stage element in place of the static one, in the same commit. Whether focus
  // was on the static stage is read as it leaves the page (not when swiper's code arrives: a visitor can
  // tab in between); onSwiper, called in that commit, puts focus on swiper's stage before the browser
  // handles another key.
  const noteStageFocus = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    return () => {
      if (node.contains(document.activeElement)) focusStageOnMount.current = true;
    };
  }, []);
  const onSwiper = (instance: SwiperInstance) => {
    if (focusStageOnMount.current) instance.el.focus({ preventScroll: true });
    // Swiper's own resize handler runs first (it is registered with priority) and queues its frame
    // before this one, so this frame comes after the re-seat and the action lands on the right slide.
    instance.on('resize', () => {
      reseatQueued.current = true;
      requestAnimationFrame(() => {
        reseatQueued.current = false;
        const action = pendingAction.current;
        pendingAction.current = null;
        if (action && !instance.destroyed) slide(instance, action);
      });
    });
    setSwiper(instance);
  };

  const onModulesFailed = useEffectEvent(() => {
    setLoadFailed(true);
    const action = pendingAction.current;
    pendingAction.current = null;
    if (action) stepStatically(action);
  });

  useEffect(() => {
    if (!swiperWanted) return;
    let mounted = true;
    loadSwiperModules().then(
      (loaded) => {
        if (mounted) setModules(loaded);
      },
      () => {
        if (mounted) onModulesFailed();
      },
    );
    return () => {
      mounted = false;
    };
  }, [swiperWanted]);

  const onAutoplayDue = useEffectEvent(() => request('autoplay'));

  // Until swiper runs, this timer stands in for its auto-play: the first advance fetches swiper; without it, slides step.
  useEffect(() => {
    if (swiper || !playing || (swiperWanted && !loadFailed)) return;
    const timer = setTimeout(onAutoplayDue, AUTOPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [swiper, playing, swiperWanted, loadFailed, index]);

  // Swiper starts rotating on init; it follows the visitor's choice and reduced motion from then on.
  useEffect(() => {
    if (!swiper || swiper.destroyed || !canAutoplay) return;
    if (playing && !swiper.autoplay.running) swiper.autoplay.start();
    else if (!playing && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, playing, canAutoplay]);

  // Hands over to swiper what happened on the static stage. An effect, not onSwiper, so that in development
  // StrictMode the action reaches the instance that stays rather than the one swiper/react destroys at once.
  // (Focus is on the element both instances share, so it moves in onSwiper, without waiting for this.)
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (mouseOnStage.current) {
      // Swiper pauses on pointerenter, which has already happened for a mouse resting on the static stage.
      const pauseForMouse = () => swiper.el.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
      pauseForMouse();
      // Swiper resumes 500 ms after a resize, and its first size check comes just after it starts.
      swiper.once('autoplayResume', () => {
        if (swiper.el.matches(':hover')) pauseForMouse();
      });
    }
    const action = pendingAction.current;
    if (action && !(action === 'autoplay' && mouseOnStage.current)) slide(swiper, action);
    pendingAction.current = null;
    focusStageOnMount.current = false;
    mouseOnStage.current = false;
  }, [swiper]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      request('previous');
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      request('next');
    }
  };

  const togglePlay = () => {
    setPlayChoice(!playing);
    if (playing) {
      swiper?.autoplay.stop();
      wantSwiper();
    } else {
      swiper?.autoplay.start();
      request('next');
    }
  };

  // A swipe on the static stage becomes a slide change, done by swiper if it has arrived by the time the finger lifts.
  const onStagePointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.isPrimary && event.button === 0) swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) request(dx < 0 ? 'next' : 'previous');
  };

  const galleryName = t(`galleryName.${gallery}`);

  const slideAttributes = (slideIndex: number) => ({
    role: 'group',
    'aria-roledescription': t('slideRole'),
    'aria-label': t('slideLabel', { current: slideIndex + 1, total: count }),
    'aria-hidden': slideIndex !== index,
  });

  const slideContents: { key: string; content: ReactNode }[] = isVideo
    ? videos.map((video, i) => ({
        key: video.url,
        content: (
          <div className={styles.videoBox}>
            {i === index ? (
              <iframe
                className={styles.video}
                src={video.url}
                title={t('videoTitle', { name, position: i + 1, total: count, provider: PROVIDER_NAMES[video.provider] })}
                allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
                referrerPolicy="strict-origin-when-cross-origin"
              />
            ) : (
              <p className={styles.videoWaiting}>{t('videoWaiting', { position: i + 1, total: count })}</p>
            )}
          </div>
        ),
      }))
    : slides.map((slide, i) => ({
        key: `${slide.kind}-${firstPositionOf(slide)}`,
        content: (
          <PhotoSlide
            slide={slide}
            // Neighbours load ahead of the slide change, but only once swiper runs: in the server HTML
            // an eager image becomes a preload that would compete with the first photo.
            near={swiper !== null && (Math.abs(i - index) <= 1 || (index === 0 && i === count - 1))}
            priority={priority && i === index}
            alt={(photo) => t('photoAlt', { name, gallery: galleryName, position: photo.position, total: photos.length })}
          />
        ),
      }));

  return (
    <div
      className={styles.slider}
      role="region"
      aria-roledescription={t('carouselRole')}
      aria-label={t('carousel', { gallery: t(`tabs.${gallery}`), name })}
      onKeyDown={onKeyDown}
      onPointerEnter={wantSwiper}
      onPointerDown={wantSwiper}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        swipeStart.current = null;
      }}
      onFocus={(event) => {
        wantSwiper();
        // Rotation stops for good once keyboard focus enters the slides (WCAG 2.2.2); the play button restarts it.
        if (playing && !(event.target as Element).closest('[data-slider-controls]')) {
          swiper?.autoplay.stop();
          setPlayChoice(false);
        }
      }}
    >
      {modules ? (
        <modules.Swiper
          key={isVideo ? 'video' : wide ? 'wide' : 'narrow'}
          className={styles.stage}
          modules={[modules.Autoplay]}
          speed={reducedMotion ? 0 : SLIDE_SPEED_MS}
          // Swiper's loop needs at least three slides; with two, rewinding wraps around the same way.
          loop={count > 2}
          rewind={count === 2}
          initialSlide={index}
          autoplay={canAutoplay ? { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
          onSwiper={onSwiper}
          onSlideChange={(instance: SwiperInstance) => showSlide(instance.realIndex)}
          tabIndex={count > 1 ? 0 : undefined}
        >
          {slideContents.map(({ key, content }, i) => (
            <modules.SwiperSlide key={key} className={styles.slide} {...slideAttributes(i)}>
              {content}
            </modules.SwiperSlide>
          ))}
        </modules.Swiper>
      ) : (
        // The markup swiper renders before it starts; after a failed load, slides step without animation.
        <div
          ref={noteStageFocus}
          className={`swiper ${styles.stage}`}
          tabIndex={count > 1 ? 0 : undefined}
          onPointerDown={onStagePointerDown}
          onPointerEnter={(event) => {
            if (event.pointerType === 'mouse') mouseOnStage.current = true;
          }}
          onPointerLeave={(event) => {
            if (event.pointerType === 'mouse') mouseOnStage.current = false;
          }}
        >
          <div className="swiper-wrapper" style={index > 0 ? { transform: `translate3d(${-100 * index}%, 0, 0)` } : undefined}>
            {slideContents.map(({ key, content }, i) => (
              <div key={key} className={`swiper-slide ${styles.slide}`} {...slideAttributes(i)}>
                {content}
              </div>
            ))}
          </div>
        </div>
      )}
      {count > 1 ? (
        <div className={styles.controls} data-slider-controls="">
          {/* Enabled from the start: before swiper has arrived, a click is kept and done once it has. */}
          <button type="button" className={styles.control} onClick={() => request('previous')} aria-label={t('previous')}>
            <span aria-hidden="true">←</span>
          </button>
          <p className={styles.counter} aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
            <span className="visually-hidden">{galleryName} </span>
            {index + 1} / {count}
          </p>
          <button type="button" className={styles.control} onClick={() => request('next')} aria-label={t('next')}>
            <span aria-hidden="true">→</span>
          </button>
          {canAutoplay ? (
            <button type="button" className={styles.play} onClick={togglePlay} aria-label={playing ? t('pause') : t('play')}>
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function PhotoSlide({
  slide,
  near,
  priority,
  alt,
}: {
  slide: GallerySlide;
  near: boolean;
  priority: boolean;
  alt: (photo: NumberedPhoto) => string;
}) {
  const photos = slide.kind === 'pair' ? slide.photos : [slide.photo];
  return (
    <div className={styles.photos} data-kind={slide.kind}>
      {photos.map((photo) => (
        <div key={photo.position} className={styles.photoBox}>
          <Image
            src={photo.file}
            alt={alt(photo)}
            fill
            sizes={sizesFor(photo)}
            className={styles.photo}
            loading={near || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            preload={priority && photo === photos[0]}
          />
        </div>
      ))}
    </div>
  );
}

/**
 * Depends on the photo only, not on the layout: the server renders one photo per slide and wide
 * screens switch to pairs after hydration, and the same sizes keep the browser from fetching the
 * first photo twice. A portrait is as wide as half the gallery column on wide screens (paired, or
 * alone but bound by the stage height); a landscape fills the column.
 */
function sizesFor(photo: NumberedPhoto): string {
  return photo.width > photo.height ? '(min-width: 1024px) 72vw, 100vw' : '(min-width: 1024px) 36vw, (min-width: 768px) 50vw, 100vw';
}

function PauseIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <rect x="2" y="1" width="3.5" height="12" fill="currentColor" />
      <rect x="8.5" y="1" width="3.5" height="12" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <path d="M3 1.5v11l9-5.5z" fill="currentColor" />
    </svg>
  );
}
