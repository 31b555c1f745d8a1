'use client';

import { useEffect } from 'react';

/**
 * Moves the focus to the page's heading (`tabIndex={-1}`) as the page arrives, so a screen reader reads
 * where the visitor now is: a form that opens its sent page in the browser leaves no focus behind.
 */
export function FocusHeading({ id }: { id: string }) {
  useEffect(() => {
    document.getElementById(id)?.focus();
  }, [id]);
  return null;
}
