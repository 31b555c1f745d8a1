'use client';

import { lazy, Suspense } from 'react';
import type { ShowSlide } from '@/components/ui/fade-slideshow';
import { useMenu } from './menu-context';

/** The overlay's code (its slideshow, the language switch), fetched on the first wish to open it. */
export function loadMenuOverlay() {
  return import('./menu-overlay');
}

const MenuOverlay = lazy(() => loadMenuOverlay().then((module) => ({ default: module.MenuOverlay })));

/**
 * The menu overlay, loaded when it is first wanted rather than with every page: a pointer or the
 * focus on the trigger starts the download, the first open shows it (a closed modal <dialog> is
 * not in the page's HTML either way, and the trigger cannot work without the script).
 */
export function MenuHost({ slides }: { slides: ShowSlide[] }) {
  const { opened } = useMenu();
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <MenuOverlay slides={slides} />
    </Suspense>
  );
}
