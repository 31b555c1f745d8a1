/**
 * The Panorama feed is a LightWidget Instagram grid (an iframe: no script of theirs runs in our
 * page). The agency sets its widget id in the panel's customization `social_feed_widget`; a full
 * https URL there is used as is, so another iframe provider can be swapped in without a deploy.
 */
export const FEED_PROVIDER = { name: 'LightWidget', origin: 'https://cdn.lightwidget.com' } as const;

export function feedEmbedUrl(widget: string | null | undefined): string | null {
  const value = widget?.trim();
  if (!value) return null;
  if (/^https:\/\//i.test(value)) return value;
  return /^[\w-]{1,64}$/.test(value) ? `${FEED_PROVIDER.origin}/widgets/${value}.html` : null;
}
