/**
 * What every HTML page of the local panel shares: its frame (never indexed, styles inline, no
 * script) and its headers (never cached or framed; `extra` widens the policy, e.g. for images).
 */

/** The sources a page's policy allows beyond inline styles and posting forms to itself. */
export type PageSources = { img?: string; frame?: string };

export function staffPageHeaders(extra: PageSources = {}): Record<string, string> {
  const allowed = [extra.img ? `img-src ${extra.img}` : null, "style-src 'unsafe-inline'", extra.frame ? `frame-src ${extra.frame}` : null];
  return {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // Not no-referrer: under it a browser posts a form with `Origin: null`, which the origin check refuses.
    'Referrer-Policy': 'same-origin',
    'Content-Security-Policy': ["default-src 'none'", ...allowed.filter(Boolean), "form-action 'self'", "frame-ancestors 'none'", "base-uri 'none'"].join('; '),
  };
}

/** A page: `title` and `body` are HTML the caller has escaped. */
export function staffPage({ lang = 'en', title, style, body }: { lang?: string; title: string; style: string; body: string }): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** A staff page's heading with the sign-out button beside it. */
export function signedInTop(heading: string): string {
  return `<div class="top"><h1>${heading}</h1><form method="post" action="/staff/sign-out"><button type="submit">Sign out</button></form></div>`;
}
