import 'server-only';
import { notFound } from 'next/navigation';
import { isLocale, type Locale } from './routing';

/** The locale of a `[lang]` route's parameter; a segment that is no locale is a 404 (proxy.ts already answers those). */
export function pageLocale(lang: string): Locale {
  return isLocale(lang) ? lang : notFound();
}
