import { talentSlug } from '@/lib/talents/slug';

describe('talentSlug', () => {
  it.each([
    ['Álvaro Mendes', 'alvaro-mendes'],
    ['Ana Souza', 'ana-souza'],
    ['  João  da   Silva  ', 'joao-da-silva'],
    ["D'Ávila, Conceição", 'd-avila-conceicao'],
    ['Maria_Clara 2', 'maria-clara-2'],
    ['--Érica--', 'erica'],
  ])('turns %j into %j', (name, slug) => {
    expect(talentSlug(name)).toBe(slug);
  });

  it('never gives an empty segment', () => {
    expect(talentSlug('李')).toBe('talent');
    expect(talentSlug('')).toBe('talent');
  });
});
