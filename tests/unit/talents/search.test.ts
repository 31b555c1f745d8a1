import { describe, expect, it } from 'vitest';
import { filterByName, foldForSearch, MAX_QUERY_LENGTH } from '@/lib/talents/search';

const talents = [{ name: 'Élise Moreau' }, { name: 'Érica Nogueira' }, { name: 'Álvaro Mendes' }, { name: 'Ana Souza' }, { name: 'Íris Bittencourt' }];
const names = (query: string) => filterByName(talents, query).map((talent) => talent.name);

describe('finding a talent by name', () => {
  it('ignores accents, case and spaces in the name and in the query', () => {
    expect(names('elise')).toEqual(['Élise Moreau']);
    expect(names('ÁLVARO')).toEqual(['Álvaro Mendes']);
    expect(names('  erica   nog ')).toEqual(['Érica Nogueira']);
    expect(names('iris')).toEqual(['Íris Bittencourt']);
    expect(foldForSearch('  Ção  Ñandú ')).toBe('cao nandu');
  });

  it('finds a part of any word, and every talent for an empty query', () => {
    expect(names('ou')).toEqual(['Ana Souza', 'Íris Bittencourt']);
    expect(names('eau')).toEqual(['Élise Moreau']);
    expect(names('')).toHaveLength(5);
    expect(names('   ')).toHaveLength(5);
  });

  it('finds no one for a name nobody has, and reads at most a name-long query', () => {
    expect(names('zzz')).toEqual([]);
    expect(names(`ana${'x'.repeat(MAX_QUERY_LENGTH * 10)}`)).toEqual([]);
  });
});
