import { parseStoredJson } from '@/lib/browser/storage';
import { MAX_QUERY_LENGTH } from '@/lib/talents/search';

/**
 * What the roster remembers when a card is opened, so the profile's back action returns to the
 * same board and the board comes back with the same letter, the same number of cards and focus on
 * the card that was opened.
 */
export type RosterReturn = {
  /** Public path of the board, e.g. `/modelos/feminino` or `/en/models/kids`. */
  path: string;
  letter: string | null;
  /** The name searched for, empty when none. */
  query: string;
  visible: number;
  talentId: number;
};

export const ROSTER_RETURN_KEY = 'roster-return';

export function serializeRosterReturn(value: RosterReturn): string {
  return JSON.stringify(value);
}

/** Reads the stored value; anything malformed (old format, edited by hand) counts as nothing stored. */
export function parseRosterReturn(raw: string | null | undefined): RosterReturn | null {
  const data = parseStoredJson(raw);
  if (typeof data !== 'object' || data === null) return null;
  const { path, letter, visible, talentId, query = '' } = data as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  if (letter !== null && (typeof letter !== 'string' || !/^([A-Z]|#)$/.test(letter))) return null;
  if (typeof visible !== 'number' || !Number.isInteger(visible) || visible < 1 || visible > 100_000) return null;
  if (typeof talentId !== 'number' || !Number.isInteger(talentId) || talentId < 1) return null;
  if (typeof query !== 'string' || query.length > MAX_QUERY_LENGTH) return null;
  return { path, letter, query, visible, talentId };
}
