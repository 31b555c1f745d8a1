import { getRequestConfig } from 'next-intl/server';
import { env } from '@/lib/config/env';
import { isLocale, routing } from './routing';
import { mergeMessages, type Messages } from './merge-messages';
import pt from '@/messages/pt.json';

const loaders: Record<string, () => Promise<{ default: Messages }>> = {
  en: () => import('@/messages/en.json'),
  es: () => import('@/messages/es.json'),
};

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const own = locale === 'pt' ? {} : ((await loaders[locale]?.())?.default ?? {});
  // Portuguese is the source of truth: a key missing in another locale falls back to it, key by key.
  // The agency's zone: dates read the same on the server and in every visitor's browser.
  return { locale, timeZone: env.AGENCY_TIME_ZONE, messages: mergeMessages(pt as Messages, own) };
});
