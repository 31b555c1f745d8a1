import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '@/lib/forms/server/token';
import type { Locale } from '@/lib/i18n/routing';

/**
 * A notice version as a page printed it, signed with a key of the site's own: `<version>.<signature>`.
 * The signature covers the language too, so a version printed in one language never passes for a
 * consent in another. No expiry: what a visitor was shown stays true however long the tab was open.
 */
const FORMAT = /^([0-9a-f]{16})\.([A-Za-z0-9_-]{43})$/;

function signature(version: string, locale: Locale): Buffer {
  return createHmac('sha256', derivedKey('notice-seal')).update(`${locale}.${version}`).digest();
}

/** The seal a page puts in its form beside the version it printed. */
export function sealNoticeVersion(version: string, locale: Locale): string {
  return `${version}.${signature(version, locale).toString('base64url')}`;
}

/** The version a seal names when this site signed it for `locale`; null for anything else (absent, forged, another language, another key). */
export function openNoticeSeal(seal: string | undefined, locale: Locale): string | null {
  const match = FORMAT.exec(seal?.trim() ?? '');
  if (!match) return null;
  const [, version = '', given = ''] = match;
  const expected = signature(version, locale);
  const actual = Buffer.from(given, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? version : null;
}
