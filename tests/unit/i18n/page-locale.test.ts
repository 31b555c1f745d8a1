import { describe, expect, it } from 'vitest';
import { pageLocale } from '@/lib/i18n/page-locale';

describe('pageLocale', () => {
  it('gives back each locale the site serves', () => {
    expect(pageLocale('pt')).toBe('pt');
    expect(pageLocale('en')).toBe('en');
    expect(pageLocale('es')).toBe('es');
  });

  it('answers a segment that is no locale with the 404 page', () => {
    expect(() => pageLocale('fr')).toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(() => pageLocale('EN')).toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});
