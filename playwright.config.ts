import { defineConfig, devices } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from './scripts/lib/screens';
import { E2E_OUTPUT_DIR, PANEL_PORT, PANEL_STAFF_PASSWORD, PANEL_URL, REVALIDATE_SECRET, SITE_URL, SMTP_PORT, siteServerEnv } from './tests/e2e/support/env';

const launchOptions = { executablePath: CHROME_PATH, args: CHROMIUM_ARGS };
const chromium = { ...devices['Desktop Chrome'], locale: 'pt-BR', launchOptions };

/** Set by scripts/e2e.ts, which runs the serial specs in a lane of their own. */
const LANES = process.env.E2E_LANES === '1';

/** Specs that break or count the shared local panel, or send rate-limited forms. */
const SERIAL_SPECS = [
  '**/application/*.spec.ts',
  '**/contact/*.spec.ts',
  '**/home/*.spec.ts',
  '**/favorites/*.spec.ts',
  '**/platform/cache.spec.ts',
  '**/platform/metrics.spec.ts',
  '**/privacy/*.spec.ts',
  '**/resilience/*.spec.ts',
  // Last of the project (files run in alphabetical order): reads the log lines of every send before it.
  '**/visitor-privacy/*.spec.ts',
];

/** Specs that start the multi-instance topology; they need redis-server and nginx (.ci/run installs them). */
const CLUSTER_SPECS = ['**/cluster/*.spec.ts'];

export default defineConfig({
  testDir: './tests/e2e',
  // Per build folder, so parallel runs by different engineers never wipe each other's artifacts.
  outputDir: E2E_OUTPUT_DIR,
  // Two workers for the specs that only read; the ones that switch the shared panel's fault modes,
  // count its calls or send forms (rate-limited per address) run afterwards, one at a time.
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: SITE_URL,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'chromium', testIgnore: [...SERIAL_SPECS, ...CLUSTER_SPECS], use: chromium },
    // In one run they follow the read-only specs on the same panel. `npm run test:e2e` (scripts/e2e.ts)
    // runs them instead in a second lane beside those, with its own panel and site (E2E_LANES=1).
    { name: 'serial', testMatch: SERIAL_SPECS, workers: 1, dependencies: LANES ? [] : ['chromium'], use: chromium },
    // Its own panel, Redis, nginx and 3 instances of the same build (scripts/lib/cluster.ts), after the rest.
    { name: 'cluster', testMatch: CLUSTER_SPECS, workers: 1, dependencies: LANES ? ['chromium'] : ['serial'] },
  ],
  webServer: [
    {
      command: `node_modules/.bin/tsx local-panel/server.ts --port ${PANEL_PORT} --smtp-port ${SMTP_PORT} --data .e2e/panel-${PANEL_PORT} --reset`,
      url: `${PANEL_URL}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // The site's address and webhook secret: the panel revalidates a package on the site when staff edit or revoke it.
      env: { PANEL_STAFF_PASSWORD, LOCAL_PANEL_SITE_URL: SITE_URL, REVALIDATE_SECRET },
    },
    {
      command: 'node_modules/.bin/tsx scripts/e2e-server.ts',
      url: `${SITE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 420_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: siteServerEnv(),
    },
  ],
});
