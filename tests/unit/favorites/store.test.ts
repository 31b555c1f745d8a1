// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addFavorite,
  addFavorites,
  FAVORITES_STORAGE_KEY,
  hasFavorite,
  initFavoritesFromStorage,
  listFavorites,
  parseStoredFavorites,
  removeFavorite,
  toggleFavorite,
  useFavorites,
  type FavoriteTalent,
} from '@/lib/talents/favorites/store';

const ana: FavoriteTalent = { id: 12, name: 'Ana Souza', gender: 'woman', cover: 'http://panel.test/storage/talents/12/cover.jpg' };
const bruno: FavoriteTalent = { id: 40, name: 'Bruno Lima', gender: 'man', cover: null };

function stored(): unknown {
  return JSON.parse(window.localStorage.getItem(FAVORITES_STORAGE_KEY) ?? 'null');
}

function otherTabWrites(value: string | null) {
  if (value === null) window.localStorage.removeItem(FAVORITES_STORAGE_KEY);
  else window.localStorage.setItem(FAVORITES_STORAGE_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_STORAGE_KEY, newValue: value }));
}

beforeEach(() => {
  window.localStorage.clear();
  initFavoritesFromStorage();
});

describe('favourites store', () => {
  it('adds a talent and saves it under the favorites key', () => {
    addFavorite(ana);
    expect(hasFavorite(12)).toBe(true);
    expect(listFavorites()).toEqual([ana]);
    expect(stored()).toEqual([ana]);
  });

  it('keeps one entry per talent id and the order in which they were added', () => {
    addFavorite(ana);
    addFavorite(bruno);
    addFavorite({ ...ana, name: 'Ana S.' });
    expect(listFavorites().map((t) => t.name)).toEqual(['Ana S.', 'Bruno Lima']);
  });

  it('removes a talent and saves the shorter list', () => {
    addFavorites([ana, bruno]);
    removeFavorite(12);
    expect(hasFavorite(12)).toBe(false);
    expect(stored()).toEqual([bruno]);
  });

  it('toggles a talent in and out', () => {
    expect(toggleFavorite(ana)).toBe(true);
    expect(hasFavorite(12)).toBe(true);
    expect(toggleFavorite(ana)).toBe(false);
    expect(listFavorites()).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('initialises from what storage holds, as a list or as a map keyed by id', () => {
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify([bruno, ana]));
    initFavoritesFromStorage();
    expect(listFavorites()).toEqual([bruno, ana]);

    window.localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify({ 12: ana }));
    initFavoritesFromStorage();
    expect(listFavorites()).toEqual([ana]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a number', '42'],
    ['null', 'null'],
    ['a string', '"ana"'],
    ['entries without ids or names', JSON.stringify([{ name: 'x' }, { id: -3, name: 'y' }, { id: 5 }, { id: 1.5, name: 'z' }])],
  ])('ignores corrupt stored data (%s) instead of crashing', (_label, raw) => {
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, raw);
    expect(() => initFavoritesFromStorage()).not.toThrow();
    expect(listFavorites()).toEqual([]);
    addFavorite(ana);
    expect(stored()).toEqual([ana]);
  });

  it('keeps the good entries of a partly corrupt list and normalises odd fields', () => {
    const parsed = parseStoredFavorites(
      JSON.stringify([ana, 'junk', { id: '40', name: 'Bruno Lima', gender: 'robot', cover: 7 }, null]),
    );
    expect([...parsed.values()]).toEqual([ana, { id: 40, name: 'Bruno Lima', gender: null, cover: null }]);
  });
});

describe('useFavorites', () => {
  it('re-renders when a talent is added or removed in this tab', () => {
    const { result } = renderHook(() => useFavorites());
    expect(result.current.count).toBe(0);
    act(() => result.current.toggle(ana));
    expect(result.current.has(12)).toBe(true);
    expect(result.current.count).toBe(1);
    act(() => result.current.remove(12));
    expect(result.current.has(12)).toBe(false);
  });

  it('follows changes made in another tab through the storage event', () => {
    addFavorite(ana);
    const { result } = renderHook(() => useFavorites());
    expect(result.current.list).toEqual([ana]);

    act(() => otherTabWrites(JSON.stringify([ana, bruno])));
    expect(result.current.list).toEqual([ana, bruno]);

    act(() => otherTabWrites('garbage'));
    expect(result.current.list).toEqual([]);

    act(() => otherTabWrites(JSON.stringify([bruno])));
    act(() => otherTabWrites(null));
    expect(result.current.count).toBe(0);
  });

  it('ignores storage events for other keys', () => {
    addFavorite(ana);
    const { result } = renderHook(() => useFavorites());
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, '[]');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: 'x' }));
    });
    expect(result.current.list).toEqual([ana]);
  });
});
