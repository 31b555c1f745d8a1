import { processGlobal } from '@/lib/shared-state/process-global.mjs';

/**
 * Hands the cards' HTML from the board's server component to the server render of its controller
 * without going through React's payload. Whatever a server component renders is also written into
 * the page as that payload (for hydration): cards rendered there would reach the browser twice.
 * Here the server component leaves the HTML under a fresh key and passes only the key; the
 * controller, rendering the page's HTML in the same process right after, takes it and writes it
 * inside its list, and the browser hydrates that list without touching what is in it.
 *
 * A key nobody takes (a navigation that asks for the payload alone) is dropped after KEEP_MS; a
 * controller that finds nothing (such a navigation, in the browser) asks the reveal route instead.
 */
const KEEP_MS = 60_000;
const MAX_ENTRIES = 200;

type Entry = { html: string; at: number };

function entries(): Map<string, Entry> {
  return processGlobal('agency.roster.card-relay', () => new Map<string, Entry>());
}

export function leaveCards(html: string): string {
  const map = entries();
  const now = Date.now();
  for (const [key, entry] of map) {
    if (now - entry.at < KEEP_MS && map.size < MAX_ENTRIES) break;
    map.delete(key);
  }
  const key = crypto.randomUUID();
  map.set(key, { html, at: now });
  return key;
}

/** The cards left under `key`, once; nothing in the browser. */
export function takeCards(key: string | undefined): string | undefined {
  if (typeof window !== 'undefined' || !key) return undefined;
  const map = entries();
  const entry = map.get(key);
  map.delete(key);
  return entry?.html;
}
