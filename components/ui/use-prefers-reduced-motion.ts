'use client';

import { useMediaQuery } from './use-media-query';

/** Whether the visitor asks for reduced motion, following a change while the page is open (false on the server). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
