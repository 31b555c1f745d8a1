import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { ClientPackage } from '@/lib/packages/types';
import { ANSWER_FORM_ID } from './answer-section';
import { renderTalentsHtml, talentLabels } from './talent-html';

/** The package's talents `from` (0-based) up to `to` as HTML, in `locale`, the boxes of `picked` ticked. */
export async function packageTalentsHtml(pkg: ClientPackage, locale: Locale, { from, to, picked }: { from: number; to: number; picked: readonly number[] }): Promise<string> {
  const [t, tProfile] = await Promise.all([getTranslations({ locale, namespace: 'Package' }), getTranslations({ locale, namespace: 'Profile' })]);
  return renderTalentsHtml(pkg.talents.slice(from, to), { locale, labels: talentLabels(t, tProfile), picked, answerFormId: ANSWER_FORM_ID, offset: from });
}
