'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { loadOnce } from '@/lib/browser/load-once';
import { readStorage } from '@/lib/browser/storage';
import type { FilterView } from '@/lib/roster/filter-view';
import { UNIT_STORAGE_KEY } from '@/lib/roster/unit-key';
import { hasReopen } from './filter-reopen';
import type { StaticState } from './roster-filters';

type LiveModule = typeof import('./roster-filters');

const loadLive = loadOnce(() => import('./roster-filters'));
/** Set once the live form's code is here: a board reached later in this visit shows it at once. */
let loaded: LiveModule | null = null;

type Props = {
  view: FilterView;
  /** The panel's root class, resolved on the server so no class map ships with this island. */
  className?: string;
  /** The server's plain form (filter-panel.tsx), shown until the live one takes its place. */
  children: ReactNode;
};

const inSummary = (target: EventTarget | null) => target instanceof Element && target.closest('summary') !== null;

/**
 * The roster filters' island: shows the server's plain form (a GET form that works without
 * scripts) and loads the live form only when the visitor shows interest (pointer over or down on
 * the summary, focus on it, the panel opened), or at once when the page was reached by a filter
 * change (the panel reopens) or a height chip must be written in inches. Once loaded, the live form
 * takes the plain one's place: open if it was, focus where it was, what the visitor chose kept.
 */
export function FilterIsland({ view, className, children }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef(view);
  const [live, setLive] = useState<{ module: LiveModule; start: StaticState | null } | null>(() =>
    // Loaded earlier in this visit (so this is a navigation, not the page's hydration): no plain form to take over.
    loaded ? { module: loaded, start: null } : null,
  );

  useEffect(() => {
    viewRef.current = view;
  }, [view]);

  useEffect(() => {
    const root = rootRef.current;
    if (live || !root) return;
    let done = false;
    let ready: LiveModule | null = null;
    // A pointer is down in the panel: replacing the summary under it would lose the click.
    let holding = false;
    let release: ReturnType<typeof setTimeout> | undefined;

    const swap = (force = false) => {
      if (done || !ready || holding) return;
      // A list being chosen from keeps its popup: the swap waits for its change or for focus to move on.
      const focused = document.activeElement;
      if (!force && focused instanceof HTMLSelectElement && root.contains(focused)) return;
      done = true;
      setLive({ module: ready, start: ready.captureStatic(root, viewRef.current) });
    };
    const want = () => {
      loadLive().then(
        (module) => {
          loaded = module;
          ready = module;
          swap();
        },
        // Offline or a failed chunk: the plain form still works, and the next interest tries again.
        () => {},
      );
    };
    const later = (delay: number) => {
      clearTimeout(release);
      release = setTimeout(() => {
        holding = false;
        swap();
      }, delay);
    };

    const onPointerOver = (event: PointerEvent) => {
      if (inSummary(event.target)) want();
    };
    const onPointerDown = (event: PointerEvent) => {
      holding = true;
      clearTimeout(release);
      if (inSummary(event.target)) want();
    };
    // After the click's own effect (the panel opening) is done; a press that never clicks lets go a little later.
    const onClick = () => later(0);
    const onPointerUp = () => later(300);
    const onFocusIn = (event: FocusEvent) => {
      if (inSummary(event.target)) want();
      // Focus moved on from a list: swap once it has landed, so it is kept.
      else setTimeout(() => swap(), 0);
    };
    const onToggle = (event: Event) => {
      if (event.target instanceof HTMLDetailsElement && event.target.open) want();
    };
    const onChange = () => swap(true);

    // Every listener goes with one abort when the island is done waiting.
    const listening = new AbortController();
    const on = { signal: listening.signal };
    const early = { signal: listening.signal, capture: true };
    root.addEventListener('pointerover', onPointerOver, on);
    root.addEventListener('pointerdown', onPointerDown, on);
    root.addEventListener('click', onClick, early);
    window.addEventListener('pointerup', onPointerUp, early);
    window.addEventListener('pointercancel', onPointerUp, early);
    root.addEventListener('focusin', onFocusIn, on);
    // `toggle` does not bubble: caught on its way down.
    root.addEventListener('toggle', onToggle, early);
    root.addEventListener('change', onChange, on);

    const heightChip = viewRef.current.chips.some((chip) => chip.name === 'height');
    if (hasReopen() || (heightChip && readStorage('local', UNIT_STORAGE_KEY) === 'imperial')) want();
    // Interest shown before the page's script ran: the panel already open, focus or the pointer on it.
    const summary = root.querySelector('summary');
    if (root.querySelector('details')?.open || root.contains(document.activeElement) || summary?.matches(':hover')) want();

    return () => {
      done = true;
      clearTimeout(release);
      listening.abort();
    };
  }, [live]);

  return (
    <div ref={rootRef} className={className}>
      {live ? <live.module.RosterFilters view={view} start={live.start} /> : children}
    </div>
  );
}
