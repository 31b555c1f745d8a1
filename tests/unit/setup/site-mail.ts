import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { mergeMessages, type Messages } from '@/lib/i18n/merge-messages';
import { isLocale } from '@/lib/i18n/routing';
import { SpoolHeldStore } from '@/lib/outbox/held-spool';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';

/**
 * For route tests of the flows that mail a person: the real catalogues behind next-intl's
 * getTranslations (as the site renders them, es over pt), and a held store on disk in a folder of
 * this test, installed as the process's (lib/outbox/index.ts keeps it on globalThis).
 *
 *   vi.mock('next-intl/server', async () => (await import('@/tests/unit/setup/site-mail')).translationsModule());
 */
const CATALOGUES = { pt, en: mergeMessages(pt as Messages, en as Messages), es: mergeMessages(pt as Messages, es as Messages) } as const;

export function translationsModule() {
  return {
    getTranslations: async (options: string | { locale?: string; namespace?: string }) => {
      const { locale: asked = 'pt', namespace } = typeof options === 'string' ? { namespace: options } : options;
      const locale = isLocale(asked) ? asked : 'pt';
      return createTranslator({ locale, messages: CATALOGUES[locale] as typeof pt, namespace: namespace as 'Mail' });
    },
  };
}

export function installHeldStore(): SpoolHeldStore {
  const folder = mkdtempSync(path.join(tmpdir(), 'held-'));
  const store = new SpoolHeldStore(folder, 100);
  (globalThis as Record<symbol, unknown>)[Symbol.for('agency.outbox.held')] = store;
  return store;
}

/** The one confirmation link a mail's text holds (its token), or null. */
export function tokenInMail(text: string): string | null {
  return /\/confirm(?:ar)?\/([A-Za-z0-9_-]{74})\b/.exec(text)?.[1] ?? null;
}
