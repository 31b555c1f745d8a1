import 'server-only';
import { createHash } from 'node:crypto';
import { sendPackageView } from '@/lib/api/packages';
import { markOnce } from '@/lib/shared-state/marks';

/** A client's page view of a package, and each talent it opens, is reported at most once in this window. */
export const VIEW_WINDOW_MS = 30 * 60_000;

// Link previews and crawlers that announce themselves; the fetch metadata below turns away the rest.
const AGENT_PATTERN = /bot\b|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|slack|discord|skype|embedly|vkshare|quora link|pinterest|bitlyurl|headless|lighthouse|curl\/|wget\/|python-requests|go-http-client|okhttp|axios|node-fetch|undici/i;

/**
 * Whether a request comes from a person's browser: a browser sends fetch metadata with every
 * request (Chromium, Firefox and Safari for years now), a link preview or a script does not.
 * `navigation`: a page opened in a tab; `beacon`: the page's own script reporting from the same site.
 */
export function hasBrowserSignals(headers: Headers, kind: 'navigation' | 'beacon'): boolean {
  if (AGENT_PATTERN.test(headers.get('user-agent') ?? 'bot')) return false;
  const site = headers.get('sec-fetch-site');
  const mode = headers.get('sec-fetch-mode');
  if (kind === 'beacon') return site === 'same-origin' && mode !== 'navigate';
  return site !== null && mode === 'navigate' && headers.get('sec-fetch-dest') === 'document' && headers.get('purpose') !== 'prefetch' && headers.get('sec-purpose') === null;
}

/** Who is viewing, as a digest that names no one: the client's address bucket and browser. */
export function viewerOf(address: string, headers: Headers): string {
  return createHash('sha256').update(`${address}\u0000${headers.get('user-agent') ?? ''}`).digest('base64url').slice(0, 22);
}

/** Reports the package's opening (`talentId` null) or one talent's, unless this viewer's was reported within VIEW_WINDOW_MS. */
export async function reportViewOnce(token: string, pin: string | null, talentId: number | null, viewer: string): Promise<boolean> {
  const first = await markOnce(`package-view:${token}:${talentId ?? 'package'}:${viewer}`, VIEW_WINDOW_MS);
  return first ? sendPackageView(token, pin, talentId) : false;
}
