import 'server-only';
import { cache } from 'react';
import { env } from '@/lib/config/env';
import { buildSiteTitle } from '@/lib/config/public';
import { resolveSiteIdentity, type SiteIdentity } from '@/lib/site';
import { optionalRead } from './optional-read';
import { getCustomizations, getWebsiteImages } from './texts';

/**
 * The site's title, logo and provider credit (see `resolveSiteIdentity`). Never throws: with the
 * panel away and nothing cached, the environment's values stand in. Read once per request.
 */
export const getSiteIdentity = cache(async (): Promise<SiteIdentity> => {
  const [customizations, images] = await Promise.all([
    optionalRead(getCustomizations(), 'customizations'),
    optionalRead(getWebsiteImages(), 'website images'),
  ]);
  return resolveSiteIdentity({
    customizations,
    images,
    buildTitle: buildSiteTitle,
    siteUrl: env.SITE_URL,
    providerName: env.SITE_PROVIDER_NAME,
    providerUrl: env.SITE_PROVIDER_URL,
  });
});

/** The title in '<page> | <title>', the header and the footer. */
export async function getSiteTitle(): Promise<string> {
  return (await getSiteIdentity()).title;
}
