import type { Locale } from '@/lib/i18n/routing';
import type { NoticeDocument, NoticeFacts } from './document';
import { noticeEn } from './text/en';
import { noticeEs } from './text/es';
import { noticePt } from './text/pt';

/** Each locale's notice, all saying what the Portuguese text says. */
const NOTICES: Record<Locale, (facts: NoticeFacts) => NoticeDocument> = {
  pt: noticePt,
  en: noticeEn,
  es: noticeEs,
};

/** The notice's text in `locale` for these facts: the one function the page renders from and the version digests. */
export function buildNotice(locale: Locale, facts: NoticeFacts): NoticeDocument {
  return NOTICES[locale](facts);
}
