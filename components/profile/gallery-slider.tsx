'use client';

import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { GalleryPhoto } from '@/lib/api/types';
import { firstPositionOf, photoSlides, slideIndexOfPhoto, type GalleryKey, type GallerySlide, type NumberedPhoto } from '@/lib/roster/gallery';
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

const SLIDE_SPEED_MS = 1000;
const AUTOPLAY_DELAY_MS = 4500;
const WIDE_QUERY = '(min-width: 768px)';

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/** One gallery as a swiper slider: photos (paired on wide screens) or video players mounted only while shown. */
export function GallerySlider({ name, gallery, photos = [], videos = [], priority }: Props) {
  const t = useTranslations('Profile');
  const wide = useMediaQuery(WIDE_QUERY);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const isVideo = gallery === 'video';
  const slides = useMemo(() => (isVideo ? [] : photoSlides(photos, wide)), [isVideo, photos, wide]);
  const count = isVideo ? videos.length : slides.length;
  // Auto-play would pull a playing video out of view, so only photo galleries advance by themselves.
  const canAutoplay = count > 1 && !isVideo;

  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(canAutoplay);
  // Keeps the same photo in view when the layout switches between one and two photos per slide.
  const [position, setPosition] = useState(1);
  const initialSlide = isVideo ? 0 : slideIndexOfPhoto(slides, position);

  useEffect(() => {
    if (reducedMotion && swiper && !swiper.destroyed) swiper.autoplay?.stop();
  }, [reducedMotion, swiper]);

  const onSlideChange = (instance: SwiperInstance) => {
    setIndex(instance.realIndex);
    if (!isVideo) setPosition(firstPositionOf(slides[instance.realIndex]));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!swiper || count < 2) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      swiper.slidePrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      swiper.slideNext();
    }
  };

  const togglePlay = () => {
    if (!swiper) return;
    if (swiper.autoplay.running) swiper.autoplay.stop();
    else {
      swiper.autoplay.start();
      swiper.slideNext();
    }
  };

  const galleryName = t(`galleryName.${gallery}`);
  const current = Math.min(index, count - 1) + 1;

  return (
    <div
      className={styles.slider}
      role="region"
      aria-roledescription={t('carouselRole')}
      aria-label={t('carousel', { gallery: t(`tabs.${gallery}`), name })}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        // Rotation stops for good once keyboard focus enters the slides (WCAG 2.2.2); the play button restarts it.
        if (swiper?.autoplay?.running && !(event.target as Element).closest('[data-slider-controls]')) swiper.autoplay.stop();
      }}
    >
      <Swiper
        key={isVideo ? 'video' : wide ? 'wide' : 'narrow'}
        className={styles.stage}
        modules={[Autoplay]}
        speed={reducedMotion ? 0 : SLIDE_SPEED_MS}
        // Swiper's loop needs at least three slides; with two, rewinding wraps around the same way.
        loop={count > 2}
        rewind={count === 2}
        initialSlide={initialSlide}
        autoplay={canAutoplay ? { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        onSwiper={(instance) => {
          setSwiper(instance);
          setIndex(instance.realIndex);
        }}
        onSlideChange={onSlideChange}
        onAutoplayStart={() => setPlaying(true)}
        onAutoplayStop={() => setPlaying(false)}
        tabIndex={count > 1 ? 0 : undefined}
      >
        {isVideo
          ? videos.map((video, i) => (
              <SwiperSlide
                key={video.url}
                className={styles.slide}
                role="group"
                aria-roledescription={t('slideRole')}
                aria-label={t('slideLabel', { current: i + 1, total: count })}
                aria-hidden={i !== index}
              >
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
              </SwiperSlide>
            ))
          : slides.map((slide, i) => (
              <SwiperSlide
                key={`${slide.kind}-${firstPositionOf(slide)}`}
                className={styles.slide}
                role="group"
                aria-roledescription={t('slideRole')}
                aria-label={t('slideLabel', { current: i + 1, total: count })}
                aria-hidden={i !== index}
              >
                <PhotoSlide
                  slide={slide}
                  // Neighbours load ahead of the slide change, but only once swiper runs: in the server HTML
                  // an eager image becomes a preload that would compete with the first photo.
                  near={swiper !== null && (Math.abs(i - index) <= 1 || (index === 0 && i === count - 1))}
                  priority={priority && i === initialSlide}
                  alt={(photo) => t('photoAlt', { name, gallery: galleryName, position: photo.position, total: photos.length })}
                />
              </SwiperSlide>
            ))}
      </Swiper>
      {count > 1 ? (
        <div className={styles.controls} data-slider-controls="">
          {/* Disabled for the instant before swiper has started, so an early click is never lost. */}
          <button type="button" className={styles.control} onClick={() => swiper?.slidePrev()} aria-label={t('previous')} disabled={!swiper}>
            <span aria-hidden="true">←</span>
          </button>
          <p className={styles.counter} aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
            <span className="visually-hidden">{galleryName} </span>
            {current} / {count}
          </p>
          <button type="button" className={styles.control} onClick={() => swiper?.slideNext()} aria-label={t('next')} disabled={!swiper}>
            <span aria-hidden="true">→</span>
          </button>
          {canAutoplay ? (
            <button type="button" className={styles.play} onClick={togglePlay} aria-label={playing ? t('pause') : t('play')} disabled={!swiper}>
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
