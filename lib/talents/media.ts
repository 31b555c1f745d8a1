import { isOnMediaHost, type MediaHost } from '@/lib/config/media-hosts';

/** Absolute media URL: http(s) URLs pass through, other paths live under `${panelUrl}/storage/`. */
export function resolveMediaUrl(file: string | null | undefined, panelUrl: string): string | null {
  const path = (file ?? '').trim();
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  const base = panelUrl.trim().replace(/\/+$/, '');
  return `${base}/storage/${path.replace(/^\/+/, '')}`;
}

export function isVideoFile(path: string | null | undefined): boolean {
  const bare = (path ?? '').split(/[?#]/, 1)[0] ?? '';
  return /\.(mp4|webm|ogg|mov)$/i.test(bare.trim());
}

/** Next's image optimizer may fetch it: the panel's storage or a configured media host (MEDIA_HOSTS). */
export function isOptimizableMedia(url: string, panelUrl: string, mediaHosts: readonly MediaHost[]): boolean {
  const storage = `${panelUrl.trim().replace(/\/+$/, '')}/storage/`;
  return url.startsWith(storage) || isOnMediaHost(url, mediaHosts);
}
