import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { resolveMediaUrl } from '@/lib/talents/media';

export type SanitizeOptions = {
  /** The site's own origin: links elsewhere count as external and get `rel="noopener noreferrer"`. */
  siteOrigin?: string;
  /** The panel's base address: relative image paths are its storage files. */
  panelUrl?: string;
  /** Accessible name for an embedded player that came without a title. */
  videoTitle?: string;
};

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code',
  'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'small', 'mark', 'abbr', 'cite', 'q', 'time', 'span',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'a', 'img', 'figure', 'figcaption', 'iframe', 'div',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

// Only YouTube and Vimeo players may be embedded, and only their player paths.
const EMBEDS: readonly { hosts: readonly string[]; path: RegExp }[] = [
  { hosts: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com'], path: /^\/embed\/[\w-]+$/ },
  { hosts: ['player.vimeo.com'], path: /^\/video\/\d+$/ },
];
const IFRAME_HOSTS = EMBEDS.flatMap((embed) => embed.hosts);

// Raster images pasted by an editor arrive as data: URLs; SVG is left out because it can carry script.
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;

function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

function embedSrc(src: string | undefined): string | null {
  const url = parseUrl((src ?? '').trim());
  if (!url || url.protocol !== 'https:') return null;
  const embed = EMBEDS.find((candidate) => candidate.hosts.includes(url.hostname));
  if (!embed || !embed.path.test(url.pathname) || url.username || url.password || url.port) return null;
  // Same privacy-enhanced player as the profile galleries: no YouTube cookies until the visitor plays.
  if (url.hostname.includes('youtube')) url.hostname = 'www.youtube-nocookie.com';
  return url.href;
}

function imageSrc(src: string | undefined, panelUrl: string | undefined): string | null {
  const value = (src ?? '').trim();
  if (value === '') return null;
  if (/^data:/i.test(value)) return DATA_IMAGE.test(value) ? value : null;
  if (/^https?:\/\//i.test(value)) return value;
  // Relative paths only make sense against the panel; without it they would point at this site.
  if (!panelUrl || /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return null;
  if (value.startsWith('/')) return parseUrl(value, panelUrl)?.href ?? null;
  return resolveMediaUrl(value, panelUrl);
}

function isExternal(href: string, siteOrigin: string | undefined): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  if (!siteOrigin) return true;
  return parseUrl(href)?.origin !== parseUrl(siteOrigin)?.origin;
}

function dimension(value: string | undefined): string | undefined {
  return value && /^\d{1,5}$/.test(value.trim()) ? value.trim() : undefined;
}

function defined(attribs: Record<string, string | undefined>): sanitizeHtml.Attributes {
  const out: sanitizeHtml.Attributes = {};
  for (const [key, value] of Object.entries(attribs)) if (value !== undefined) out[key] = value;
  return out;
}

/**
 * THE sanitiser for every HTML string from the panel. An allow-list of text, list, table, image,
 * link and figure markup; no script, style, form or event handler survives, links keep only
 * http(s), mailto and tel, frames only YouTube and Vimeo players, and the page's own h1 stays the
 * only h1 (a body's h1 becomes h2).
 */
export function sanitizePanelHtml(html: string, options: SanitizeOptions = {}): string {
  const { siteOrigin, panelUrl, videoTitle = 'Video' } = options;
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
      iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
      abbr: ['title'],
      time: ['datetime'],
      ol: ['start', 'reversed'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      '*': ['lang', 'dir'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'], iframe: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    allowedIframeHostnames: IFRAME_HOSTS,
    allowIframeRelativeUrls: false,
    // Their text is code or widget content, never prose worth keeping.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'xmp', 'noembed', 'noframes', 'select', 'object', 'embed', 'svg', 'math'],
    disallowedTagsMode: 'discard',
    parseStyleAttributes: false,
    enforceHtmlBoundary: false,
    nestingLimit: 64,
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const href = (attribs.href ?? '').trim();
        const external = href !== '' && isExternal(href, siteOrigin);
        return {
          tagName,
          attribs: defined({
            href: href === '' ? undefined : href,
            title: attribs.title,
            // Only a new tab is a meaningful target; named frames are not ours to address.
            target: attribs.target === '_blank' ? '_blank' : undefined,
            rel: external || attribs.target === '_blank' ? 'noopener noreferrer' : undefined,
          }),
        };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: defined({
          src: imageSrc(attribs.src, panelUrl) ?? undefined,
          alt: attribs.alt ?? '',
          title: attribs.title,
          width: dimension(attribs.width),
          height: dimension(attribs.height),
          loading: 'lazy',
          decoding: 'async',
        }),
      }),
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: defined({
          src: embedSrc(attribs.src) ?? undefined,
          title: attribs.title?.trim() || videoTitle,
          width: dimension(attribs.width),
          height: dimension(attribs.height),
          allow: 'autoplay; encrypted-media; picture-in-picture; fullscreen',
          allowfullscreen: '',
          loading: 'lazy',
          referrerpolicy: 'strict-origin-when-cross-origin',
        }),
      }),
    },
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img' || frame.tag === 'iframe') return !frame.attribs.src;
      // A link whose address was refused keeps its words but stops being a link.
      if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
      return false;
    },
  });
}
