'use client';

import { useSyncExternalStore } from 'react';

function subscribeNothing(): () => void {
  return () => {};
}

/**
 * True once the component runs in the browser after hydration; false in server HTML and during
 * hydration. React does not patch an attribute that differs between the server's HTML and the
 * hydrating render, so what only the browser knows is rendered after this turns true.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
