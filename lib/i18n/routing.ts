import { defineRouting } from 'next-intl/routing';

export const locales = ['pt', 'en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'pt';
/** Locales offered by the language switch and advertised to search engines. */
export const publicLocales = ['pt', 'en', 'es'] as const;

export const GENDER_KEYS = ['women', 'men'] as const;
export type GenderKey = (typeof GENDER_KEYS)[number];
export const BOARD_KEYS = ['actors', 'new_faces', 'international', 'curvy', 'talents', 'creative', 'kids'] as const;
export type BoardKey = (typeof BOARD_KEYS)[number];

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // `/` is Portuguese whatever the browser says: URLs stay predictable and CDN-cacheable.
  localeDetection: false,
  localeCookie: false,
  // hreflang alternates are written in each page's metadata instead of a Link header.
  alternateLinks: false,
  pathnames: {
    '/': '/',
    '/models': { pt: '/modelos', en: '/models', es: '/modelos' },
    '/models/women': { pt: '/modelos/feminino', en: '/models/women', es: '/modelos/mujeres' },
    '/models/men': { pt: '/modelos/masculino', en: '/models/men', es: '/modelos/hombres' },
    '/models/actors': { pt: '/modelos/atores', en: '/models/actors', es: '/modelos/actores' },
    '/models/new_faces': { pt: '/modelos/novos_rostos', en: '/models/new_faces', es: '/modelos/nuevos_rostros' },
    '/models/international': {
      pt: '/modelos/internacional',
      en: '/models/international',
      es: '/modelos/internacional',
    },
    '/models/curvy': { pt: '/modelos/curvy', en: '/models/curvy', es: '/modelos/curvy' },
    '/models/talents': { pt: '/modelos/talentos', en: '/models/talents', es: '/modelos/talentos' },
    '/models/creative': { pt: '/modelos/criativos', en: '/models/creative', es: '/modelos/creativos' },
    '/models/kids': { pt: '/modelos/criancas', en: '/models/kids', es: '/modelos/ninos' },
    '/models/[slug]': { pt: '/modelos/[slug]', en: '/models/[slug]', es: '/modelos/[slug]' },
    '/models/[slug]/[name]': { pt: '/modelos/[slug]/[name]', en: '/models/[slug]/[name]', es: '/modelos/[slug]/[name]' },
    '/favorites': { pt: '/favoritos', en: '/favorites', es: '/favoritos' },
    '/be-a-model': { pt: '/seja-um-modelo', en: '/be-a-model', es: '/ser-modelo' },
    '/be-a-model/sent': { pt: '/seja-um-modelo/enviado', en: '/be-a-model/sent', es: '/ser-modelo/enviado' },
    '/be-a-model/not-sent': { pt: '/seja-um-modelo/nao-enviado', en: '/be-a-model/not-sent', es: '/ser-modelo/no-enviado' },
    // A minor's application, kept until the guardian confirms by e-mail (lib/confirmations).
    '/be-a-model/waiting': { pt: '/seja-um-modelo/aguardando', en: '/be-a-model/waiting', es: '/ser-modelo/en-espera' },
    '/about': { pt: '/sobre', en: '/about', es: '/sobre' },
    '/panorama': '/panorama',
    '/contact': { pt: '/contato', en: '/contact', es: '/contacto' },
    '/contact/sent': { pt: '/contato/enviado', en: '/contact/sent', es: '/contacto/enviado' },
    '/contact/not-sent': { pt: '/contato/nao-enviado', en: '/contact/not-sent', es: '/contacto/no-enviado' },
    '/news': { pt: '/noticias', en: '/news', es: '/noticias' },
    '/news/[slug]': { pt: '/noticias/[slug]', en: '/news/[slug]', es: '/noticias/[slug]' },
    // A booker's package for one client (lib/packages): never in the sitemap, never indexed.
    '/package/[token]': { pt: '/pacote/[token]', en: '/package/[token]', es: '/paquete/[token]' },
    '/privacy': { pt: '/privacidade', en: '/privacy', es: '/privacidad' },
    '/privacy/sent': { pt: '/privacidade/enviado', en: '/privacy/sent', es: '/privacidad/enviado' },
    '/privacy/not-sent': { pt: '/privacidade/nao-enviado', en: '/privacy/not-sent', es: '/privacidad/no-enviado' },
    // A link mailed to a guardian or a requester (lib/confirmations): never in the sitemap, never indexed.
    '/confirm/[token]': { pt: '/confirmar/[token]', en: '/confirm/[token]', es: '/confirmar/[token]' },
  },
});

export type AppPathname = keyof typeof routing.pathnames;

/** Whether a `[lang]` segment (or any value) is one of the site's locales: the one locale check of pages, routes and the proxy. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
