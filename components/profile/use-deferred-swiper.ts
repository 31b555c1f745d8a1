'use client';

import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { loadOnce } from '@/lib/browser/load-once';

type SwiperModules = typeof import('./swiper-modules');

/** What the visitor (or auto-play) asked of the slider, kept until swiper can do it. */
export type SlideAction = 'previous' | 'next' | 'autoplay';

export const AUTOPLAY_DELAY_MS = 4500;

/** How long after a finger or button is lifted its click may still come; swiper's arrival waits for it. */
const CLICK_AFTER_RELEASE_MS = 400;

/** Runs `then` once the click that may follow a release has been dispatched (or did not come). */
function afterClick(then: () => void): void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    document.removeEventListener('click', finish, true);
    clearTimeout(timer);
    // After the click's own handlers, React's among them.
    setTimeout(then, 0);
  };
  document.addEventListener('click', finish, true);
  const timer = setTimeout(finish, CLICK_AFTER_RELEASE_MS);
}

/** One download of swiper per page, shared by every gallery. */
const loadSwiperModules = loadOnce<SwiperModules>(() => import('./swiper-modules'));

function slide(instance: SwiperInstance, action: SlideAction) {
  if (action === 'previous') instance.slidePrev();
  else instance.slideNext();
}

type Options = {
  count: number;
  /** The slide in view. */
  index: number;
  /** Load swiper at once (a gallery the visitor opened); the page's first gallery waits for a sign of interest. */
  loadAtOnce: boolean;
  playing: boolean;
  canAutoplay: boolean;
  /** Shows a slide without swiper (after it failed to load). */
  showSlide: (slideIndex: number) => void;
};

/**
 * The hand-over from the static first view to swiper: swiper's code is fetched at the visitor's first
 * sign of interest (or when auto-play is due), takes over the same slide and then does what was asked
 * meanwhile: a slide, focus on the stage, a mouse resting on it. If it fails to load, slides step
 * without animation. Two timing fixes live here (see their comments): focus moves to swiper's stage in
 * the commit that replaces the static one, and an action waits for the re-seat swiper queues after a resize.
 */
export function useDeferredSwiper({ count, index, loadAtOnce, playing, canAutoplay, showSlide }: Options) {
  // A gallery opened from its tab was asked for by the visitor: swiper loads at once. The first one waits.
  const [swiperWanted, setSwiperWanted] = useState(loadAtOnce);
  const [modules, setModules] = useState<SwiperModules | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  const pendingAction = useRef<SlideAction | null>(null);
  // Between a resize and the next frame swiper has a re-seat queued (slideToLoop defers its slideTo by a
  // frame); a slide done in between would be undone by it, so the visitor's action waits for that frame.
  const reseatQueued = useRef(false);
  const focusStageOnMount = useRef(false);
  const focusPhotoOnMount = useRef<string | null>(null);
  const mouseOnStage = useRef(false);
  // Swiper draws its own slides in place of the static ones: arriving between a press and its click,
  // it would take the pressed button or link from under the finger and the click would be lost (a
  // video's play button pressed as swiper comes, on a slow phone). It waits for the release.
  const pressed = useRef(false);
  const arrived = useRef<SwiperModules | null>(null);
  const takeOver = useCallback(() => {
    if (pressed.current || !arrived.current) return;
    setModules(arrived.current);
    arrived.current = null;
  }, []);

  /** A pointer pressed in the slider: swiper takes over only once it is lifted and its click is done. */
  const notePress = useCallback(() => {
    pressed.current = true;
    const release = () => {
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
      afterClick(() => {
        pressed.current = false;
        takeOver();
      });
    };
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
  }, [takeOver]);

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
  // Focus may also be on one of the photos (each is a link that opens the full-screen viewer): the
  // same photo in swiper's slides gets it back, so the visitor's Enter still opens that photo.
  const noteStageFocus = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    return () => {
      const active = document.activeElement;
      if (!active || !node.contains(active)) return;
      focusStageOnMount.current = true;
      focusPhotoOnMount.current = active instanceof HTMLElement ? (active.dataset.photoPosition ?? null) : null;
    };
  }, []);
  const onSwiper = (instance: SwiperInstance) => {
    if (focusStageOnMount.current) {
      const position = focusPhotoOnMount.current;
      const photo = position ? instance.el.querySelector<HTMLElement>(`[data-photo-position="${position}"]`) : null;
      (photo ?? instance.el).focus({ preventScroll: true });
    }
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
        if (!mounted) return;
        arrived.current = loaded;
        takeOver();
      },
      () => {
        if (mounted) onModulesFailed();
      },
    );
    return () => {
      mounted = false;
    };
  }, [swiperWanted, takeOver]);

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
    focusPhotoOnMount.current = null;
    mouseOnStage.current = false;
  }, [swiper]);

  /** A mouse resting on the static stage: swiper is told once it runs, so it pauses as it would have. */
  const noteMouseOnStage = useCallback((on: boolean) => {
    mouseOnStage.current = on;
  }, []);

  return { modules, swiper, request, wantSwiper, notePress, onSwiper, noteStageFocus, noteMouseOnStage };
}
