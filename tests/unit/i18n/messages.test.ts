import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { mergeMessages, type Messages } from '@/lib/i18n/merge-messages';
import pt from '@/messages/pt.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' || Array.isArray(value) ? [`${prefix}${key}`] : keys(value as Messages, `${prefix}${key}.`),
  );
}

describe('messages', () => {
  it('keeps a precompiled message (what the build turns "Ver {name}" into) whole', () => {
    const merged = mergeMessages(
      { A: { see: ['Ver ', ['name']], plain: 'Oi' } },
      { A: { see: ['See ', ['name']], plain: '' } },
    );
    expect(merged).toEqual({ A: { see: ['See ', ['name']], plain: 'Oi' } });
  });

  it('falls back to Portuguese key by key for a partial locale', () => {
    const merged = mergeMessages({ A: { one: 'um', two: 'dois' } }, { A: { one: 'uno', two: '' } });
    expect(merged).toEqual({ A: { one: 'uno', two: 'dois' } });
  });

  it('has every Portuguese key in English', () => {
    const missing = keys(pt as Messages).filter((key) => !keys(en as Messages).includes(key));
    expect(missing).toEqual([]);
  });

  it('never leaves a Spanish page without a text: merged es covers every pt key', () => {
    const merged = mergeMessages(pt as Messages, es as Messages);
    expect(keys(merged).sort()).toEqual(keys(pt as Messages).sort());
  });

  it('says "1 day" in every language when a confirmation link or a stay lasts one day (CONFIRMATION_HOURS of 24)', () => {
    const one = { pt: /\b1 dia\b/, en: /\b1 day\b/, es: /\b1 día\b/ };
    const seven = { pt: /\b7 dias\b/, en: /\b7 days\b/, es: /\b7 días\b/ };
    for (const [locale, messages] of Object.entries({ pt, en, es }) as ['pt' | 'en' | 'es', typeof pt][]) {
      const t = createTranslator({ locale, messages: { ...pt, ...messages } as typeof pt });
      for (const key of ['Confirm.why', 'ApplicationForm.successGuardian', 'FormResult.application.sentGuardian', 'FormResult.privacy.sentLead'] as const) {
        expect(t(key, { days: 1 }), `${locale} ${key}`).toMatch(one[locale]);
        expect(t(key, { days: 7 }), `${locale} ${key}`).toMatch(seven[locale]);
      }
    }
  });
});
