import { defineConfig, devices } from '@playwright/test';
import { E2E_DIST_DIR, E2E_OUTPUT_DIR, FORM_TOKEN_SECRET, MEDIA_HOST_URL, METRICS_TOKEN, PANEL_PORT, PANEL_URL, REVALIDATE_SECRET, SITE_LOG, SITE_PORT, SITE_URL } from './tests/e2e/support/env';

const chromiumArgs = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const chromium = {
  ...devices['Desktop Chrome'],
  locale: 'pt-BR',
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
};

/** Specs that break or count the shared local panel, or send rate-limited forms. */
const SERIAL_SPECS = [
  '**/apply/*.spec.ts',
  '**/contact/*.spec.ts',
  '**/home/*.spec.ts',
  '**/favorites/*.spec.ts',
  '**/platform/cache.spec.ts',
  '**/platform/metrics.spec.ts',
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
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', testIgnore: [...SERIAL_SPECS, ...CLUSTER_SPECS], use: chromium },
    { name: 'serial', testMatch: SERIAL_SPECS, workers: 1, dependencies: ['chromium'], use: chromium },
    // Its own panel, Redis, nginx and 3 instances of the same build (scripts/lib/cluster.ts), after the rest.
    { name: 'cluster', testMatch: CLUSTER_SPECS, workers: 1, dependencies: ['serial'] },
  ],
  webServer: [
    {
      command: `node_modules/.bin/tsx local-panel/server.ts --port ${PANEL_PORT} --data .e2e/panel-${PANEL_PORT} --reset`,
      url: `${PANEL_URL}/__admin/stats`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node_modules/.bin/tsx scripts/e2e-server.ts',
      url: `${SITE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 420_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NEXT_DIST_DIR: E2E_DIST_DIR,
        PORT: String(SITE_PORT),
        // The site's log lines, kept for the spec that checks none holds a visitor's values.
        E2E_SITE_LOG: SITE_LOG,
        METRICS_TOKEN,
        PANEL_URL,
        INTEGRATION_URL: PANEL_URL,
        MEDIA_HOSTS: MEDIA_HOST_URL,
        SITE_URL,
        REVALIDATE_SECRET,
        // For the build too: the form pages rendered at build time carry tokens signed with it.
        FORM_TOKEN_SECRET,
        // The specs stand in for a proxy on loopback: their x-forwarded-for gives each test its own visitor.
        TRUSTED_PROXIES: '127.0.0.1,::1',
        NEXT_TELEMETRY_DISABLED: '1',
      },
    },
  ],
});
