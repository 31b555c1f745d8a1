import 'server-only';
import { env } from '@/lib/config/env';
import { resolveMediaUrl } from '@/lib/talents/media';
import { cachedRead } from './cached';
import { request } from './client';
import {
  customizationsResponseSchema,
  socialMediasResponseSchema,
  websiteImagesResponseSchema,
  websiteTextsResponseSchema,
} from './schemas';
import { tags } from './tags';
import type { Customizations, SocialMedia, WebsiteImages } from './types';
import type { WebsiteTexts } from './website-text';

/** Website texts by key; read one with `resolveWebsiteText`. */
export function getWebsiteTexts(): Promise<WebsiteTexts> {
  return cachedRead(['website-texts'], [tags.texts], async () => {
    const { data } = await request('panel', '/api/website-texts', { schema: websiteTextsResponseSchema });
    // fromEntries defines own properties, so a key such as "__proto__" stays plain data.
    return Object.fromEntries(data.map(({ key, value }) => [key, value] as const));
  });
}

/** Website images by key, as absolute URLs; keys without a file are left out. */
export function getWebsiteImages(): Promise<WebsiteImages> {
  return cachedRead(['website-images'], [tags.images], async () => {
    const { data } = await request('panel', '/api/website-images', { schema: websiteImagesResponseSchema });
    return Object.fromEntries(
      data.flatMap(({ key, file }) => {
        const url = resolveMediaUrl(file, env.PANEL_URL);
        return url ? [[key, url] as const] : [];
      }),
    );
  });
}

/** Customizations as text; nested values (not part of the contract) are left out. */
export function getCustomizations(): Promise<Customizations> {
  return cachedRead(['customizations'], [tags.customizations], async () => {
    const { data } = await request('panel', '/api/customizations', { schema: customizationsResponseSchema });
    const entries: [string, string | null][] = [];
    for (const [key, value] of Object.entries(data)) {
      if (value === null || value === undefined) entries.push([key, null]);
      else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        entries.push([key, String(value)]);
      }
    }
    return Object.fromEntries(entries);
  });
}

/** Social profiles that have a URL, in the panel's order. */
export function getSocialMedias(): Promise<SocialMedia[]> {
  return cachedRead(['social-medias'], [tags.socials], async () => {
    const { data } = await request('panel', '/api/social-medias', { schema: socialMediasResponseSchema });
    return data.flatMap(({ name, url }) => (url ? [{ name, url }] : []));
  });
}
