import 'server-only';
import { sharedRedis, withTimeout } from './redis';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';

/**
 * Submission ids: the browser gives each send of a form an id (kept across retries of that same send)
 * and the site remembers, for SENT_WINDOW_MS, the ids it already forwarded to the panel, so a double
 * tap or a retry after a lost answer is answered 201 without a second entry. Shared on Redis when
 * REDIS_URL is set (any instance knows what another forwarded), else this process's bounded memory.
 *
 *   const claim = await claimSubmission('contact', id);
 *   if (claim === 'sent') return created();          // forwarded before: nothing to do
 *   try { await send(); await markSubmissionSent(...) } catch { await releaseSubmission(...) }
 *
 * A claim is 'pending' while its send runs; a second request with that id waits for the first to end
 * (so two taps a millisecond apart still make one entry), then answers 201 or sends itself.
 */

/** How long a forwarded id is remembered. */
export const SENT_WINDOW_MS = 24 * 60 * 60_000;
/** A pending claim outlives a crashed process by this much at most. */
export const PENDING_MS = 2 * 60_000;
/** Most ids remembered in memory; the oldest are forgotten first. */
export const MAX_REMEMBERED = 20_000;

/** The field the forms send it in, and what an id looks like (a UUID or similar random string). */
export const SUBMISSION_ID_FIELD = 'submissionId';
const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function isSubmissionId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

export type Claim = 'claimed' | 'sent';

type Entry = { state: 'pending' | 'sent'; expires: number };

function memory(): Map<string, Entry> {
  return processGlobal<Map<string, Entry>>('agency.shared-state.submissions', () => new Map());
}

function key(scope: string, id: string): string {
  return `agency:submission:${scope}:${id}`;
}

function memoryClaim(name: string, now: number): Claim | 'pending' {
  const store = memory();
  const entry = store.get(name);
  if (entry && entry.expires > now) return entry.state === 'sent' ? 'sent' : 'pending';
  store.delete(name);
  if (store.size >= MAX_REMEMBERED) {
    for (const [other, { expires }] of store) if (expires <= now) store.delete(other);
    // Insertion order: the first keys are the oldest.
    for (const other of store.keys()) {
      if (store.size < MAX_REMEMBERED) break;
      store.delete(other);
    }
  }
  store.set(name, { state: 'pending', expires: now + PENDING_MS });
  return 'claimed';
}

async function tryClaim(name: string): Promise<Claim | 'pending'> {
  const client = sharedRedis();
  if (client !== null && client.isReady) {
    try {
      const set = await withTimeout(client.set(name, 'pending', { condition: 'NX', expiration: { type: 'PX', value: PENDING_MS } }));
      if (set === 'OK') return 'claimed';
      const state = await withTimeout(client.get(name));
      if (state === 'sent') return 'sent';
      if (state === 'pending') return 'pending';
      // Gone between the two commands (released or expired): try once more.
      const again = await withTimeout(client.set(name, 'pending', { condition: 'NX', expiration: { type: 'PX', value: PENDING_MS } }));
      return again === 'OK' ? 'claimed' : 'pending';
    } catch {
      // Redis away: this process's memory stands in, as for the rate limits.
    }
  }
  return memoryClaim(name, Date.now());
}

const POLL_MS = 200;

/**
 * Takes `id` for sending ('claimed'), or says it was forwarded already ('sent'). While another
 * request holds it, waits (up to `waitMs`) for that one to end; still pending then: 'claimed' is not
 * given, the caller gets 'sent' only if it was sent, else it may send itself.
 */
export async function claimSubmission(scope: string, id: string, waitMs = 30_000): Promise<Claim> {
  const name = key(scope, id);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const claim = await tryClaim(name);
    if (claim !== 'pending') return claim;
    if (Date.now() >= deadline) return 'claimed';
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The panel took it: repeats within SENT_WINDOW_MS are answered without sending. */
export async function markSubmissionSent(scope: string, id: string): Promise<void> {
  const name = key(scope, id);
  memory().set(name, { state: 'sent', expires: Date.now() + SENT_WINDOW_MS });
  const client = sharedRedis();
  if (client === null || !client.isReady) return;
  await withTimeout(client.set(name, 'sent', { expiration: { type: 'PX', value: SENT_WINDOW_MS } })).catch(() => undefined);
}

/** The send failed or was refused: the same id may be sent again. */
export async function releaseSubmission(scope: string, id: string): Promise<void> {
  const name = key(scope, id);
  memory().delete(name);
  const client = sharedRedis();
  if (client === null || !client.isReady) return;
  await withTimeout(client.del(name)).catch(() => undefined);
}

/** Forgets every id this process remembers (tests). */
export function resetSubmissions(): void {
  memory().clear();
}
