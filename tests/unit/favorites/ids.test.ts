import { describe, expect, it } from 'vitest';
import { formatIdList, MAX_SELECTION, parseIdList, readIdList, readSharedIds, readSharedSelection, splitSelection } from '@/lib/talents/favorites/ids';

describe('parseIdList (route handlers)', () => {
  it('reads a comma-separated list of positive integers, without repeats', () => {
    expect(parseIdList('12,40,7')).toEqual([12, 40, 7]);
    expect(parseIdList(' 12 , 12,7')).toEqual([12, 7]);
  });

  it.each([null, '', '0', '-1', '1.5', 'abc', '12,,40', '12,x', '1e3', '0012', '99999999999'])('refuses %j', (value) => {
    expect(parseIdList(value)).toBeNull();
  });

  it('refuses more than the maximum selection', () => {
    const ids = Array.from({ length: MAX_SELECTION + 1 }, (_, i) => i + 1);
    expect(parseIdList(ids.slice(0, MAX_SELECTION).join(','))).toHaveLength(MAX_SELECTION);
    expect(parseIdList(ids.join(','))).toBeNull();
  });
});

describe('readSharedIds (a link opened in the browser)', () => {
  it('keeps the usable ids of a hand-edited link and caps the list', () => {
    expect(readSharedIds('12,abc,,40,12, 7')).toEqual([12, 40, 7]);
    expect(readSharedIds(Array.from({ length: 80 }, (_, i) => i + 1).join(','))).toHaveLength(MAX_SELECTION);
    expect(readSharedIds(null)).toEqual([]);
  });
});

describe('readIdList (why a list was refused)', () => {
  it('tells a list that is only too long from a malformed one', () => {
    const many = Array.from({ length: MAX_SELECTION + 1 }, (_, i) => i + 1).join(',');
    expect(readIdList(many)).toEqual({ ok: false, error: 'too_many' });
    expect(readIdList('12,x')).toEqual({ ok: false, error: 'invalid' });
    expect(readIdList('')).toEqual({ ok: false, error: 'invalid' });
    expect(readIdList('12,40')).toEqual({ ok: true, ids: [12, 40] });
  });

  it('counts the cap after removing repeats, as the browser splits the list', () => {
    const repeated = [...Array.from({ length: MAX_SELECTION }, (_, i) => i + 1), 1, 2, 3].join(',');
    expect(readIdList(repeated)).toEqual({ ok: true, ids: Array.from({ length: MAX_SELECTION }, (_, i) => i + 1) });
  });
});

describe('readSharedSelection (an overlong link says what it left out)', () => {
  it('keeps the first MAX_SELECTION ids and counts the rest', () => {
    const link = Array.from({ length: 120 }, (_, i) => i + 1).join(',');
    const { ids, omitted } = readSharedSelection(link);
    expect(ids).toEqual(Array.from({ length: MAX_SELECTION }, (_, i) => i + 1));
    expect(omitted).toBe(70);
    expect(readSharedSelection('12,40')).toEqual({ ids: [12, 40], omitted: 0 });
  });
});

describe('splitSelection (share links and zips in parts)', () => {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  it('cuts 120 favourites into 50 + 50 + 20, in the selection order, with positions for the labels', () => {
    const ids = range(1, 120).map((n) => 1000 - n);
    const parts = splitSelection(ids);
    expect(parts.map(({ number, total, first, last }) => ({ number, total, first, last }))).toEqual([
      { number: 1, total: 3, first: 1, last: 50 },
      { number: 2, total: 3, first: 51, last: 100 },
      { number: 3, total: 3, first: 101, last: 120 },
    ]);
    expect(parts.flatMap((part) => part.ids)).toEqual(ids);
    for (const part of parts) expect(part.ids.length).toBeLessThanOrEqual(MAX_SELECTION);
  });

  it('keeps a selection within the cap as one part, and an empty one as none', () => {
    expect(splitSelection(range(1, 50))).toEqual([{ number: 1, total: 1, first: 1, last: 50, ids: range(1, 50) }]);
    expect(splitSelection([12])).toEqual([{ number: 1, total: 1, first: 1, last: 1, ids: [12] }]);
    expect(splitSelection([])).toEqual([]);
  });

  it('starts a second part at 51', () => {
    const parts = splitSelection(range(1, 51));
    expect(parts).toHaveLength(2);
    expect(parts[1]).toEqual({ number: 2, total: 2, first: 51, last: 51, ids: [51] });
  });

  it('every part is a list the route handlers accept', () => {
    for (const part of splitSelection(range(1, 237))) {
      expect(parseIdList(formatIdList(part.ids))).toEqual(part.ids);
    }
  });

  it('refuses a part size that cannot split anything', () => {
    expect(() => splitSelection([1, 2], 0)).toThrow(RangeError);
  });
});
