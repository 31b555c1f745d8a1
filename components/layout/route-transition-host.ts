import { useSyncExternalStore } from 'react';

/**
 * The open modal <dialog> (the menu), if any. A modal dialog sits in the browser's top layer, above
 * every z-index, and makes the rest of the page inert: loading feedback meant to be seen while it is
 * open has to render inside it.
 */
export function findModal(): HTMLDialogElement | null {
  const dialogs = document.querySelectorAll('dialog[open]');
  for (let i = dialogs.length - 1; i >= 0; i -= 1) {
    const dialog = dialogs[i] as HTMLDialogElement;
    if (dialog.matches(':modal')) return dialog;
  }
  return null;
}

let observer: MutationObserver | null = null;
let current: HTMLDialogElement | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!observer) {
    current = findModal();
    // showModal() and close() toggle the open attribute; nothing else is watched.
    observer = new MutationObserver(() => {
      const next = findModal();
      if (next === current) return;
      current = next;
      for (const notify of listeners) notify();
    });
    observer.observe(document.body, { attributes: true, attributeFilter: ['open'], subtree: true, childList: true });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      observer?.disconnect();
      observer = null;
    }
  };
}

/** Where loading feedback must render to be seen: inside the open modal dialog, or null for in place. */
export function useModalHost(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribe,
    () => (observer ? current : findModal()),
    () => null,
  );
}
