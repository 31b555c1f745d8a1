import { ALPHABET, availableLetters, filterByLetter, foldLetter } from '@/lib/talents/letters';

const talents = [
  { name: 'Álvaro Mendes' },
  { name: 'Ana Souza' },
  { name: 'Érica Lima' },
  { name: '  beatriz Rocha' },
  { name: 'Çarla' },
  { name: '3 Irmãos' },
];

describe('letters', () => {
  it('has the 26 letters A to Z', () => {
    expect(ALPHABET).toHaveLength(26);
    expect(ALPHABET[0]).toBe('A');
    expect(ALPHABET.at(-1)).toBe('Z');
  });

  it('folds accents and case and ignores leading spaces', () => {
    expect(foldLetter('Álvaro')).toBe('A');
    expect(foldLetter('Érica')).toBe('E');
    expect(foldLetter('  beatriz')).toBe('B');
    expect(foldLetter('Çarla')).toBe('C');
    expect(foldLetter('ñandu')).toBe('N');
  });

  it('puts names not starting with a letter under #', () => {
    expect(foldLetter('3 Irmãos')).toBe('#');
    expect(foldLetter('')).toBe('#');
    expect(foldLetter('   ')).toBe('#');
    expect(foldLetter('Ørsted')).toBe('#');
  });

  it('marks only letters that have a talent as available', () => {
    const letters = availableLetters(talents);
    expect([...letters].sort()).toEqual(['#', 'A', 'B', 'C', 'E']);
    expect(letters.has('Z')).toBe(false);
  });

  it('filters by letter, accents included, and returns everyone without a letter', () => {
    expect(filterByLetter(talents, 'A').map((talent) => talent.name)).toEqual(['Álvaro Mendes', 'Ana Souza']);
    expect(filterByLetter(talents, 'e').map((talent) => talent.name)).toEqual(['Érica Lima']);
    expect(filterByLetter(talents, 'Z')).toEqual([]);
    expect(filterByLetter(talents, null)).toEqual(talents);
  });
});
