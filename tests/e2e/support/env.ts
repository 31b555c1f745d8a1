import { randomBytes } from 'node:crypto';

/** Ports and addresses of the e2e run (kept apart from the demo's 3000/4010). */
export const PANEL_PORT = Number(process.env.E2E_PANEL_PORT ?? 4110);
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3110);
export const PANEL_URL = `http://127.0.0.1:${PANEL_PORT}`;
/** The local panel's SMTP sink: the site's mail ends there (support/mail.ts reads it back). */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PANEL_PORT + 1000);
export const SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;
export const MAIL_FROM = '"Agência (e2e)" <no-reply@agency.example>';
/** The local panel's second media origin (a browser sees another host than 127.0.0.1): MEDIA_HOSTS lists its media folder. */
export const MEDIA_HOST_URL = `http://localhost:${PANEL_PORT}`;
/** MEDIA_HOSTS as `npm run demo` sets it: the media folder of the panel's second origin, nothing else of that host. */
export const MEDIA_HOSTS = `${MEDIA_HOST_URL}/storage/`;
export const SITE_URL = `http://localhost:${SITE_PORT}`;
/**
 * The site's REVALIDATE_SECRET and the panel's webhook key, drawn once per run: kept in the environment,
 * so the runner's workers and the servers it starts (all its children) read the same one.
 */
export const REVALIDATE_SECRET = (process.env.E2E_REVALIDATE_SECRET ||= randomBytes(32).toString('hex'));
/** The site's form-token key in e2e runs, so specs can sign tokens as the site does (support/form-token.ts). */
export const FORM_TOKEN_SECRET = 'e2e-form-token-secret-of-32-chars-or-more';
/** Separate build folders let several engineers run the suite side by side (E2E_DIST_DIR=.next-me). */
export const E2E_DIST_DIR = process.env.E2E_DIST_DIR ?? '.next-test';
/** Playwright's output folder for this build folder (relative to the repository). */
export const E2E_OUTPUT_DIR = `test-results/${E2E_DIST_DIR.replace(/^\./, '')}`;
/** Everything the site under test wrote to stdout and stderr in this run (scripts/e2e-server.ts tees it here). */
export const SITE_LOG = `${E2E_OUTPUT_DIR}/site.log`;
/**
 * The staff password of the e2e runs' local panels (PANEL_STAFF_PASSWORD of the panel playwright.config.ts
 * starts): the specs present it as `Authorization: Bearer …` to the inbox and the admin routes.
 */
export const PANEL_STAFF_PASSWORD = 'e2e-panel-staff-password-of-32-chars';
/** Headers that let a spec read the inbox and switch the panel (support/panel.ts). */
export const STAFF_HEADERS = { authorization: `Bearer ${PANEL_STAFF_PASSWORD}` };
/** The site's METRICS_TOKEN in e2e runs, so specs can scrape GET /api/metrics. */
export const METRICS_TOKEN = 'e2e-metrics-token-of-32-chars-or-more';

/**
 * The environment of the site under test (scripts/e2e-server.ts), for its build and its `next start`.
 * E2E_MEDIA_HOSTS lets one build serve both e2e lanes, each on its own panel (scripts/e2e.ts).
 */
export function siteServerEnv(): Record<string, string> {
  return {
    NEXT_DIST_DIR: E2E_DIST_DIR,
    PORT: String(SITE_PORT),
    // The site's log lines, kept for the spec that checks none holds a visitor's values.
    E2E_SITE_LOG: SITE_LOG,
    METRICS_TOKEN,
    PANEL_URL,
    INTEGRATION_URL: PANEL_URL,
    MEDIA_HOSTS: process.env.E2E_MEDIA_HOSTS ?? MEDIA_HOSTS,
    SITE_URL,
    REVALIDATE_SECRET,
    SMTP_URL,
    MAIL_FROM,
    // For the build too: the form pages rendered at build time carry tokens signed with it.
    FORM_TOKEN_SECRET,
    // The specs stand in for a proxy on loopback: their x-forwarded-for gives each test its own visitor.
    TRUSTED_PROXIES: '127.0.0.1,::1',
    NEXT_TELEMETRY_DISABLED: '1',
  };
}
