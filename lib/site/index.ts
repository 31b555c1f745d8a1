/**
 * Who the site belongs to: title, logo and the provider's credit, resolved from the panel first and
 * the environment second. Pure, so it is unit-tested; the server reads it through `lib/api/identity`.
 */

/** Customization and website-image keys the site reads from the panel. */
export const IDENTITY_KEYS = {
  title: 'site_title',
  providerName: 'site_provider_name',
  providerUrl: 'site_provider_url',
  logo: 'logo',
} as const;

export type ProviderCredit = { name: string; url: string | null };

export type SiteIdentity = {
  /** The agency's name: '<page> | <title>', the header, the footer. */
  title: string;
  /** Absolute URL of the logo image, or null to show the title as text. */
  logo: string | null;
  /** The footer's "site by" credit, or null when nobody configured one. */
  provider: ProviderCredit | null;
};

export type IdentitySources = {
  /** The panel's customizations; null when they could not be read. */
  customizations: Readonly<Record<string, string | null>> | null;
  /** The panel's website images as absolute URLs; null when they could not be read. */
  images: Readonly<Record<string, string>> | null;
  buildTitle: string | null;
  /** The public origin (SITE_URL): its host name is the title of last resort. */
  siteUrl: string;
  providerName?: string;
  providerUrl?: string;
};

const MAX_TITLE_LENGTH = 120;

function text(value: string | null | undefined): string | null {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed.slice(0, MAX_TITLE_LENGTH) : null;
}

function webUrl(value: string | null | undefined): string | null {
  const candidate = value?.trim();
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The public host name without `www.`: neutral, and always the agency's own. */
export function hostTitle(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname.replace(/^www\./, '');
  } catch {
    return siteUrl;
  }
}

/**
 * Title: the panel's `site_title`, else NEXT_PUBLIC_SITE_TITLE, else the site's host name.
 * Logo: the panel's `logo` website image. Credit: the panel's `site_provider_name` (with
 * `site_provider_url` when it is an http(s) link), else SITE_PROVIDER_NAME/URL, else none.
 */
export function resolveSiteIdentity(sources: IdentitySources): SiteIdentity {
  const custom = sources.customizations ?? {};
  const title = text(custom[IDENTITY_KEYS.title]) ?? text(sources.buildTitle) ?? hostTitle(sources.siteUrl);
  const logo = webUrl(sources.images?.[IDENTITY_KEYS.logo]);
  const panelProvider = text(custom[IDENTITY_KEYS.providerName]);
  const envProvider = text(sources.providerName);
  const provider: ProviderCredit | null = panelProvider
    ? { name: panelProvider, url: webUrl(custom[IDENTITY_KEYS.providerUrl]) }
    : envProvider
      ? { name: envProvider, url: webUrl(sources.providerUrl) }
      : null;
  return { title, logo, provider };
}
