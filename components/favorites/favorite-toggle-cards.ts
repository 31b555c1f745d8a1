'use client';

import { useEffect, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { hasFavorite, subscribeFavorites, toggleFavorite } from '@/lib/talents/favorites/store';

/** A card heart as the server writes it (components/roster/card-html.ts): a button inside the card's `<li data-id>`. */
const HEART = 'button[data-favorite]';

function talentOf(button: HTMLButtonElement) {
  const card = button.closest<HTMLElement>('[data-id]');
  const id = Number(card?.dataset.id);
  const name = card?.querySelector('[data-card-link]')?.textContent ?? '';
  if (!Number.isSafeInteger(id) || id < 1 || name === '') return null;
  const gender = button.dataset.gender === 'woman' || button.dataset.gender === 'man' ? button.dataset.gender : null;
  return { id, name, gender, cover: button.dataset.cover ?? null } as const;
}

/**
 * The favourite toggles of server-rendered cards, as one island for a whole list: each heart shows
 * whether its talent is saved (aria-pressed, its filled shape, its name for screen readers) and a
 * tap adds or removes it, as the React toggle does on a profile. `version` changes whenever cards
 * are added to the list, so the new hearts are brought up to date and enabled.
 */
export function useFavoriteCardToggles(list: RefObject<HTMLElement | null>, version: unknown) {
  const t = useTranslations('Favorites');

  useEffect(() => {
    const root = list.current;
    if (!root) return;
    const sync = () => {
      for (const button of root.querySelectorAll<HTMLButtonElement>(HEART)) {
        const talent = talentOf(button);
        if (!talent) continue;
        const pressed = hasFavorite(talent.id);
        button.disabled = false;
        if (button.getAttribute('aria-pressed') === String(pressed)) continue;
        button.setAttribute('aria-pressed', String(pressed));
        const label = button.querySelector('.visually-hidden');
        if (label) label.textContent = t.markup(pressed ? 'remove' : 'add', { name: talent.name, talent: (chunks) => chunks });
      }
    };
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>(HEART);
      const talent = button && root.contains(button) ? talentOf(button) : null;
      if (talent) toggleFavorite(talent);
    };
    sync();
    root.addEventListener('click', onClick);
    const unsubscribe = subscribeFavorites(sync);
    return () => {
      root.removeEventListener('click', onClick);
      unsubscribe();
    };
  }, [list, t, version]);
}
