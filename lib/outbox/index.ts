import 'server-only';
import { randomUUID } from 'node:crypto';
import { env } from '@/lib/config/env';
import { setHeldStatsSource, setQueueStatsSource } from '@/lib/observability/metrics';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';
import { createHeldStore, createOutbox } from './create';
import type { HeldStore } from './held';
import { deliver } from './deliver';
import type { OutboxEntry, OutboxFile, Outbox } from './types';

export type { Outbox, OutboxEntry, OutboxKind } from './types';

/** This process's outbox (one per process: instrumentation and the route bundles share it). */
export function outbox(): Outbox {
  return processGlobal('agency.outbox', () => {
    const box = createOutbox(env);
    setQueueStatsSource(() => box.stats());
    return box;
  });
}

/** This process's store of sends waiting for a person's confirmation, in the outbox's store. */
export function heldSends(): HeldStore {
  return processGlobal('agency.outbox.held', () => {
    const held = createHeldStore(env, outbox());
    setHeldStatsSource(() => held.count());
    return held;
  });
}

/**
 * Starts this process's delivery worker (instrumentation.ts, after lib/sends registered every kind),
 * unless OUTBOX_WORKER=0. It stops
 * taking work on SIGTERM/SIGINT and lets the attempts under way finish; what is left waits in the
 * store for the next start or another instance.
 */
export function startOutboxWorker(): void {
  const box = outbox();
  if (env.OUTBOX_WORKER === '0') return;
  box.start((entry) => deliver(entry));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void box.stop());
}

/** The id a send is kept under: the browser's submission id when it sent one, else a fresh one. */
export function outboxId(submissionId: string | undefined): string {
  return submissionId ?? randomUUID();
}

/** A multipart payload as an outbox entry of a kind still to be named (fields in order, files with their bytes). */
export async function entryFromFormData(id: string, submittedAt: string, payload: FormData): Promise<Omit<OutboxEntry, 'kind'>> {
  const fields: [string, string][] = [];
  const files: OutboxFile[] = [];
  for (const [name, value] of payload.entries()) {
    if (typeof value === 'string') fields.push([name, value]);
    else files.push({ field: name, name: value.name || name, type: value.type || 'application/octet-stream', bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  return { id, submittedAt, fields, files };
}
