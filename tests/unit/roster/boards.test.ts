import { boardPathname, genderBoardKey, parseTalentId, resolveBoardSlug } from '@/lib/roster/boards';
import { routing } from '@/lib/i18n/routing';

describe('resolveBoardSlug', () => {
  it('reads the two gender boards', () => {
    expect(resolveBoardSlug('women')).toEqual({ kind: 'gender', key: 'women', gender: 'woman' });
    expect(resolveBoardSlug('men')).toEqual({ kind: 'gender', key: 'men', gender: 'man' });
  });

  it.each(['actors', 'new_faces', 'international', 'curvy', 'talents', 'creative', 'kids'])('reads the %s category board', (key) => {
    expect(resolveBoardSlug(key)).toEqual({ kind: 'category', key });
  });

  it('reads a bare talent id as a profile to redirect to', () => {
    expect(resolveBoardSlug('12')).toEqual({ kind: 'profile', id: 12 });
  });

  it.each(['', 'feminino', 'Women', '012', '12a', '-3', '0', '1e3', '99999999999999999999'])('names nothing for %j', (slug) => {
    expect(resolveBoardSlug(slug)).toBeNull();
  });
});

describe('parseTalentId', () => {
  it('accepts positive integers written plainly', () => {
    expect(parseTalentId('1')).toBe(1);
    expect(parseTalentId('4096')).toBe(4096);
  });

  it('refuses leading zeros, signs, decimals and unsafe integers', () => {
    for (const value of ['01', '+1', '1.0', ' 1', '9007199254740993']) expect(parseTalentId(value)).toBeNull();
  });
});

describe('board paths', () => {
  it('points every board at a localized route', () => {
    for (const key of ['women', 'men', 'actors', 'new_faces', 'international', 'curvy', 'talents', 'creative', 'kids'] as const) {
      expect(Object.keys(routing.pathnames)).toContain(boardPathname(key));
    }
  });

  it('sends a profile back to its gender, women when unknown', () => {
    expect(genderBoardKey('man')).toBe('men');
    expect(genderBoardKey('woman')).toBe('women');
    expect(genderBoardKey(null)).toBe('women');
  });
});
