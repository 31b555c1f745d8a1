'use client';

import { useCallback, type KeyboardEvent } from 'react';

// Inputs where Enter has no meaning of its own, so it can move on instead of submitting.
const SINGLE_LINE = new Set(['text', 'email', 'tel', 'url', 'search', 'number', 'password', 'date', '']);

const FOCUSABLE = 'input, select, textarea, button';

function isReachable(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement)) return false;
  if (element.tabIndex < 0 || element.hasAttribute('disabled') || element.closest('[aria-hidden="true"], [hidden], [inert]')) {
    return false;
  }
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  // display:none or visibility:hidden (older browsers without checkVisibility count as visible).
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : true;
}

/**
 * `onKeyDown` for a `<form>`: Enter in a single-line field moves focus to the next field (or the
 * submit button) instead of sending half a form. Textareas, buttons, IME composition and widgets
 * that handled Enter themselves keep it.
 */
export function useEnterMovesNext(): (event: KeyboardEvent<HTMLFormElement>) => void {
  return useCallback((event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || !SINGLE_LINE.has(target.type)) return;
    // An open combobox or date picker uses Enter to pick an option.
    if (target.getAttribute('aria-expanded') === 'true') return;
    event.preventDefault();
    const controls = Array.from(event.currentTarget.querySelectorAll(FOCUSABLE)).filter(isReachable);
    const next = controls[controls.indexOf(target) + 1];
    next?.focus();
  }, []);
}
