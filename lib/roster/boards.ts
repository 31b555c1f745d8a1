import { BOARD_KEYS, GENDER_KEYS, type AppPathname, type BoardKey, type GenderKey } from '@/lib/i18n/routing';

export type Gender = 'woman' | 'man';

export type Board =
  | { kind: 'gender'; key: GenderKey; gender: Gender }
  | { kind: 'category'; key: BoardKey };

export type BoardSlug = Board | { kind: 'profile'; id: number };

const GENDER_OF: Record<GenderKey, Gender> = { women: 'woman', men: 'man' };

/** A talent id as it appears in a URL: digits only, no leading zero, within the safe integer range. */
export function parseTalentId(segment: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}

/** What the `[slug]` segment under /models names: a gender board, a category board, a bare profile id, or nothing. */
export function resolveBoardSlug(slug: string): BoardSlug | null {
  if ((GENDER_KEYS as readonly string[]).includes(slug)) {
    const key = slug as GenderKey;
    return { kind: 'gender', key, gender: GENDER_OF[key] };
  }
  if ((BOARD_KEYS as readonly string[]).includes(slug)) return { kind: 'category', key: slug as BoardKey };
  const id = parseTalentId(slug);
  return id === null ? null : { kind: 'profile', id };
}

export const WOMEN_BOARD: Board = { kind: 'gender', key: 'women', gender: 'woman' };

export function boardPathname(key: GenderKey | BoardKey): AppPathname {
  return `/models/${key}` as AppPathname;
}

/** The gender board a profile belongs to; women when the service does not say. */
export function genderBoardKey(gender: Gender | null): GenderKey {
  return gender === 'man' ? 'men' : 'women';
}
