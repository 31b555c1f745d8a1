import { useRef, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import type { SlideAction } from './use-deferred-swiper';

const SWIPE_MIN_PX = 40;

/**
 * Keys, swipes and taps on the gallery, also before swiper runs: the arrow keys and a sideways drag
 * change the slide (done by swiper if it has arrived by the time the finger lifts), a tap on a photo
 * opens it. A drag ends in a click on the photo under it: `justSwiped()` tells that click apart from an open.
 */
export function useStageInput(request: (action: SlideAction) => void, count: number) {
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

  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const swipedAt = useRef(0);

  const onStagePointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.isPrimary && event.button === 0) swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>, open: (position: number) => void) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
      swipedAt.current = performance.now();
      request(dx < 0 ? 'next' : 'previous');
      return;
    }
    // A tap on a photo: the press itself asked for swiper, which may have drawn the slides again before
    // the finger lifted, and then the browser sends no click. The tap still opens the photo (the click,
    // when it does come, opens the same one again: nothing changes).
    const photo = (event.target as Element).closest<HTMLElement>('[data-photo-position]');
    if (photo && event.button === 0 && Math.hypot(dx, event.clientY - start.y) < 10) open(Number(photo.dataset.photoPosition));
  };
  const onPointerCancel = () => {
    swipeStart.current = null;
  };
  const justSwiped = () => performance.now() - swipedAt.current < 400;

  return { onKeyDown, onStagePointerDown, onPointerUp, onPointerCancel, justSwiped };
}
