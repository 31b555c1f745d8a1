/**
 * The panel's webhook for packages (docs/contract.md, "Packages"): after staff edit or revoke one,
 * `POST {site}/api/revalidate` `{"secret", "tags": ["package:<token>"]}`, so the site drops its copy
 * on every instance and a revoked link answers 404 at once instead of within 30 s.
 *
 * Off unless the site's address (LOCAL_PANEL_SITE_URL, else SITE_URL) and its REVALIDATE_SECRET are
 * both set, as `npm run demo` and the e2e runs set them. The first try is awaited (so staff read
 * whether the site took it); when it fails, it is tried again twice in the background, then left to
 * the site's 30 s.
 */

const TRY_TIMEOUT_MS = 3_000;
const RETRY_DELAYS_MS = [1_000, 4_000];

export type WebhookResult = 'sent' | 'off' | 'failed';

type Target = { url: string; secret: string };

/** The site's address as the panel knows it (LOCAL_PANEL_SITE_URL, else SITE_URL), no trailing slash; null when unset. */
export function siteAddress(): string | null {
  return (process.env.LOCAL_PANEL_SITE_URL || process.env.SITE_URL || '').replace(/\/+$/, '') || null;
}

function target(): Target | null {
  const site = siteAddress();
  const secret = process.env.REVALIDATE_SECRET ?? '';
  if (!site || !secret || !URL.canParse(site)) return null;
  return { url: `${site}/api/revalidate`, secret };
}

async function once(to: Target, tags: string[]): Promise<boolean> {
  try {
    const response = await fetch(to.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ secret: to.secret, tags }),
      signal: AbortSignal.timeout(TRY_TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => undefined);
    return response.ok;
  } catch {
    return false;
  }
}

async function retry(to: Target, tags: string[]): Promise<void> {
  for (const delay of RETRY_DELAYS_MS) {
    await new Promise((resolve) => setTimeout(resolve, delay).unref());
    if (await once(to, tags)) return;
  }
  // The token and the secret stay out of the log: the site shows the change within 30 s anyway.
  console.error('[local-panel] the site did not take a package revalidation; it shows the change within 30 s');
}

/** Tells the site a package changed (edited or revoked). */
export async function revalidatePackageOnSite(token: string): Promise<WebhookResult> {
  const to = target();
  if (!to) return 'off';
  const tags = [`package:${token}`];
  if (await once(to, tags)) return 'sent';
  void retry(to, tags);
  return 'failed';
}
