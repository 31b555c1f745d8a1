export type VideoProvider = 'youtube' | 'vimeo';
export type VideoItem = { provider: VideoProvider; file: string };
export type VimeoRef = { id: string; hash?: string };

const youtubeId = /^[A-Za-z0-9_-]{1,64}$/;
const vimeoId = /^\d+$/;
const vimeoHash = /^[A-Za-z0-9]+$/;

function asUrl(text: string): URL | null {
  if (!/^https?:\/\//i.test(text) && !/^(www\.)?(youtube\.com|youtu\.be|vimeo\.com|player\.vimeo\.com)\//i.test(text)) {
    return null;
  }
  try {
    return new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

function pathSegments(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean);
}

export function parseYouTube(file: string): string | null {
  const text = file.trim();
  const url = asUrl(text);
  if (!url) return youtubeId.test(text) ? text : null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const segments = pathSegments(url);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'music.youtube.com') {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  }
  return id && youtubeId.test(id) ? id : null;
}

/** Accepts '<id>', '<id>/<hash>' or a vimeo.com / player.vimeo.com URL (hash from the path or `h`). */
export function parseVimeo(file: string): VimeoRef | null {
  const text = file.trim();
  const url = asUrl(text);
  if (!url) {
    const match = /^(\d+)(?:\/([A-Za-z0-9]+))?\/?$/.exec(text);
    if (!match?.[1]) return null;
    return match[2] ? { id: match[1], hash: match[2] } : { id: match[1] };
  }
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const segments = pathSegments(url);
  // In /showcase/<album>/video/<id> the first number is the album, so 'video' decides.
  const videoAt = segments.indexOf('video');
  const idAt = videoAt >= 0 ? videoAt + 1 : segments.findIndex((segment) => vimeoId.test(segment));
  const id = idAt >= 0 ? segments[idAt] : undefined;
  if (!id || !vimeoId.test(id)) return null;
  const hash = url.searchParams.get('h') ?? segments[idAt + 1];
  return hash && vimeoHash.test(hash) ? { id, hash } : { id };
}

export function videoEmbedUrl(item: VideoItem): string | null {
  if (typeof item.file !== 'string') return null;
  if (item.provider === 'youtube') {
    const id = parseYouTube(item.file);
    return id ? `https://www.youtube-nocookie.com/embed/${id}?rel=0` : null;
  }
  if (item.provider === 'vimeo') {
    const ref = parseVimeo(item.file);
    if (!ref) return null;
    return ref.hash
      ? `https://player.vimeo.com/video/${ref.id}?h=${ref.hash}`
      : `https://player.vimeo.com/video/${ref.id}`;
  }
  return null;
}

/** The video's own page at its host: where a visitor without script goes to watch it. */
export function videoWatchUrl(item: VideoItem): string | null {
  if (typeof item.file !== 'string') return null;
  if (item.provider === 'youtube') {
    const id = parseYouTube(item.file);
    return id ? `https://www.youtube.com/watch?v=${id}` : null;
  }
  if (item.provider === 'vimeo') {
    const ref = parseVimeo(item.file);
    return ref ? `https://vimeo.com/${ref.id}${ref.hash ? `/${ref.hash}` : ''}` : null;
  }
  return null;
}

/** The player's address that starts playing at once: for a frame loaded because the visitor pressed play. */
export function autoplayUrl(embedUrl: string): string {
  return `${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`;
}

export const VIDEO_PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };
