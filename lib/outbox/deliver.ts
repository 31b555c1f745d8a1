import 'server-only';
import { isApiError } from '@/lib/api/errors';
import { sendKindOf } from './kinds';
import type { DeliveryOutcome, OutboxEntry } from './types';

// Nobody waits on the worker's attempt, and up to four photos go up in one call.
export const BACKGROUND_TIMEOUT_MS = 30_000;
// A visitor waits on this one (the outbox was full or could not be written).
export const WAITING_TIMEOUT_MS = 15_000;

/**
 * What an error from the destination means for the entry: no answer, a timeout, 429 or 5xx are worth
 * another try; any other 4xx is a refusal for good. An expired token was already renewed once by the
 * client (lib/api/client.ts); a second 401 is a refusal an operator must see.
 */
export function classifyFailure(error: unknown): DeliveryOutcome {
  if (!isApiError(error)) return { kind: 'retry', reason: error instanceof Error ? error.name : 'unknown' };
  if (error.code === 'unreachable' || error.code === 'timeout') return { kind: 'retry', reason: error.code };
  if (error.status === 429 || error.status >= 500) {
    return { kind: 'retry', reason: `http_${error.status}`, ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }) };
  }
  // The fields the panel named, never its sentences (they may quote what the visitor typed).
  const details = error.code === 'validation' && typeof error.details === 'object' && error.details !== null ? error.details : {};
  const fields = Object.keys(details).sort().join(',');
  return { kind: 'refused', status: error.status, reason: fields ? `${error.status} ${fields}` : `${error.status}`, ...(fields ? { details } : {}) };
}

/**
 * One attempt to hand an entry over, the same for the worker and for a visitor who waits (`waiting`):
 * the kind's turn to yield (background only), its preparation, its send. Any 2xx is delivered (200:
 * the destination had it already). A kind this process never registered is tried again later.
 */
export async function deliver(entry: OutboxEntry, { waiting = false }: { waiting?: boolean } = {}): Promise<DeliveryOutcome> {
  const kind = sendKindOf(entry.kind);
  if (!kind) return { kind: 'retry', reason: 'unregistered_kind' };
  if (!waiting) await kind.yieldFirst?.();
  const prepared = kind.prepare ? await kind.prepare(entry) : ({ ok: true, entry } as const);
  // Checked the same way before the visitor was answered: a bug or a damaged store, kept for an operator.
  if (!prepared.ok) return { kind: 'refused', status: 0, reason: prepared.reason };
  try {
    return { kind: 'delivered', status: await kind.send(prepared.entry, waiting ? WAITING_TIMEOUT_MS : BACKGROUND_TIMEOUT_MS) };
  } catch (error) {
    return kind.classify?.(error) ?? classifyFailure(error);
  }
}
