import 'server-only';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';
import type { DeliveryOutcome, OutboxEntry, OutboxKind } from './types';

export type Prepared = { ok: true; entry: OutboxEntry } | { ok: false; reason: string };

/**
 * What one kind of send brings to the outbox: how it is delivered, and what must happen first. The
 * outbox knows no form; each kind registers itself from its own slice (lib/forms/application/send.ts, …)
 * and lib/sends lists them all for the worker.
 */
export type SendKind = {
  kind: OutboxKind;
  /** Before a delivery nobody waits on: lets the visitors' own work in this process go first. */
  yieldFirst?: () => Promise<void>;
  /** The entry as it goes out (the application's photos drawn again); a refusal here is final. */
  prepare?: (entry: OutboxEntry) => Promise<Prepared>;
  /** Hands the entry to its destination within `timeoutMs`: the HTTP status, or a thrown ApiError. */
  send: (entry: OutboxEntry, timeoutMs: number) => Promise<number>;
  /** What an error `send` threw means, when the kind knows better than the HTTP rules (an SMTP server's 5xx). */
  classify?: (error: unknown) => DeliveryOutcome | null;
};

function registry(): Map<OutboxKind, SendKind> {
  return processGlobal<Map<OutboxKind, SendKind>>('agency.outbox.kinds', () => new Map());
}

/** Registers a kind (once per process; a second registration of the same kind replaces the first). */
export function registerSendKind(kind: SendKind): SendKind {
  registry().set(kind.kind, kind);
  return kind;
}

export function sendKindOf(kind: OutboxKind): SendKind | null {
  return registry().get(kind) ?? null;
}
