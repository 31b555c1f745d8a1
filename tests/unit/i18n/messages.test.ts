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
});
