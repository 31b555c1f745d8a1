import Image from 'next/image';
import { autoplayUrl } from '@/lib/talents/video';
import type { GallerySlide, NumberedPhoto } from '@/lib/roster/gallery';
import styles from './gallery-slider.module.css';

/** A video as the gallery shows it: its player's address, and the still (the talent's cover) shown until it plays. */
export type VideoSlideData = { provider: 'youtube' | 'vimeo'; url: string; still: string | null };

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

type VideoSlideProps = {
  video: VideoSlideData;
  shown: boolean;
  title: (provider: string) => string;
  waiting: string;
  play: (provider: string) => string;
  /** The visitor pressed play on it (its slider keeps this, as it draws the slides again). */
  playing: boolean;
  onPlay: () => void;
};

/**
 * A video slide: a still with a play button while it is the slide in view, and the provider's player
 * only once the visitor presses play (nothing reaches the video's host before). Out of view, a quiet
 * placeholder.
 */
export function VideoSlide({ video, shown, title, waiting, play, playing, onPlay }: VideoSlideProps) {
  const provider = PROVIDER_NAMES[video.provider];
  return (
    <div className={styles.videoBox}>
      {shown && playing ? (
        <iframe
          className={styles.video}
          src={autoplayUrl(video.url)}
          title={title(provider)}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : shown ? (
        <div className={styles.video}>
          {video.still ? <Image src={video.still} alt="" fill sizes="(min-width: 1024px) 72vw, 100vw" quality={60} className={styles.videoStill} /> : null}
          <button type="button" className={styles.videoPlay} onClick={onPlay}>
            <PlayIcon />
            {play(provider)}
          </button>
        </div>
      ) : (
        <p className={styles.videoWaiting}>{waiting}</p>
      )}
    </div>
  );
}

/**
 * A photo slide: one photo, or a pair of portraits side by side on wide screens. Each photo is a
 * link to its file (a browser without script opens it), which the script turns into the full-screen
 * viewer; out of sight (another slide) it leaves the tab order.
 */
export function PhotoSlide({
  slide,
  near,
  priority,
  shown,
  interactive,
  alt,
  openLabel,
  onOpen,
}: {
  slide: GallerySlide;
  near: boolean;
  priority: boolean;
  shown: boolean;
  /** The page's script runs: a click opens the viewer (before that, the link opens the file). */
  interactive: boolean;
  alt: (photo: NumberedPhoto) => string;
  openLabel: (photo: NumberedPhoto) => string;
  onOpen: (photo: NumberedPhoto) => void;
}) {
  const photos = slide.kind === 'pair' ? slide.photos : [slide.photo];
  return (
    <div className={styles.photos} data-kind={slide.kind}>
      {photos.map((photo) => (
        <a
          key={photo.position}
          href={photo.file}
          className={styles.photoBox}
          tabIndex={shown ? undefined : -1}
          aria-label={openLabel(photo)}
          aria-haspopup={interactive ? 'dialog' : undefined}
          data-photo-position={photo.position}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onOpen(photo);
          }}
          draggable={false}
        >
          <Image
            src={photo.file}
            alt={alt(photo)}
            fill
            sizes={sizesFor(photo)}
            className={styles.photo}
            loading={near || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            preload={priority && photo === photos[0]}
            draggable={false}
          />
        </a>
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

export function PauseIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <rect x="2" y="1" width="3.5" height="12" fill="currentColor" />
      <rect x="8.5" y="1" width="3.5" height="12" fill="currentColor" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <path d="M3 1.5v11l9-5.5z" fill="currentColor" />
    </svg>
  );
}
