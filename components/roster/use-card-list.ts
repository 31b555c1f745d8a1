'use client';

import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { appendHtmlPart } from '@/lib/browser/html-part';
import { foldLetter } from '@/lib/talents/letters';
import { foldForSearch } from '@/lib/talents/search';
import { REVEAL_STEP } from '@/lib/roster/reveal';

/** What the controller knows of a card in the list: read from the server's markup, never sent twice. */
export type CardEntry = { id: number; letter: string; folded: string };

function readEntries(list: HTMLElement): CardEntry[] {
  return [...list.children].flatMap((item) => {
    const id = Number((item as HTMLElement).dataset.id);
    const name = item.querySelector('[data-card-link]')?.textContent ?? '';
    return Number.isSafeInteger(id) && id > 0 ? [{ id, letter: foldLetter(name), folded: foldForSearch(name) }] : [];
  });
}

/** Which part of the board the reveal route should send to hold `wanted` cards when `loaded` are there. */
export function partFor(loaded: number, wanted: number): string {
  return wanted - loaded <= REVEAL_STEP && loaded % REVEAL_STEP === 0 ? `p${loaded / REVEAL_STEP}` : 'all';
}

/** Adds the cards of a part the list does not hold yet, hidden until the controller shows them. */
async function appendPart(list: HTMLElement, url: string): Promise<void> {
  for (const card of await appendHtmlPart(list, url, (item) => item.dataset.id)) card.hidden = true;
}

type Options = {
  list: RefObject<HTMLUListElement | null>;
  total: number;
  /** The reveal route for this board, e.g. `/api/roster/pt/women` (`…/filtered` with the filters' query). */
  source: string;
  query: string;
  /** How many cards the list must hold now: the shown ones, or every card while a letter or a name narrows it. */
  wanted: number;
};

/**
 * The cards in the list: those the server wrote, then those the reveal route sends as they are
 * wanted. Cards come in order and each once (a card already there is skipped), so the list is always
 * the board's first `entries.length` cards.
 */
export function useCardList({ list, total, source, query, wanted }: Options) {
  // null until the list has been read (the server's render and hydration know no entries).
  const [entries, setEntries] = useState<CardEntry[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  useLayoutEffect(() => {
    // The server's cards are in the DOM before any effect runs; React never rendered them.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (list.current) setEntries(readEntries(list.current));
  }, [list]);

  const needed = Math.min(wanted, total);
  const ready = entries !== null && entries.length >= needed;
  useEffect(() => {
    const element = list.current;
    if (entries === null || ready || loading || failed || !element || element.children.length >= needed) return;
    const part = partFor(element.children.length, needed);
    // The fetch below answers later; the loading state shows at once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLoading(true);
    void appendPart(element, `${source}/${part}${query ? `?${query}` : ''}`).then(
      () => setEntries(readEntries(element)),
      // The "more" link still works as a link: the board's address with more cards.
      () => setFailed(true),
    ).finally(() => setLoading(false));
  }, [entries, ready, loading, failed, needed, list, source, query]);

  return { entries: entries ?? [], read: entries !== null, loading: loading || (entries !== null && !ready && !failed), failed };
}
