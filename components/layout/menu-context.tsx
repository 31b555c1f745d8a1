'use client';

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { usePathname } from 'next/navigation';

type MenuState = {
  open: boolean;
  /** The menu has been opened once: its overlay is loaded and stays in the page from then on. */
  opened: boolean;
  openMenu: () => void;
  closeMenu: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
};

const MenuContext = createContext<MenuState | null>(null);

export function MenuProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const pathname = usePathname();
  const [shownPathname, setShownPathname] = useState(pathname);

  // Every route change closes the menu (state adjusted while rendering, not in an effect).
  if (pathname !== shownPathname) {
    setShownPathname(pathname);
    setOpen(false);
  }

  const openMenu = useCallback(() => {
    setOpen(true);
    setOpened(true);
  }, []);
  const closeMenu = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ open, opened, openMenu, closeMenu, triggerRef }), [open, opened, openMenu, closeMenu]);
  return <MenuContext.Provider value={value}>{children}</MenuContext.Provider>;
}

export function useMenu(): MenuState {
  const value = useContext(MenuContext);
  if (!value) throw new Error('useMenu must be used inside <MenuProvider>');
  return value;
}
