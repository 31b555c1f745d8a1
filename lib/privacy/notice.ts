import 'server-only';
import { cache } from 'react';
import { getSiteIdentity } from '@/lib/api/identity';
import { optionalRead } from '@/lib/api/optional-read';
import { getWebsiteTexts } from '@/lib/api/texts';
import { websiteTextOrNull } from '@/lib/api/website-text';
import { env } from '@/lib/config/env';
import { DRAFT_MAX_AGE_MS } from '@/lib/forms/apply/draft';
import type { Locale } from '@/lib/i18n/routing';
import { noticeDigest } from './digest';
import type { NoticeDocument, NoticeFacts } from './document';
import { buildNotice } from './texts';

/** Link to the notice from any component with `<Link href={PRIVACY_PATHNAME}>` (client components import it from `@/lib/privacy/pathname`). */
export { PRIVACY_PATHNAME, PRIVACY_REQUEST_HASH } from './pathname';

const DAY_MS = 24 * 60 * 60 * 1000;
/** LGPD art. 19, II: a full answer to a data subject's request within 15 days (the GDPR allows a month). */
export const REQUEST_ANSWER_DAYS = 15;

/** What the notice states beyond its prose: the agency as the panel describes it (as the contact page reads it) and the configured lifetimes. */
async function loadNoticeFacts(locale: Locale): Promise<NoticeFacts> {
  const [identity, texts] = await Promise.all([getSiteIdentity(), optionalRead(getWebsiteTexts(), 'website texts')]);
  const text = (key: string) => websiteTextOrNull(texts, key, locale);
  return {
    agency: { name: identity.title, address: text('contact_address'), email: text('contact_email'), phone: text('contact_phone') },
    applicationRetentionDays: env.APPLICATION_RETENTION_DAYS,
    draftDays: Math.round(DRAFT_MAX_AGE_MS / DAY_MS),
    outboxGiveUpHours: env.OUTBOX_GIVE_UP_HOURS,
    outboxRetentionDays: env.OUTBOX_RETENTION_DAYS,
    answerDays: REQUEST_ANSWER_DAYS,
  };
}

export type PrivacyNotice = { document: NoticeDocument; version: string; facts: NoticeFacts };

/** The notice in `locale` with its version and the facts it states: what the privacy page renders. Read once per request. */
export const loadPrivacyNotice = cache(async (locale: Locale): Promise<PrivacyNotice> => {
  const facts = await loadNoticeFacts(locale);
  const document = buildNotice(locale, facts);
  return { document, version: noticeDigest(document), facts };
});

/** The version the privacy page of `locale` prints: the first 16 hex of the SHA-256 of the notice's text as shown. */
export async function noticeVersion(locale: Locale): Promise<string> {
  return (await loadPrivacyNotice(locale)).version;
}
