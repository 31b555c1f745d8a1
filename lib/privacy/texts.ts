import type { Locale } from '@/lib/i18n/routing';
import { writtenDate, type NoticeDocument, type NoticeFacts } from './document';
import { noticeEn } from './text/en';
import { noticeEs } from './text/es';
import { noticePt } from './text/pt';

/**
 * The date of the notice's wording, printed beside its version: change it with the prose in text/
 * (tests/unit/privacy/notice.test.ts fails when the wording changes and this date does not).
 */
export const NOTICE_DATE = '2026-11-28';

/** Each locale's notice, all saying what the Portuguese text says, and how its date is written. */
const NOTICES: Record<Locale, { text: (facts: NoticeFacts, date: NoticeDocument['date']) => NoticeDocument; dateTag: string }> = {
  pt: { text: noticePt, dateTag: 'pt-BR' },
  en: { text: noticeEn, dateTag: 'en-GB' },
  es: { text: noticeEs, dateTag: 'es' },
};

/** The notice's text in `locale` for these facts: the one function the page renders from and the version digests. */
export function buildNotice(locale: Locale, facts: NoticeFacts): NoticeDocument {
  const { text, dateTag } = NOTICES[locale];
  return text(facts, writtenDate(NOTICE_DATE, dateTag));
}
