'use client';

import { useTranslations } from 'next-intl';
import { PauseIcon, PlayIcon } from './gallery-slides';
import styles from './gallery-slider.module.css';

type Props = {
  /** The gallery's name, read before the counter by screen readers. */
  label: string;
  index: number;
  count: number;
  playing: boolean;
  canAutoplay: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePlay: () => void;
};

/**
 * Previous, "n / total", next, and play or pause. Enabled from the start: before swiper has arrived,
 * a click is kept and done once it has. The counter is announced unless the slides rotate by themselves.
 */
export function GalleryControls({ label, index, count, playing, canAutoplay, onPrevious, onNext, onTogglePlay }: Props) {
  const t = useTranslations('Profile');
  return (
    <div className={styles.controls} data-slider-controls="">
      <button type="button" className={styles.control} onClick={onPrevious} aria-label={t('previous')}>
        <span aria-hidden="true">←</span>
      </button>
      <p className={styles.counter} aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
        <span className="visually-hidden">{label} </span>
        {index + 1} / {count}
      </p>
      <button type="button" className={styles.control} onClick={onNext} aria-label={t('next')}>
        <span aria-hidden="true">→</span>
      </button>
      {canAutoplay ? (
        <button type="button" className={styles.play} onClick={onTogglePlay} aria-label={playing ? t('pause') : t('play')}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      ) : null}
    </div>
  );
}
