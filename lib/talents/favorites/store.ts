import { useCallback, useSyncExternalStore } from 'react';
import type { Gender } from '@/lib/api/types';
import { useIsHydrated } from '@/lib/browser/hydration';
import { parseStoredJson, readStorage, writeStorage } from '@/lib/browser/storage';

/** What a favourite remembers about a talent: enough to draw a card without asking the backend. */
export type FavoriteTalent = {
  id: number;
  name: string;
  gender: Gender | null;
  /** Absolute URL. */
  cover: string | null;
};

export const FAVORITES_STORAGE_KEY = 'favorites';

type Listener = () => void;

const EMPTY: readonly FavoriteTalent[] = Object.freeze([]);

let favorites = new Map<number, FavoriteTalent>();
let snapshot: readonly FavoriteTalent[] = EMPTY;
let loaded = false;
const listeners = new Set<Listener>();

function isPositiveId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function toFavorite(value: unknown): FavoriteTalent | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const id = typeof record.id === 'string' && /^\d+$/.test(record.id) ? Number(record.id) : record.id;
  if (!isPositiveId(id)) return null;
  if (typeof record.name !== 'string' || record.name.trim() === '') return null;
  const gender = record.gender === 'woman' || record.gender === 'man' ? record.gender : null;
  const cover = typeof record.cover === 'string' && record.cover !== '' ? record.cover : null;
  return { id, name: record.name, gender, cover };
}

/**
 * Reads what `favorites` holds in storage. Accepts the list this store writes and a plain object
 * keyed by id; anything unreadable yields an empty map and bad entries are dropped one by one.
 */
export function parseStoredFavorites(raw: string | null): Map<number, FavoriteTalent> {
  const result = new Map<number, FavoriteTalent>();
  const data = parseStoredJson(raw);
  const items = Array.isArray(data) ? data : typeof data === 'object' && data !== null ? Object.values(data) : [];
  for (const item of items) {
    const favorite = toFavorite(item);
    if (favorite) result.set(favorite.id, favorite);
  }
  return result;
}

// Storage can be disabled (privacy settings) or full: favourites then live for this page only.
const readFavorites = () => readStorage('local', FAVORITES_STORAGE_KEY);
const writeFavorites = () => writeStorage('local', FAVORITES_STORAGE_KEY, JSON.stringify([...favorites.values()]));

function publish(next: Map<number, FavoriteTalent>): void {
  favorites = next;
  snapshot = next.size === 0 ? EMPTY : Object.freeze([...next.values()]);
  for (const listener of listeners) listener();
}

function ensureLoaded(): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  const stored = parseStoredFavorites(readFavorites());
  favorites = stored;
  snapshot = stored.size === 0 ? EMPTY : Object.freeze([...stored.values()]);
}

/** (Re)initialises the store from localStorage, dropping whatever was in memory. */
export function initFavoritesFromStorage(): void {
  loaded = true;
  publish(parseStoredFavorites(readFavorites()));
}

function commit(next: Map<number, FavoriteTalent>): void {
  publish(next);
  writeFavorites();
}

export function listFavorites(): readonly FavoriteTalent[] {
  ensureLoaded();
  return snapshot;
}

export function hasFavorite(id: number): boolean {
  ensureLoaded();
  return favorites.has(id);
}

export function addFavorite(talent: FavoriteTalent): void {
  addFavorites([talent]);
}

/** Adds several talents in one save; ones already there keep their place but take the fresher data. */
export function addFavorites(talents: readonly FavoriteTalent[]): void {
  ensureLoaded();
  const next = new Map(favorites);
  for (const talent of talents) {
    const favorite = toFavorite(talent);
    if (favorite) next.set(favorite.id, favorite);
  }
  commit(next);
}

export function removeFavorite(id: number): void {
  ensureLoaded();
  if (!favorites.has(id)) return;
  const next = new Map(favorites);
  next.delete(id);
  commit(next);
}

/** Adds the talent when absent, removes it when present; returns whether it is now a favourite. */
export function toggleFavorite(talent: FavoriteTalent): boolean {
  if (hasFavorite(talent.id)) {
    removeFavorite(talent.id);
    return false;
  }
  addFavorite(talent);
  return true;
}

function onStorage(event: StorageEvent): void {
  // key is null when another tab cleared all of localStorage.
  if (event.key === FAVORITES_STORAGE_KEY || event.key === null) initFavoritesFromStorage();
}

export function subscribeFavorites(listener: Listener): () => void {
  ensureLoaded();
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

function getServerSnapshot(): readonly FavoriteTalent[] {
  return EMPTY;
}

/**
 * The favourites, live. The server snapshot is empty, so server HTML and the hydrating render show
 * the neutral state and the stored list arrives right after, without a hydration mismatch.
 */
export function useFavorites() {
  const list = useSyncExternalStore(subscribeFavorites, listFavorites, getServerSnapshot);
  const hydrated = useIsHydrated();
  const has = useCallback((id: number) => list.some((talent) => talent.id === id), [list]);
  return {
    list,
    count: list.length,
    hydrated,
    has,
    add: addFavorite,
    addMany: addFavorites,
    remove: removeFavorite,
    toggle: toggleFavorite,
  };
}
