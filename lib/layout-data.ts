import 'server-only';
import { getEntitySlides } from '@/lib/api/slides';
import { getSocialMedias, getWebsiteTexts } from '@/lib/api/texts';
import { resolveWebsiteText } from '@/lib/api/website-text';
import type { FooterData } from '@/components/layout/site-footer';
import type { ShowSlide } from '@/components/ui/fade-slideshow';
import type { Locale } from '@/lib/i18n/routing';

async function orFallback<T>(promise: Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    // The shell must render even when the panel is away; the page itself decides what it needs.
    console.error(`[layout] ${what} unavailable:`, error instanceof Error ? error.message : error);
    return fallback;
  }
}

/** What the header, menu and footer need on every page, each part degrading on its own. */
export async function loadLayoutData(locale: Locale): Promise<{ footer: FooterData; menuSlides: ShowSlide[] }> {
  const [texts, socials, slides] = await Promise.all([
    orFallback(getWebsiteTexts(), null, 'website texts'),
    orFallback(getSocialMedias(), [], 'social medias'),
    orFallback(getEntitySlides('slidesmenu'), [], 'menu slides'),
  ]);
  const text = (key: string) => {
    if (!texts) return null;
    const value = resolveWebsiteText(texts, key, locale);
    return value && value !== key ? value : null;
  };
  return {
    footer: { phone: text('contact_phone'), email: text('contact_email'), socials },
    menuSlides: slides.map((slide) => ({ id: slide.id, desktop: slide.desktop, mobile: slide.mobile, title: slide.title ?? null })),
  };
}
