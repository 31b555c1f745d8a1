import { describe, expect, it } from 'vitest';
import { resolveWebsiteText, type WebsiteTexts } from '@/lib/api/website-text';

const texts: WebsiteTexts = {
  contact_address: { pt: 'Rua A, 10', en: 'A Street, 10', es: '' },
  contact_phone: { pt: '+55 11 5555-0000', en: null },
  contact_instagram: { es: '   ', en: null, fr: '@agency' },
  contact_email: {},
};

describe('resolveWebsiteText', () => {
  it('uses the text of the requested locale', () => {
    expect(resolveWebsiteText(texts, 'contact_address', 'en')).toBe('A Street, 10');
  });

  it('falls back to pt when the locale is empty or missing', () => {
    expect(resolveWebsiteText(texts, 'contact_address', 'es')).toBe('Rua A, 10');
    expect(resolveWebsiteText(texts, 'contact_phone', 'en')).toBe('+55 11 5555-0000');
    expect(resolveWebsiteText(texts, 'contact_phone', 'de')).toBe('+55 11 5555-0000');
  });

  it('falls back to the first non-empty value when pt is missing', () => {
    expect(resolveWebsiteText(texts, 'contact_instagram', 'en')).toBe('@agency');
  });

  it('falls back to the key when there is no value at all', () => {
    expect(resolveWebsiteText(texts, 'contact_email', 'pt')).toBe('contact_email');
    expect(resolveWebsiteText(texts, 'not_in_the_panel', 'pt')).toBe('not_in_the_panel');
    expect(resolveWebsiteText(texts, 'toString', 'pt')).toBe('toString');
  });
});
