import 'server-only';
import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import type { Deliver, DeliveryOutcome, OutboxEntry, OutboxKind } from './types';

type Attempt = { id: string; kind: OutboxKind; attempt: number; bytes: number; submittedAt: string; ms: number };

/** One delivery attempt, timed: its outcome, and what reportAttempt says of it. */
export async function timedAttempt(deliver: Deliver, entry: OutboxEntry, facts: Omit<Attempt, 'ms'>): Promise<{ outcome: DeliveryOutcome; report: Attempt }> {
  const started = performance.now();
  const outcome = await deliver(entry, facts.attempt);
  return { outcome, report: { ...facts, ms: Math.round(performance.now() - started) } };
}

/**
 * One delivery attempt in the logs and metrics: ids, sizes, statuses and durations, never the entry's
 * fields. `final` says whether a failed attempt was the last (given up or refused).
 */
export function reportAttempt(attempt: Attempt, outcome: DeliveryOutcome, final: boolean): void {
  const { kind } = attempt;
  const fields = { submission: attempt.id, kind, attempt: attempt.attempt, bytes: attempt.bytes, ms: attempt.ms };
  if (outcome.kind === 'delivered') {
    const waitedSeconds = Math.max(0, (Date.now() - Date.parse(attempt.submittedAt)) / 1000);
    metrics().sends.inc({ kind, outcome: 'delivered' });
    metrics().deliveryLatency.observe({ kind }, waitedSeconds);
    log.info({ event: 'outbox.delivered', ...fields, status: outcome.status, waitedMs: Math.round(waitedSeconds * 1000) });
    return;
  }
  if (final) {
    metrics().sends.inc({ kind, outcome: 'failed' });
    log.error({ event: 'outbox.failed', ...fields, reason: outcome.reason });
    return;
  }
  metrics().sends.inc({ kind, outcome: 'retried' });
  log.warn({ event: 'outbox.retry', ...fields, reason: outcome.reason });
}

export function reportCorrupt(id: string, reason: string): void {
  log.error({ event: 'outbox.corrupt', submission: id, reason });
}
