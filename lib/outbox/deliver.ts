import 'server-only';
import { requestRaw } from '@/lib/api/client';
import { sendPackagePicks } from '@/lib/api/packages';
import { picksFromEntry } from '@/lib/packages/picks-entry';
import { isApiError } from '@/lib/api/errors';
import { whenGateIdle } from '@/lib/forms/server/busy-gate';
import { prepareForPanel } from './prepare';
import type { DeliveryOutcome, OutboxEntry } from './types';

// Up to four photos go up in one call; no visitor waits on it, so it may take longer than a read.
export const DELIVERY_TIMEOUT_MS = 30_000;
// The longest a delivery stands aside while applications are being read in this process.
const YIELD_MS = 10_000;

/** The entry as the panel's multipart body, rebuilt from what the outbox stored. */
export function entryFormData(entry: OutboxEntry): FormData {
  const body = new FormData();
  for (const [name, value] of entry.fields) body.append(name, value);
  for (const file of entry.files) {
    body.append(file.field, new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  }
  return body;
}

/** The headers a panel may use to spot a repeat and to know when the visitor sent it (docs/contract.md). */
export function deliveryHeaders(entry: OutboxEntry): Record<string, string> {
  return { 'Idempotency-Key': entry.id, 'X-Submitted-At': entry.submittedAt };
}

/**
 * What an error from the panel call means for the entry: no answer, a timeout, 429 or 5xx are worth
 * another try; any other 4xx is the panel refusing this entry for good. An expired token was already
 * renewed once by the client (lib/api/client.ts); a second 401 is a refusal an operator must see.
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
  return { kind: 'refused', status: error.status, reason: fields ? `${error.status} ${fields}` : `${error.status}` };
}

/**
 * One attempt to hand the entry to the panel. Any 2xx is delivered (200: the panel had it already).
 * It first lets the applications this process is reading go ahead (up to YIELD_MS): an applicant
 * waits on those, nobody waits on this. Then the photos are drawn again (lib/outbox/prepare.ts).
 */
export async function deliverEntry(entry: OutboxEntry): Promise<DeliveryOutcome> {
  if (entry.kind === 'packagePicks') return deliverPicks(entry);
  await whenGateIdle('get-scouted', YIELD_MS);
  const prepared = await prepareForPanel(entry);
  if (!prepared.ok) {
    // Checked with the same decoder before the applicant was answered: a bug or a damaged store.
    return { kind: 'refused', status: 0, reason: `photo ${prepared.field} ${prepared.reason}` };
  }
  try {
    const response = await requestRaw('panel', `/api/entry/${entry.kind}/send`, {
      method: 'POST',
      formData: entryFormData(prepared.entry),
      headers: deliveryHeaders(entry),
      timeoutMs: DELIVERY_TIMEOUT_MS,
    });
    await response.body?.cancel().catch(() => undefined);
    return { kind: 'delivered', status: response.status };
  } catch (error) {
    return classifyFailure(error);
  }
}

/** A client's answer to a package: the contract's JSON to `POST /api/packages/{token}/picks`, with the same headers. */
export async function deliverPicks(entry: OutboxEntry): Promise<DeliveryOutcome> {
  const answer = picksFromEntry(entry);
  if (!answer) return { kind: 'refused', status: 0, reason: 'malformed picks' };
  const { token, ...body } = answer;
  try {
    return { kind: 'delivered', status: await sendPackagePicks(token, body, deliveryHeaders(entry)) };
  } catch (error) {
    return classifyFailure(error);
  }
}
