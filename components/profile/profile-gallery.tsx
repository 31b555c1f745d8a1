'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { GalleryPhoto } from '@/lib/api/types';
import type { GalleryKey } from '@/lib/roster/gallery';
import { GallerySlider, type VideoSlideData } from './gallery-slider';
import styles from './profile-gallery.module.css';

type Props = {
  name: string;
  /** Non-empty galleries in order; the first is open. */
  tabs: GalleryKey[];
  book: GalleryPhoto[];
  snap: GalleryPhoto[];
  videos: VideoSlideData[];
};

/** Book, polaroids and video as ARIA tabs; only the open gallery mounts its slider. */
export function ProfileGallery({ name, tabs, book, snap, videos }: Props) {
  const t = useTranslations('Profile');
  const [active, setActive] = useState<GalleryKey | undefined>(tabs[0]);
  const tabRefs = useRef(new Map<GalleryKey, HTMLButtonElement>());
  if (!active) return null;

  const counts: Record<GalleryKey, number> = { book: book.length, snap: snap.length, video: videos.length };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.indexOf(active);
    let next: GalleryKey | undefined;
    if (event.key === 'ArrowRight') next = tabs[(at + 1) % tabs.length];
    else if (event.key === 'ArrowLeft') next = tabs[(at - 1 + tabs.length) % tabs.length];
    else if (event.key === 'Home') next = tabs[0];
    else if (event.key === 'End') next = tabs[tabs.length - 1];
    if (!next) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <section className={styles.gallery} aria-label={t('galleries')}>
      {tabs.length > 1 ? (
        <div className={styles.tabs} role="tablist" aria-label={t('galleries')} onKeyDown={onKeyDown}>
          {tabs.map((key) => (
            <button
              key={key}
              ref={(node) => {
                if (node) tabRefs.current.set(key, node);
                else tabRefs.current.delete(key);
              }}
              type="button"
              role="tab"
              id={`gallery-tab-${key}`}
              aria-controls={`gallery-panel-${key}`}
              aria-selected={key === active}
              tabIndex={key === active ? 0 : -1}
              className={styles.tab}
              onClick={() => setActive(key)}
            >
              {t(`tabs.${key}`)}
              <span className={styles.count} aria-hidden="true">{counts[key]}</span>
            </button>
          ))}
        </div>
      ) : (
        <h2 className={styles.single}>{t(`tabs.${active}`)}</h2>
      )}
      {tabs.map((key) => (
        <div
          key={key}
          role={tabs.length > 1 ? 'tabpanel' : undefined}
          id={`gallery-panel-${key}`}
          aria-labelledby={tabs.length > 1 ? `gallery-tab-${key}` : undefined}
          hidden={key !== active}
          className={styles.panel}
        >
          {key === active ? (
            <GallerySlider
              name={name}
              gallery={key}
              photos={key === 'book' ? book : key === 'snap' ? snap : undefined}
              videos={key === 'video' ? videos : undefined}
              priority={key === tabs[0]}
            />
          ) : null}
        </div>
      ))}
    </section>
  );
}
