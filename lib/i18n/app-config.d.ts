import type { Locale } from './routing';

// next-intl's own types learn the site's locales: useLocale() and getLocale() answer a Locale, no cast needed.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
  }
}
