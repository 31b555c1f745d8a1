/**
 * Security headers sent with every response (wired through `headers()` in next.config.ts).
 * Pure and free of `server-only`: next.config.ts evaluates it at build and start time.
 */

import { nodeEnv, parseConfig } from '../config';
import { mediaHostSource, type MediaHost } from '../config/media-hosts';

export type SecurityHeader = { key: string; value: string };

export type SecurityHeaderOptions = {
  /** Base address of the panel: images and slide videos are loaded from its /storage/. */
  panelUrl: string;
  /** Other hosts that serve media (MEDIA_HOSTS): allowed for images and slide videos like the panel. */
  mediaHosts?: readonly MediaHost[];
  /** Origin of the embedded social feed widget (the Panorama iframe). */
  socialWidgetOrigin?: string;
  /** Extra frame origins (e.g. another feed provider), comma or space separated in env. */
  extraFrameOrigins?: readonly string[];
  /** `next dev` needs eval and a websocket for fast refresh; production never gets them. */
  development?: boolean;
  /** A per-request nonce: replaces 'unsafe-inline' for scripts (needs dynamic rendering). */
  nonce?: string;
};

export const DEFAULT_SOCIAL_WIDGET_ORIGIN = 'https://cdn.lightwidget.com';

/** The video players the site embeds (lib/talents/video.ts) and the sanitiser lets through in posts. */
export const VIDEO_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://youtube-nocookie.com',
  'https://www.youtube.com',
  'https://youtube.com',
  'https://player.vimeo.com',
] as const;

// Powerful features nobody on this site needs; fullscreen/autoplay stay at their defaults so the
// video players keep working. Only names Chromium recognises, or it logs console errors.
const PERMISSIONS_POLICY = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'].join(', ');

const TWO_YEARS_SECONDS = 63_072_000;

export function originOf(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`Not a web origin: ${url}`);
  return parsed.origin;
}

export function buildContentSecurityPolicy(options: SecurityHeaderOptions): string {
  const panel = originOf(options.panelUrl);
  const media = (options.mediaHosts ?? []).map(mediaHostSource);
  const frames = unique([
    ...VIDEO_FRAME_ORIGINS,
    originOf(options.socialWidgetOrigin ?? DEFAULT_SOCIAL_WIDGET_ORIGIN),
    ...(options.extraFrameOrigins ?? []).map(originOf),
  ]);
  const dev = options.development === true;
  // Without a nonce, Next's inline RSC payload scripts of statically generated pages need 'unsafe-inline'.
  const scripts = options.nonce
    ? [`'self'`, `'nonce-${options.nonce}'`, `'strict-dynamic'`]
    : [`'self'`, `'unsafe-inline'`];
  if (dev) scripts.push(`'unsafe-eval'`);

  const directives: Array<[string, string[]]> = [
    ['default-src', [`'self'`]],
    ['script-src', scripts],
    // next/font and React style props write inline styles.
    ['style-src', [`'self'`, `'unsafe-inline'`]],
    // blob: shows the application form's photo previews; data: covers tiny inline placeholders.
    ['img-src', unique([`'self'`, 'data:', 'blob:', panel, ...media])],
    ['media-src', unique([`'self'`, panel, ...media])],
    ['font-src', [`'self'`]],
    ['connect-src', dev ? [`'self'`, 'ws:', 'wss:'] : [`'self'`]],
    ['frame-src', frames],
    ['worker-src', [`'self'`, 'blob:']],
    ['manifest-src', [`'self'`]],
    ['object-src', [`'none'`]],
    ['base-uri', [`'self'`]],
    ['form-action', [`'self'`]],
    ['frame-ancestors', [`'none'`]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export function buildSecurityHeaders(options: SecurityHeaderOptions): SecurityHeader[] {
  return [
    { key: 'Content-Security-Policy', value: buildContentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: `max-age=${TWO_YEARS_SECONDS}; includeSubDomains` },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    // Legacy browsers ignore frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/** The header options from the configuration lib/config/index.ts parses (the same schema lib/config/env.ts uses). */
export function securityOptionsFromEnv(source?: Record<string, string | undefined>): SecurityHeaderOptions {
  const config = parseConfig(source);
  return {
    panelUrl: config.PANEL_URL,
    mediaHosts: config.MEDIA_HOSTS,
    socialWidgetOrigin: config.SOCIAL_WIDGET_ORIGIN,
    extraFrameOrigins: config.CSP_EXTRA_FRAME_ORIGINS,
    development: nodeEnv(source) === 'development',
  };
}

/**
 * The headers every response gets. A page rendered per request replaces the policy with its nonce
 * one (lib/http/nonce.ts): the proxy's header overrides this one, so the browser receives one policy.
 */
export function securityHeadersFromEnv(source?: Record<string, string | undefined>): SecurityHeader[] {
  return buildSecurityHeaders(securityOptionsFromEnv(source));
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
