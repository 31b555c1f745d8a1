import 'server-only';
import { cache } from 'react';
import { isApiError } from '@/lib/api/errors';
import { getSiteIdentity } from '@/lib/api/identity';
import { getCustomizations, getWebsiteTexts } from '@/lib/api/texts';
import { websiteTextOrNull } from '@/lib/api/website-text';
import { env } from '@/lib/config/env';
import { confirmationDays } from '@/lib/confirmations/days';
import { DRAFT_MAX_AGE_MS } from '@/lib/forms/application/draft';
import type { Locale } from '@/lib/i18n/routing';
import { log } from '@/lib/observability/log';
import { noticeDigest } from './digest';
import { openNoticeSeal, sealNoticeVersion } from './seal';
import type { NoticeDocument, NoticeFacts } from './document';
import { buildNotice } from './texts';

/** Link to the notice from any component with `<Link href={PRIVACY_PATHNAME}>` (client components import it from `@/lib/privacy/pathname`). */
export { PRIVACY_PATHNAME, PRIVACY_REQUEST_HASH } from './pathname';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A full answer to a data subject's request within 15 days (LGPD art. 19, II; the GDPR allows a month). */
export const REQUEST_ANSWER_DAYS = 15;

/** The website texts (docs/contract.md) the notice states; each one missing is said to be missing. */
export const NOTICE_TEXT_KEYS = {
  controllerName: 'privacy_controller_name',
  controllerRegistration: 'privacy_controller_registration',
  controllerAddress: 'privacy_controller_address',
  dpoName: 'privacy_dpo_name',
  dpoEmail: 'privacy_dpo_email',
  storageCountry: 'privacy_storage_country',
} as const;

/**
 * What the notice states beyond its prose: the agency and its legal details as the panel gives them,
 * and the configured lifetimes. The panel's texts and customizations are read strictly (the cached or
 * last good value when the panel is away): when neither the panel nor a cache has them, this throws the
 * ApiError, and no notice is made up from what is missing.
 */
async function loadNoticeFacts(locale: Locale): Promise<NoticeFacts> {
  const [texts] = await Promise.all([getWebsiteTexts(), getCustomizations()]);
  // The customizations were just read, so the title is the panel's, as in the header.
  const identity = await getSiteIdentity();
  const text = (key: string) => websiteTextOrNull(texts, key, locale);
  return {
    agency: { name: identity.title, email: text('contact_email') },
    controller: {
      legalName: text(NOTICE_TEXT_KEYS.controllerName),
      registration: text(NOTICE_TEXT_KEYS.controllerRegistration),
      address: text(NOTICE_TEXT_KEYS.controllerAddress),
    },
    dpo: { name: text(NOTICE_TEXT_KEYS.dpoName), email: text(NOTICE_TEXT_KEYS.dpoEmail) },
    storageCountry: text(NOTICE_TEXT_KEYS.storageCountry),
    applicationRetentionDays: env.APPLICATION_RETENTION_DAYS,
    contactRetentionDays: env.CONTACT_RETENTION_DAYS,
    draftDays: Math.round(DRAFT_MAX_AGE_MS / DAY_MS),
    outboxGiveUpHours: env.OUTBOX_GIVE_UP_HOURS,
    outboxRetentionDays: env.OUTBOX_RETENTION_DAYS,
    answerDays: REQUEST_ANSWER_DAYS,
    confirmationDays: confirmationDays(),
  };
}

export type PrivacyNotice = { document: NoticeDocument; version: string; facts: NoticeFacts };

/**
 * The other way to ask about one's data that the request form offers when a send fails: the data
 * protection officer's e-mail, as the notice's "how to ask" names it, else the agency's contact e-mail.
 */
export function requestEmail(facts: NoticeFacts): string | null {
  return facts.dpo.email ?? facts.agency.email;
}

/**
 * The notice in `locale` with its version and the facts it states: what the privacy page renders.
 * Read once per request. Throws the backend's ApiError when the panel's texts cannot be read from the
 * panel or a cache (the page then shows the error screen).
 */
export const loadPrivacyNotice = cache(async (locale: Locale): Promise<PrivacyNotice> => {
  const facts = await loadNoticeFacts(locale);
  const document = buildNotice(locale, facts);
  return { document, version: noticeDigest(document), facts };
});

/**
 * The version the privacy page of `locale` prints, from the same reads and the same computation, or
 * null when the panel's texts cannot be read: then no page can print the notice either, and a consent
 * must not name a text nobody was shown.
 */
export async function noticeVersion(locale: Locale): Promise<string | null> {
  return (await printableNotice(locale))?.version ?? null;
}

/** The notice as the privacy page prints it, or null (logged) when the panel's texts cannot be read. */
async function printableNotice(locale: Locale): Promise<PrivacyNotice | null> {
  try {
    return await loadPrivacyNotice(locale);
  } catch (error) {
    if (!isApiError(error)) throw error;
    log.warn({ event: 'privacy.notice-unavailable', code: error.code, status: error.status });
    return null;
  }
}

/** The notice as a form page names it: the version and date it prints, and the version sealed for the form to carry back. */
export type ShownNotice = { version: string; date: NoticeDocument['date']; seal: string };

/**
 * The notice's version and date for a page that takes consent to print beside its form, with the seal
 * the form sends back (lib/privacy/seal.ts); null when the panel's texts cannot be read.
 */
export async function noticeForForm(locale: Locale): Promise<ShownNotice | null> {
  const notice = await printableNotice(locale);
  if (notice === null) return null;
  return { version: notice.version, date: notice.document.date, seal: sealNoticeVersion(notice.version, locale) };
}

/**
 * The version a consent record names. The one the form's page printed, when the form carries it sealed
 * by this site: true however the texts changed since, and known with the panel away. A form without a
 * seal of this site (its page drawn while the panel's texts could not be read, or signed with a key
 * since replaced) names the version the privacy page prints now; null when no page can print one, and
 * then no consent is taken.
 */
export async function consentNoticeVersion(locale: Locale, seal: string | undefined): Promise<string | null> {
  const sealed = openNoticeSeal(seal, locale);
  if (sealed !== null) return sealed;
  if (seal !== undefined && seal !== '') log.warn({ event: 'privacy.notice-seal-refused' });
  return noticeVersion(locale);
}
