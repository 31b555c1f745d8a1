import { describe, expect, it } from 'vitest';
import { MAX_SELECTION, parseIdList, readSharedIds } from '@/lib/favorites/ids';

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
