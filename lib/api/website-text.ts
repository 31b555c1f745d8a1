/** Locale → text; a locale may be missing or null when it was never filled in. */
export type LocalizedValue = Record<string, string | null | undefined>;

/** Website text key → its localized values. */
export type WebsiteTexts = Record<string, LocalizedValue>;

const FALLBACK_LOCALE = 'pt';

function filled(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The text for `locale`, else pt, else the first non-empty value, else the key itself. */
export function resolveWebsiteText(texts: WebsiteTexts, key: string, locale: string): string {
  const values = Object.hasOwn(texts, key) ? texts[key] : undefined;
  if (!values) return key;
  const own = Object.hasOwn(values, locale) ? values[locale] : undefined;
  if (filled(own)) return own;
  const fallback = values[FALLBACK_LOCALE];
  if (filled(fallback)) return fallback;
  return Object.values(values).find(filled) ?? key;
}

/** The text to show for `key`, or null when the texts are unavailable or the key was never filled in. */
export function websiteTextOrNull(texts: WebsiteTexts | null, key: string, locale: string): string | null {
  if (!texts) return null;
  const value = resolveWebsiteText(texts, key, locale);
  // A key that resolves to itself was never filled in: show nothing rather than 'contact_phone'.
  return value === key ? null : value;
}
