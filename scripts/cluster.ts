/**
 * `npm run cluster`: the production topology on this machine. The local panel (unless PANEL_URL is
 * given), redis-server and nginx from the system's packages, one build, and `--instances N` (default 3)
 * `next start` processes behind nginx on PORT (default 3000), sharing the cache and rate limits on Redis,
 * and Debian's prometheus on PROMETHEUS_PORT (default 9090) scraping every instance's /api/metrics.
 *
 *   npm run cluster                          3 instances on :3000, local panel on :4010 (its SMTP sink on :1025, LOCAL_PANEL_SMTP_PORT)
 *   npm run cluster -- --instances 5         five instances
 *   npm run cluster -- --reuse-build         skip `next build` when .next-cluster is current
 *   PANEL_URL=https://… INTEGRATION_URL=https://… REVALIDATE_SECRET=… npm run cluster
 *   REDIS_PASSWORD=$(openssl rand -hex 32) npm run cluster   Redis's password (else one drawn per run)
 *   SMTP_URL=smtp://user:pass@host:587 MAIL_FROM='"Agency" <no-reply@…>' npm run cluster   mail through a real server
 *
 * Ctrl-C or SIGTERM: Prometheus stops, the instances finish their open requests, then nginx, Redis and the panel stop.
 */
import './lib/node-line';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster, type Cluster } from './lib/cluster';
import { redactRedisUrl } from './lib/cluster-redis';
import { handleSignalsYourself } from './lib/processes';
import { buildSite, readBuildStamp, redactSmtpUrl, root, startPanel, type PanelService } from './lib/stack';

const { values: args } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    'reuse-build': { type: 'boolean', default: false },
    'dist-dir': { type: 'string', default: '.next-cluster' },
    'nginx-cache': { type: 'boolean', default: false },
  },
});

const instances = Number(args.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 32) {
  console.error('--instances must be a whole number from 1 to 32');
  process.exit(2);
}
const port = Number(process.env.PORT ?? 3000);
const panelPort = Number(process.env.LOCAL_PANEL_PORT ?? 4010);
const smtpPort = Number(process.env.LOCAL_PANEL_SMTP_PORT ?? 1025);
const redisPort = Number(process.env.REDIS_PORT ?? 6379);
const prometheusPort = Number(process.env.PROMETHEUS_PORT ?? 9090);
const distDir = args['dist-dir']!;

handleSignalsYourself();
let panel: PanelService | null = null;
let cluster: Cluster | null = null;
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.error('\nstopping: Prometheus stops, instances drain their open requests, then nginx, Redis and the panel stop');
    await cluster?.stop();
    await panel?.stop();
  }
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  const siteUrl = `http://localhost:${port}`;
  // Unset: one drawn for this run, given to every instance and to the local panel, which calls the site's webhook with it.
  const secret = process.env.REVALIDATE_SECRET || randomBytes(32).toString('hex');
  const givenPanel = process.env.PANEL_URL;
  if (!givenPanel) {
    panel = await startPanel({ port: panelPort, smtpPort, dataDir: '.cluster/panel', env: { REVALIDATE_SECRET: secret, LOCAL_PANEL_SITE_URL: siteUrl } });
  }
  const panelUrl = givenPanel ?? panel!.url;
  // SMTP_URL given: the instances send through it; else through the local panel's sink (none without a local panel).
  const smtpUrl = process.env.SMTP_URL || panel?.smtpUrl;
  const integrationUrl = process.env.INTEGRATION_URL ?? panelUrl;
  const stamp = readBuildStamp(distDir);
  const current = args['reuse-build'] && stamp !== null && existsSync(path.join(root, distDir, 'BUILD_ID'));
  if (!current) buildSite(distDir, { panelUrl, siteUrl, smtpUrl, extra: { INTEGRATION_URL: integrationUrl } }, { panelPort, sitePort: port, extra: {} });
  cluster = await startCluster({
    distDir,
    instances,
    port,
    instancePort: Number(process.env.INSTANCE_PORT ?? port + 1),
    redisPort,
    // Unset: one drawn for this run, in .cluster/run/redis.conf (readable by its owner only).
    ...(process.env.REDIS_PASSWORD ? { redisPassword: process.env.REDIS_PASSWORD } : {}),
    panelUrl,
    integrationUrl,
    smtpUrl,
    ...(process.env.MAIL_FROM ? { mailFrom: process.env.MAIL_FROM } : {}),
    workDir: '.cluster/run',
    revalidateSecret: secret,
    nginxPageCache: args['nginx-cache'],
    prometheus: { port: prometheusPort, scrapeInterval: '5s' },
    // Unset: one token drawn for this run, printed below for a manual scrape.
    ...(process.env.METRICS_TOKEN ? { metricsToken: process.env.METRICS_TOKEN } : {}),
    quiet: false,
  });
  console.log(`\n  Site:      ${cluster.url}  (nginx → ${cluster.instances.map((instance) => instance.port).join(', ')})`);
  console.log(`  Redis:     ${redactRedisUrl(cluster.redisUrl)}  (password: REDIS_PASSWORD, else the requirepass line of .cluster/run/redis.conf)`);
  console.log(`  Panel:     ${panelUrl}${panel ? `  (inbox: ${panelUrl}/inbox, staff password: ${panel.staffPassword})` : ''}`);
  console.log(`  Mail:      ${process.env.SMTP_URL ? `through ${redactSmtpUrl(process.env.SMTP_URL)}` : panel ? `${panelUrl}/mail  (the panel's SMTP sink, ${panel.smtpUrl})` : 'no SMTP_URL: the flows that need a mail are off'}`);
  console.log(`  Readiness: ${cluster.instances[0]!.url}/api/ready`);
  console.log(`  Metrics:   ${cluster.instances[0]!.url}/api/metrics  (Authorization: Bearer ${cluster.metricsToken})`);
  console.log(`  Prometheus: ${cluster.prometheusUrl}  (e.g. sum by (endpoint) (rate(agency_backend_call_seconds_count[1m])))\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
