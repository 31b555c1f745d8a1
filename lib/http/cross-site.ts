import 'server-only';
import { env } from '@/lib/config/env';
import { privateJson } from './private-json';

/**
 * True for a form post another site made a visitor's browser send (cross-site request forgery): the
 * browser says so in `Sec-Fetch-Site: cross-site`, or its `Origin` is neither SITE_URL's nor the host
 * the request was sent to (a demo reached under another name than SITE_URL still posts to itself).
 * A request with neither header comes from a script or an old browser: the other guards apply.
 */
export function isCrossSite(request: Request, siteUrl: string = env.SITE_URL): boolean {
  if (request.headers.get('sec-fetch-site')?.trim().toLowerCase() === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    // 'null' (sandboxed frames, some redirects) or garbage: not the site.
    return true;
  }
  if (from.origin === new URL(siteUrl).origin) return false;
  const host = request.headers.get('host');
  return host === null || from.host.toLowerCase() !== host.trim().toLowerCase();
}

/** 403 `{"error": "cross_site"}`: nothing was read or sent. */
export function crossSiteAnswer(): Response {
  return privateJson({ error: 'cross_site' }, 403);
}
