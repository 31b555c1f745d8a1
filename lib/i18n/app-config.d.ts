import type pt from '@/messages/pt.json';
import type { Locale } from './routing';

// next-intl's own types learn the site's locales and messages: useLocale() and getLocale() answer a
// Locale, and every message key given to t() is checked against messages/pt.json (the complete
// catalogue; en and es fall back to it) by the compiler.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof pt;
  }
}
