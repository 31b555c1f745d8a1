'use client';

import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { readStorage, writeStorage } from '@/lib/browser/storage';
import { useRouter } from '@/lib/i18n/navigation';
import { ROSTER_RETURN_KEY, parseRosterReturn, serializeRosterReturn, type RosterReturn } from '@/lib/roster/return-to';

type BoardState = Pick<RosterReturn, 'letter' | 'query' | 'visible'>;

/** The profile a card link opens: `{ id, name }` read from the card and its address's last segment. */
function profileOf(link: HTMLAnchorElement): { slug: string; name: string } | null {
  const id = link.closest<HTMLElement>('[data-id]')?.dataset.id;
  const name = new URL(link.href).pathname.split('/').pop();
  return id && name ? { slug: id, name: decodeURIComponent(name) } : null;
}

/**
 * The cards' links, which the server writes as plain links: opened here they change page without a
 * reload (with the page fade), the board's state is remembered for the way back, and a profile is
 * prefetched when a pointer, a finger or the focus comes to its card, not for every card in view.
 */
export function useCardLinks(list: RefObject<HTMLElement | null>, state: () => BoardState) {
  const router = useRouter();
  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  });

  useEffect(() => {
    const root = list.current;
    if (!root) return;
    const linkOf = (event: Event) => (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-card-link]') ?? null;
    const prefetched = new Set<string>();
    const prefetch = (event: Event) => {
      const link = linkOf(event);
      const profile = link ? profileOf(link) : null;
      if (!profile || prefetched.has(profile.slug)) return;
      prefetched.add(profile.slug);
      router.prefetch({ pathname: '/models/[slug]/[name]', params: profile });
    };
    const open = (event: MouseEvent) => {
      const link = linkOf(event);
      const profile = link ? profileOf(link) : null;
      if (!profile) return;
      // Private modes may refuse storage; the roster still works, it just forgets its place.
      writeStorage(
        'session',
        ROSTER_RETURN_KEY,
        serializeRosterReturn({ path: window.location.pathname + window.location.search, ...current.current(), talentId: Number(profile.slug) }),
      );
      // A new tab or window, or a download, is the browser's to open.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      router.push({ pathname: '/models/[slug]/[name]', params: profile });
    };
    root.addEventListener('click', open);
    root.addEventListener('pointerover', prefetch);
    root.addEventListener('focusin', prefetch);
    root.addEventListener('touchstart', prefetch, { passive: true });
    return () => {
      root.removeEventListener('click', open);
      root.removeEventListener('pointerover', prefetch);
      root.removeEventListener('focusin', prefetch);
      root.removeEventListener('touchstart', prefetch);
    };
  }, [list, router]);

  return useMemo(
    () => ({
      /** What was remembered when a card of this very board (same filters) was opened, once. */
      restore(): RosterReturn | null {
        const stored = parseRosterReturn(readStorage('session', ROSTER_RETURN_KEY));
        // The filters are part of the board's address: coming back to another filtering starts afresh.
        if (!stored || stored.path !== window.location.pathname + window.location.search) return null;
        writeStorage('session', ROSTER_RETURN_KEY, null);
        return stored;
      },
    }),
    [],
  );
}
