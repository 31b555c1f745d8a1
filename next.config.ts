import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { parseConfig } from './lib/config';
import { imageOptimizerHosts } from './lib/config/media-hosts';
import { securityHeadersFromEnv } from './lib/http/security-headers';
import { plainRewrites } from './lib/i18n/plain-addresses';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // ICU messages are compiled at build time: browsers get a ~1 kB formatter instead of the ICU parser.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// The schema lib/config/env.ts parses for the server: a bad value stops the build (or `next start`) with its reason.
const config = parseConfig();
// The panel's /storage/ and the media folders the CSP allows (lib/http/security-headers.ts), each
// pattern with its folder's path; loopback is reachable only for a local panel (imageOptimizerHosts).
const imageHosts = imageOptimizerHosts(config.PANEL_URL, config.MEDIA_HOSTS);

// Read when `next start` loads this file, so one build runs with or without Redis.
const sharedCache: Partial<NextConfig> = config.REDIS_URL
  ? {
      cacheHandler: path.join(process.cwd(), 'lib', 'shared-state', 'cache-handler.mjs'),
      // No per-process copy in front of Redis: a revalidation on one instance must show on every other.
      cacheMaxMemorySize: 0,
    }
  : {};

const nextConfig: NextConfig = {
  ...sharedCache,
  // Tests build into their own folder so a running demo and a test run never share a build.
  distDir: config.NEXT_DIST_DIR,
  poweredByHeader: false,
  // Compression and ETags are lib/http/response-encoding.ts's (installed by instrumentation.ts): the
  // same middleware and the same ETag values, but a stored page's are worked out once, not per request.
  compress: false,
  generateEtags: false,
  // The outbox's Redis queue loads its Lua scripts from its own folder at run time: left to Node, not bundled.
  // pdfkit reads its own data files (and fontkit's) beside its code at run time, as does the queue.
  serverExternalPackages: ['bullmq', 'ioredis', 'pdfkit'],
  // `npm test` type-checks once before the e2e build; the build need not do it again.
  typescript: { ignoreBuildErrors: config.NEXT_SKIP_TYPECHECK === '1' },
  // The browser's bundles read the site title as parsed here (lib/site/index.ts), not as typed.
  env: { NEXT_PUBLIC_SITE_TITLE: config.NEXT_PUBLIC_SITE_TITLE ?? '' },
  reactStrictMode: true,
  // No experimental.inlineCss: it writes the stylesheet into the HTML twice, as a <style> and again
  // as text in the React payload (vercel/next.js#98079), about 11 kB gzip on every first view,
  // more than the one cached stylesheet request it saves; later pages then carry no CSS at all.
  images: {
    remotePatterns: imageHosts.remotePatterns,
    // On for the local panel only, which listens on loopback; then every media folder is on loopback too.
    dangerouslyAllowLocalIP: imageHosts.dangerouslyAllowLocalIP,
    // The optimizer follows a redirect without checking it against the patterns above: a media
    // folder must answer with the image itself, so nothing outside the folders is ever fetched.
    maximumRedirects: 0,
    formats: ['image/webp'],
    deviceSizes: [375, 640, 750, 828, 1080, 1280, 1600, 1920],
    imageSizes: [64, 128, 256, 384],
    qualities: [60, 75],
    minimumCacheTTL: 3600,
  },
  // The locale's rewrite for requests the proxy skips (lib/i18n/plain-addresses.ts); the proxy does it for the rest.
  async rewrites() {
    return { beforeFiles: plainRewrites(), afterFiles: [], fallback: [] };
  },
  // Every response (pages, API routes, static files, 404s) carries the security headers; see docs/security.md.
  async headers() {
    return [{ source: '/:path*', headers: securityHeadersFromEnv() }];
  },
};

export default withNextIntl(nextConfig);
