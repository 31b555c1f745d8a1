import 'server-only';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';

/**
 * The process's Prometheus metrics, served by `GET /api/metrics` (Bearer METRICS_TOKEN). One registry
 * per process, held on globalThis: instrumentation, route handlers and pages may each load this module,
 * and each copy must count into the same series.
 *
 * Labels are small fixed sets (a form kind, an outcome, an endpoint template), never a visitor's value.
 */
type Lookups = { hit: number; miss: number };

/** Adds the shared cache handler's lookups since the last scrape to `agency_cache_lookups_total{layer="shared-cache"}`. */
function syncSharedCacheLookups(counter: Counter<'layer' | 'result'>): void {
  // What lib/shared-state/cache-handler.mjs counts (plain JavaScript, loaded by Next outside the bundles).
  const counted = processGlobal<Lookups>('agency.cache-handler.lookups', () => ({ hit: 0, miss: 0 }));
  for (const result of ['hit', 'miss'] as const) {
    const seen = synced[result];
    if (counted[result] > seen) counter.inc({ layer: 'shared-cache', result }, counted[result] - seen);
    synced[result] = counted[result];
  }
}
const synced: Lookups = { hit: 0, miss: 0 };

/** The outbox's figures, read at each scrape (lib/outbox registers its store here). */
type QueueStats = { waiting: number; failed: number; bytes: number; oldestWaitingSeconds: number | null };
const queueStats = () =>
  processGlobal('agency.observability.queue-stats', (): { source?: () => Promise<QueueStats> } => ({}));

export function setQueueStatsSource(source: () => Promise<QueueStats>): void {
  queueStats().source = source;
}

/** Sends waiting for a person's confirmation by e-mail, by purpose (lib/outbox registers its held store here). */
const heldStats = () =>
  processGlobal('agency.observability.held-stats', (): { source?: () => Promise<Record<string, number>> } => ({}));

export function setHeldStatsSource(source: () => Promise<Record<string, number>>): void {
  heldStats().source = source;
}

/** One read per scrape for the three gauges (they collect one after the other within a few ms). */
let lastRead: { at: number; stats: Promise<QueueStats | null> } | undefined;
function readQueueStats(): Promise<QueueStats | null> {
  const { source } = queueStats();
  if (!source) return Promise.resolve(null);
  if (!lastRead || Date.now() - lastRead.at > 1_000) {
    lastRead = { at: Date.now(), stats: source().catch(() => null) };
  }
  return lastRead.stats;
}

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const seconds = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300, 900, 3600];
  return {
    registry,
    /** Sends that passed every check, by kind (`application`, `contact`, `package-picks`) and what became of them. */
    sends: new Counter({
      name: 'agency_sends_total',
      help: 'Form sends by kind and outcome (accepted, delivered, failed, duplicate, refused, fallback)',
      labelNames: ['kind', 'outcome'] as const,
      registers: [registry],
    }),
    /** From the visitor's Send to the panel's answer that took it, in seconds. */
    deliveryLatency: new Histogram({
      name: 'agency_delivery_latency_seconds',
      help: 'Time from the visitor pressing Send to the panel taking the entry',
      labelNames: ['kind'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    /** Items waiting for the panel and the age of the oldest; read from the outbox (lib/outbox) on scrape. */
    queueDepth: new Gauge({
      name: 'agency_queue_depth',
      help: 'Sends stored in the outbox, by state (waiting for the panel, failed and kept for an operator)',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        const stats = await readQueueStats();
        if (!stats) return;
        this.set({ state: 'waiting' }, stats.waiting);
        this.set({ state: 'failed' }, stats.failed);
      },
    }),
    queueOldestSeconds: new Gauge({
      name: 'agency_queue_oldest_age_seconds',
      help: 'Age of the oldest send waiting for the panel (0 when none waits)',
      registers: [registry],
      async collect() {
        const stats = await readQueueStats();
        if (stats) this.set(stats.oldestWaitingSeconds ?? 0);
      },
    }),
    queueBytes: new Gauge({
      name: 'agency_queue_bytes',
      help: 'Bytes held by the outbox (waiting and failed sends)',
      registers: [registry],
      async collect() {
        const stats = await readQueueStats();
        if (stats) this.set(stats.bytes);
      },
    }),
    /** Mails the site sent over SMTP, by purpose (guardian-confirmation, receipt, request-confirmation) and outcome of each attempt. */
    mails: new Counter({
      name: 'agency_mails_total',
      help: 'Mail sending attempts by purpose and outcome (sent, failed)',
      labelNames: ['purpose', 'outcome'] as const,
      registers: [registry],
    }),
    /** Held sends decided: confirmed or refused by the person mailed, or expired unanswered. */
    confirmations: new Counter({
      name: 'agency_confirmations_total',
      help: 'Sends held for a confirmation by e-mail, by purpose (guardian, requester) and outcome (confirmed, refused, expired)',
      labelNames: ['purpose', 'outcome'] as const,
      registers: [registry],
    }),
    awaitingConfirmation: new Gauge({
      name: 'agency_awaiting_confirmation',
      help: 'Sends held until a person confirms them by e-mail, by purpose (guardian: applications of minors; requester: requests about one\'s data)',
      labelNames: ['purpose'] as const,
      registers: [registry],
      async collect() {
        const source = heldStats().source;
        const counts = source ? await source().catch(() => null) : null;
        if (counts) for (const [purpose, count] of Object.entries(counts)) this.set({ purpose }, count);
      },
    }),
    /** Every call to the panel or the integration service, by host, endpoint template and outcome. */
    panelCalls: new Histogram({
      name: 'agency_backend_call_seconds',
      help: 'Backend calls by host, method, endpoint template and outcome (ok, http_4xx, http_5xx, timeout, network)',
      labelNames: ['host', 'method', 'endpoint', 'outcome'] as const,
      buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 60],
      registers: [registry],
    }),
    signIns: new Counter({
      name: 'agency_backend_sign_ins_total',
      help: 'Token sign-ins to the backends by host and outcome',
      labelNames: ['host', 'outcome'] as const,
      registers: [registry],
    }),
    rateLimited: new Counter({
      name: 'agency_rate_limited_total',
      help: 'Requests refused by a rate limit, by scope',
      labelNames: ['scope'] as const,
      registers: [registry],
    }),
    cache: new Counter({
      name: 'agency_cache_lookups_total',
      help: 'Cache lookups by layer and result (hit, miss, stale)',
      labelNames: ['layer', 'result'] as const,
      registers: [registry],
      collect() {
        syncSharedCacheLookups(this);
      },
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

export function metrics(): Metrics {
  return processGlobal('agency.observability.metrics', createMetrics);
}
