import { absoluteUrl } from '@/lib/site/seo';

/** The news feed of a locale, served by ./feed.xml/route.ts (outside the proxy, which skips paths with a dot). */
export function newsFeedUrl(locale: string): string {
  return absoluteUrl(`/${locale}/news/feed.xml`);
}
