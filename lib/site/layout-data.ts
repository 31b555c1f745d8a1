import 'server-only';
import { getEntitySlides } from '@/lib/api/slides';
import { getSocialMedias, getWebsiteTexts } from '@/lib/api/texts';
import { optionalRead } from '@/lib/api/optional-read';
import { websiteTextOrNull } from '@/lib/api/website-text';
import type { FooterData, ShowSlide } from '@/lib/site/layout-types';
import type { Locale } from '@/lib/i18n/routing';

/** What the header, menu and footer need on every page, each part degrading on its own. */
export async function loadLayoutData(locale: Locale): Promise<{ footer: FooterData; menuSlides: ShowSlide[] }> {
  const [texts, socials, slides] = await Promise.all([
    optionalRead(getWebsiteTexts(), 'website texts'),
    optionalRead(getSocialMedias(), 'social medias'),
    optionalRead(getEntitySlides('slidesmenu'), 'menu slides'),
  ]);
  const text = (key: string) => websiteTextOrNull(texts, key, locale);
  return {
    footer: { phone: text('contact_phone'), email: text('contact_email'), socials: socials ?? [] },
    menuSlides: (slides ?? []).map((slide) => ({ id: slide.id, desktop: slide.desktop, mobile: slide.mobile, title: slide.title ?? null })),
  };
}
