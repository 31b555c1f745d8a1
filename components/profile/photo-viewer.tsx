'use client';

import Image from 'next/image';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { GalleryPhoto } from '@/lib/api/types';
import { FIT, MIN_SCALE, TAP_SCALE, clampPan, drag, pinch, stepIndex, swipeDirection, type View } from '@/lib/roster/zoom';
import styles from './photo-viewer.module.css';

type Props = {
  photos: GalleryPhoto[];
  /** The photo to show, or null while closed. */
  index: number | null;
  alt: (position: number) => string;
  name: string;
  onIndexChange: (index: number) => void;
  /** After the dialog closed; focus goes back to the photo that opened it. */
  onClose: () => void;
};

type Pointer = { x: number; y: number };
const DOUBLE_TAP_MS = 300;

/**
 * A gallery's photos full screen, in a modal dialog (the browser keeps focus inside and the page
 * behind inert): arrows and Escape on a keyboard; on a touch screen a swipe steps, two fingers
 * pinch to zoom, a drag moves the zoomed photo, a double tap zooms in or out. The photos either
 * side are loaded with the one shown, so stepping never waits.
 */
export function PhotoViewer({ photos, index, alt, name, onIndexChange, onClose }: Props) {
  const t = useTranslations('Profile');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [view, setView] = useState<View>(FIT);
  const pointers = useRef(new Map<number, Pointer>());
  const gesture = useRef<{ view: View; points: Pointer[] } | null>(null);
  const lastTap = useRef(0);
  // A finger's double tap may also come as a dblclick: only a mouse's counts there.
  const lastTouch = useRef(0);
  const open = index !== null;
  const count = photos.length;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The close button first: Escape works anyway, and the arrows need no focus of their own.
      closeRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const box = () => {
    const rect = stageRef.current?.getBoundingClientRect();
    return { width: rect?.width ?? 1, height: rect?.height ?? 1 };
  };

  const step = useCallback(
    (direction: 1 | -1) => {
      if (index === null || count < 2) return;
      setView(FIT);
      onIndexChange(stepIndex(index, count, direction));
    },
    [count, index, onIndexChange],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  };

  const toggleZoom = (at?: Pointer) => {
    setView((current) => {
      if (current.scale > MIN_SCALE) return FIT;
      const size = box();
      const rect = stageRef.current?.getBoundingClientRect();
      // Zoom towards the tapped point: it stays under the finger.
      const x = at && rect ? (rect.left + size.width / 2 - at.x) * (TAP_SCALE - 1) : 0;
      const y = at && rect ? (rect.top + size.height / 2 - at.y) * (TAP_SCALE - 1) : 0;
      return clampPan({ scale: TAP_SCALE, x, y }, size);
    });
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch') lastTouch.current = performance.now();
    try {
      // Moves outside the photo keep coming here; a pointer the browser no longer knows cannot be captured.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // The gesture still works while the finger stays on the photo.
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    gesture.current = { view, points: [...pointers.current.values()] };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const now = [...pointers.current.values()];
    const start = gesture.current;
    if (now.length >= 2 && start.points.length >= 2) {
      setView(pinch(start.view, [start.points[0]!, start.points[1]!], [now[0]!, now[1]!], box()));
    } else if (now.length === 1 && start.points.length === 1) {
      setView(drag(start.view, now[0]!.x - start.points[0]!.x, now[0]!.y - start.points[0]!.y, box()));
    }
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = gesture.current;
    const end = { x: event.clientX, y: event.clientY };
    pointers.current.delete(event.pointerId);
    // The fingers left one by one: what stays starts a gesture of its own.
    gesture.current = pointers.current.size > 0 ? { view, points: [...pointers.current.values()] } : null;
    if (!start || start.points.length !== 1 || pointers.current.size > 0) return;
    const dx = end.x - start.points[0]!.x;
    const dy = end.y - start.points[0]!.y;
    if (start.view.scale <= MIN_SCALE) {
      const direction = swipeDirection(dx, dy);
      if (direction) {
        step(direction === 'next' ? 1 : -1);
        return;
      }
    }
    if (Math.hypot(dx, dy) < 10) {
      const now = performance.now();
      if (now - lastTap.current < DOUBLE_TAP_MS) {
        lastTap.current = 0;
        toggleZoom(end);
      } else {
        lastTap.current = now;
      }
    }
  };

  const onPointerCancel = (event: ReactPointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    gesture.current = null;
  };

  const neighbours = index === null || count < 2 ? [] : [...new Set([stepIndex(index, count, -1), stepIndex(index, count, 1)])].filter((i) => i !== index);

  return (
    <dialog
      ref={dialogRef}
      className={styles.viewer}
      aria-label={t('viewer', { name })}
      onKeyDown={onKeyDown}
      onClose={() => {
        setView(FIT);
        onClose();
      }}
    >
      {index !== null ? (
        <>
          <p className={styles.count} aria-live="polite">
            {t('viewerCount', { current: index + 1, total: count })}
          </p>
          <p className={styles.hint}>{t('viewerHint')}</p>
          <div
            ref={stageRef}
            className={styles.stage}
            data-viewer-stage
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerCancel}
            onDoubleClick={(event) => {
              // A mouse's double click; a finger's double tap is counted in onPointerUp.
              if (performance.now() - lastTouch.current > 1_000) toggleZoom({ x: event.clientX, y: event.clientY });
            }}
            data-zoomed={view.scale > MIN_SCALE || undefined}
          >
            <div className={styles.frame} data-viewer-frame style={{ transform: `translate3d(${view.x}px, ${view.y}px, 0) scale(${view.scale})` }}>
              <Image
                key={photos[index]!.file}
                src={photos[index]!.file}
                alt={alt(index + 1)}
                fill
                sizes="100vw"
                quality={75}
                className={styles.photo}
                loading="eager"
                draggable={false}
              />
            </div>
            {/* The photos either side, loaded now and kept out of sight and out of the accessibility tree. */}
            {neighbours.map((i) => (
              <div key={photos[i]!.file} className={styles.preload} aria-hidden="true">
                <Image src={photos[i]!.file} alt="" fill sizes="100vw" quality={75} loading="eager" />
              </div>
            ))}
          </div>
          <div className={styles.controls}>
            {count > 1 ? (
              <button type="button" className={styles.button} onClick={() => step(-1)} aria-label={t('previousPhoto')}>
                <span aria-hidden="true">←</span>
              </button>
            ) : null}
            <button
              type="button"
              className={styles.button}
              onClick={() => toggleZoom()}
              aria-label={view.scale > MIN_SCALE ? t('zoomOut') : t('zoomIn')}
            >
              <span aria-hidden="true">{view.scale > MIN_SCALE ? '−' : '+'}</span>
            </button>
            {count > 1 ? (
              <button type="button" className={styles.button} onClick={() => step(1)} aria-label={t('nextPhoto')}>
                <span aria-hidden="true">→</span>
              </button>
            ) : null}
          </div>
          <button type="button" className={`${styles.button} ${styles.close}`} onClick={() => dialogRef.current?.close()} aria-label={t('closeViewer')} ref={closeRef}>
            <span aria-hidden="true">×</span>
          </button>
        </>
      ) : null}
    </dialog>
  );
}
