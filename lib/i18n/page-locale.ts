import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from './routing';

/** The locale of a `[lang]` route's parameter; a segment that is no locale is a 404 (proxy.ts already answers those). */
export function pageLocale(lang: string): Locale {
  return isLocale(lang) ? lang : notFound();
}

/** A page's first step: the locale of its `[lang]` parameter, set for the rest of the request's rendering. */
export async function enterPageLocale(params: Promise<{ lang: string }>): Promise<Locale> {
  const locale = pageLocale((await params).lang);
  setRequestLocale(locale);
  return locale;
}
