import { describe, expect, it } from 'vitest';
import type { Messages } from '@/lib/i18n/merge-messages';
import { locales } from '@/lib/i18n/routing';
import pt from '@/messages/pt.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { icuSignature } from '../setup/icu-signature';

/**
 * messages/pt.json is the catalogue; every other locale has each of its keys, with the same ICU
 * arguments, select keys and tags, and nothing else. A missing key would fall back to Portuguese
 * on a Spanish or English page; a different argument would drop a value or fail to format.
 */

const catalogues: Record<string, Messages> = { pt, en, es } as Record<string, Messages>;

function leaves(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else if (Array.isArray(value)) throw new Error(`${prefix}${key} is not a string`);
    else for (const [inner, text] of leaves(value as Messages, `${prefix}${key}.`)) out.set(inner, text);
  }
  return out;
}

const source = leaves(catalogues.pt!);

describe('icuSignature', () => {
  it('reads arguments, types, select keys and tags, and leaves plural categories out', () => {
    expect(icuSignature('Olá')).toEqual([]);
    expect(icuSignature('{count, plural, =0 {Nenhum} one {# talento} other {# talentos de {name}}}')).toEqual(['count:plural', 'name']);
    expect(icuSignature('{field, select, name {Nome} other {Outro}}')).toEqual(['field:select', 'field:select[name|other]']);
    expect(icuSignature('Adicionar <talent>{name}</talent> e <date></date>')).toEqual(['<date>', '<talent>', 'name']);
    expect(icuSignature("{name}'s card, '{'literal'}' {total, number}")).toEqual(['name', 'total:number']);
  });

  it('refuses a message next-intl could not read', () => {
    expect(() => icuSignature('Olá {name')).toThrow();
    expect(() => icuSignature('{count, plural, one {#}}')).toThrow(/other/);
    expect(() => icuSignature('Olá }')).toThrow();
  });
});

describe('locale check', () => {
  it('knows a catalogue for every locale of the routing', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...locales].sort());
  });

  it('reads every Portuguese message', () => {
    const unreadable = [...source].filter(([, text]) => {
      try {
        icuSignature(text);
        return false;
      } catch {
        return true;
      }
    });
    expect(unreadable.map(([key]) => key)).toEqual([]);
  });

  for (const locale of locales.filter((code) => code !== 'pt')) {
    describe(locale, () => {
      const own = leaves(catalogues[locale]!);

      it('has every key of pt.json, and no key pt.json lacks', () => {
        expect([...source.keys()].filter((key) => !own.has(key))).toEqual([]);
        expect([...own.keys()].filter((key) => !source.has(key))).toEqual([]);
      });

      it('leaves no message empty', () => {
        expect([...own].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
      });

      it('has the same ICU arguments, select keys and tags as pt.json in every message', () => {
        const differing = [...source].flatMap(([key, text]) => {
          const translated = own.get(key);
          if (translated === undefined) return [];
          let theirs: string[];
          try {
            theirs = icuSignature(translated);
          } catch (error) {
            return [`${key}: ${(error as Error).message}`];
          }
          const ours = icuSignature(text);
          return ours.join(' ') === theirs.join(' ') ? [] : [`${key}: pt {${ours.join(', ')}} ≠ ${locale} {${theirs.join(', ')}}`];
        });
        expect(differing).toEqual([]);
      });
    });
  }
});
