'use client';

import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useIsHydrated } from '@/lib/browser/hydration';
import { useTranslations } from 'next-intl';
import type { Swiper as SwiperInstance } from 'swiper';
// Static, unlike the script: the first view is laid out by swiper's own rules, so nothing moves when swiper takes over.
import 'swiper/css';
import type { GalleryPhoto } from '@/lib/api/types';
import { firstPositionOf, photoSlides, slideIndexOfPhoto, type GalleryKey } from '@/lib/roster/gallery';
import { GalleryControls } from './gallery-controls';
import { PhotoSlide, VideoSlide, type VideoSlideData } from './gallery-slides';
import { PhotoViewer } from './photo-viewer';
import { AUTOPLAY_DELAY_MS, useDeferredSwiper } from './use-deferred-swiper';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { usePrefersReducedMotion } from '@/components/ui/use-prefers-reduced-motion';
import { useStageInput } from './use-stage-input';
import styles from './gallery-slider.module.css';

type Props = {
  name: string;
  gallery: GalleryKey;
  photos?: GalleryPhoto[];
  videos?: VideoSlideData[];
  /** The first photo of the first gallery is the page's largest paint. */
  priority: boolean;
};

const SLIDE_SPEED_MS = 1000;
const WIDE_QUERY = '(min-width: 768px)';

export type { VideoSlideData };

/**
 * One gallery as a slider: photos (paired on wide screens) or video players mounted only while shown.
 * The first view is swiper's markup rendered statically; swiper takes over later (useDeferredSwiper).
 */
export function GallerySlider({ name, gallery, photos = [], videos = [], priority }: Props) {
  const t = useTranslations('Profile');
  const wide = useMediaQuery(WIDE_QUERY);
  const reducedMotion = usePrefersReducedMotion();
  const isVideo = gallery === 'video';
  const slides = useMemo(() => (isVideo ? [] : photoSlides(photos, wide)), [isVideo, photos, wide]);
  const count = isVideo ? videos.length : slides.length;
  // Auto-play would pull a playing video out of view, so only photo galleries advance by themselves.
  const canAutoplay = count > 1 && !isVideo;

  // Photos are followed by the first one in view, so switching between one and two per slide keeps it in view.
  const [position, setPosition] = useState(1);
  const [videoIndex, setVideoIndex] = useState(0);
  // The visitor's pause or play wins; until then rotation runs unless they prefer reduced motion.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = canAutoplay && (playChoice ?? !reducedMotion);

  // The full-screen viewer: which photo (0-based), and the link that opened it, for focus on close.
  const [viewing, setViewing] = useState<number | null>(null);
  const openedFrom = useRef<number | null>(null);
  const interactive = useIsHydrated();
  const sliderRef = useRef<HTMLDivElement>(null);

  const index = isVideo ? Math.min(videoIndex, count - 1) : slideIndexOfPhoto(slides, position);
  // The video the visitor pressed play on, kept here: swiper arriving draws the slides again. Another slide shown, it stops.
  const [playingVideo, setPlayingVideo] = useState<number | null>(null);
  if (playingVideo !== null && playingVideo !== index) setPlayingVideo(null);
  const showSlide = (slideIndex: number) => {
    if (isVideo) setVideoIndex(slideIndex);
    else setPosition(firstPositionOf(slides[slideIndex]));
  };

  const { modules, swiper, request, wantSwiper, notePress, onSwiper, noteStageFocus, noteMouseOnStage } = useDeferredSwiper({
    count,
    index,
    // A gallery opened from its tab was asked for by the visitor: swiper loads at once. The first one waits.
    loadAtOnce: !priority && count > 1,
    playing,
    canAutoplay,
    showSlide,
  });
  const { onKeyDown, onStagePointerDown, onPointerUp, onPointerCancel, justSwiped } = useStageInput(request, count);

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

  const openViewer = (position: number) => {
    if (justSwiped()) return;
    openedFrom.current = position;
    // Rotation stops while the visitor looks at a photo full screen, and stays stopped (as on focus).
    if (playing) {
      swiper?.autoplay.stop();
      setPlayChoice(false);
    }
    setViewing(position - 1);
  };

  const closeViewer = () => {
    setViewing(null);
    const position = openedFrom.current;
    openedFrom.current = null;
    // Back to the photo the visitor opened, where they were. Looked up afresh: swiper may have
    // arrived meanwhile and drawn the slides again.
    sliderRef.current?.querySelector<HTMLElement>(`[data-photo-position="${position}"]`)?.focus({ preventScroll: true });
  };

  const galleryName = t(`galleryName.${gallery}`);
  const photoAlt = (photo: { position: number }) => t('photoAlt', { name, gallery: galleryName, position: photo.position, total: photos.length });

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
          <VideoSlide
            video={video}
            shown={i === index}
            title={(provider) => t('videoTitle', { name, position: i + 1, total: count, provider })}
            waiting={t('videoWaiting', { position: i + 1, total: count })}
            play={(provider) => t('videoPlay', { position: i + 1, total: count, provider })}
            playing={playingVideo === i}
            onPlay={() => setPlayingVideo(i)}
          />
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
            shown={i === index}
            interactive={interactive}
            alt={photoAlt}
            openLabel={(photo) => t('openPhoto', { photo: photoAlt(photo) })}
            onOpen={(photo) => openViewer(photo.position)}
          />
        ),
      }));

  // The viewer is the slider's sibling: its keys and gestures must not reach the slider's own handlers.
  return (
    <>
    <div
      ref={sliderRef}
      className={styles.slider}
      role="region"
      aria-roledescription={t('carouselRole')}
      aria-label={t('carousel', { gallery: t(`tabs.${gallery}`), name })}
      onKeyDown={onKeyDown}
      onPointerEnter={wantSwiper}
      onPointerDown={() => {
        notePress();
        wantSwiper();
      }}
      onPointerUp={(event) => onPointerUp(event, openViewer)}
      onPointerCancel={onPointerCancel}
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
            if (event.pointerType === 'mouse') noteMouseOnStage(true);
          }}
          onPointerLeave={(event) => {
            if (event.pointerType === 'mouse') noteMouseOnStage(false);
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
        <GalleryControls
          label={galleryName}
          index={index}
          count={count}
          playing={playing}
          canAutoplay={canAutoplay}
          onPrevious={() => request('previous')}
          onNext={() => request('next')}
          onTogglePlay={togglePlay}
        />
      ) : null}
    </div>
    {!isVideo && photos.length > 0 ? (
      <PhotoViewer
        photos={photos}
        index={viewing}
        name={name}
        alt={(position) => photoAlt({ position })}
        onIndexChange={setViewing}
        onClose={closeViewer}
      />
    ) : null}
    </>
  );
}
