/** Ports and addresses of the e2e run (kept apart from the demo's 3000/4010). */
export const PANEL_PORT = Number(process.env.E2E_PANEL_PORT ?? 4110);
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3110);
export const PANEL_URL = `http://127.0.0.1:${PANEL_PORT}`;
/** The local panel's second media origin (a browser sees another host than 127.0.0.1): MEDIA_HOSTS lists it. */
export const MEDIA_HOST_URL = `http://localhost:${PANEL_PORT}`;
export const SITE_URL = `http://localhost:${SITE_PORT}`;
export const REVALIDATE_SECRET = 'e2e-revalidate-secret-of-32-chars-or-more';
/** The site's form-token key in e2e runs, so specs can sign tokens as the site does (support/form-token.ts). */
export const FORM_TOKEN_SECRET = 'e2e-form-token-secret-of-32-chars-or-more';
/** Separate build folders let several engineers run the suite side by side (E2E_DIST_DIR=.next-me). */
export const E2E_DIST_DIR = process.env.E2E_DIST_DIR ?? '.next-test';
/** Playwright's output folder for this build folder (relative to the repository). */
export const E2E_OUTPUT_DIR = `test-results/${E2E_DIST_DIR.replace(/^\./, '')}`;
/** Everything the site under test wrote to stdout and stderr in this run (scripts/e2e-server.ts tees it here). */
export const SITE_LOG = `${E2E_OUTPUT_DIR}/site.log`;
/** The site's METRICS_TOKEN in e2e runs, so specs can scrape GET /api/metrics. */
export const METRICS_TOKEN = 'e2e-metrics-token-of-32-chars-or-more';
