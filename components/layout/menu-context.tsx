'use client';

import { createContext, useContext, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { usePathname } from 'next/navigation';

type MenuFlags = {
  open: boolean;
  /** The menu has been opened once: its overlay is loaded and stays in the page from then on. */
  opened: boolean;
};

type MenuState = MenuFlags & {
  openMenu: () => void;
  closeMenu: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
};

type MenuStore = {
  read: () => MenuFlags;
  subscribe: (listener: () => void) => () => void;
  openMenu: () => void;
  closeMenu: () => void;
};

function createMenuStore(): MenuStore {
  let flags: MenuFlags = { open: false, opened: false };
  const listeners = new Set<() => void>();
  const set = (next: MenuFlags) => {
    if (next.open === flags.open && next.opened === flags.opened) return;
    flags = next;
    for (const listener of listeners) listener();
  };
  return {
    read: () => flags,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openMenu: () => set({ open: true, opened: true }),
    closeMenu: () => set({ ...flags, open: false }),
  };
}

type MenuContextValue = { store: MenuStore; triggerRef: RefObject<HTMLButtonElement | null> };

const MenuContext = createContext<MenuContextValue | null>(null);

/**
 * The menu's state, as a store the provider hands down once and never changes: opening the menu
 * re-renders the menu's own parts, and no context change reaches the page below. A change there
 * would make React take over, at once, any part of the page it has left as the server drew it
 * (the application form until its script is wanted), and wait for that part's code to do so.
 */
export function MenuProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createMenuStore);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const [value] = useState<MenuContextValue>(() => ({ store, triggerRef }));
  const pathname = usePathname();

  // Every route change closes the menu, before the new page is painted.
  useLayoutEffect(() => {
    store.closeMenu();
  }, [pathname, store]);

  return <MenuContext.Provider value={value}>{children}</MenuContext.Provider>;
}

export function useMenu(): MenuState {
  const value = useContext(MenuContext);
  if (!value) throw new Error('useMenu must be used inside <MenuProvider>');
  const { store, triggerRef } = value;
  const flags = useSyncExternalStore(store.subscribe, store.read, store.read);
  return { ...flags, openMenu: store.openMenu, closeMenu: store.closeMenu, triggerRef };
}
