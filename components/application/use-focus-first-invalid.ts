'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Once the errors are on screen (react-hook-form publishes them with the new submitCount, the
 * server's with a new `request`), the first invalid control in reading order gets the focus and is
 * scrolled to the middle of the screen; a radio group is marked as a whole, so its first radio.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, request: number, submitCount: number): void {
  useEffect(() => {
    if (request === 0 && submitCount === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const first = invalid?.matches('input, select, textarea') ? invalid : invalid?.querySelector<HTMLElement>('input');
    if (!first || !invalid) return;
    first.focus({ preventScroll: true });
    const target = invalid.closest('[data-field]') ?? invalid;
    target.scrollIntoView({ block: 'center', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }, [formRef, request, submitCount]);
}
