import type { OutboxEntry } from './types';

/**
 * Sends that wait for a person to confirm them by a link mailed to them (a minor's application for
 * the guardian, a request about one's data for its requester): kept beside the outbox, in the same
 * store (the spool's folder, or Redis), never delivered until confirmed, deleted when refused or when
 * the link expires. What was decided is remembered without any of the send's data, so a link used
 * twice says what happened.
 */

export const HELD_PURPOSES = ['guardian', 'requester'] as const;
export type HeldPurpose = (typeof HELD_PURPOSES)[number];

/** What the confirmation page may show of a held send (never its fields or files). */
export type HeldMeta = {
  purpose: HeldPurpose;
  /** The language of the mail and of the page the link opens. */
  locale: string;
  createdAt: string;
  expiresAt: string;
  /** The few words the page needs: the applicant's first name and age, or the kind of request. */
  summary: Record<string, string | number>;
};

export type HeldDecision = 'confirmed' | 'refused' | 'expired';

export type HeldView = { state: 'waiting'; meta: HeldMeta } | { state: HeldDecision; at: string; purpose: HeldPurpose } | { state: 'unknown' };

export type DecideResult =
  /** Decided now. */
  | { kind: 'done'; decision: 'confirmed' | 'refused'; at: string }
  /** Decided before (the link was used, or it expired). */
  | { kind: 'decided'; decision: HeldDecision; at: string }
  /** Nothing held under this id, and nothing remembered. */
  | { kind: 'unknown' }
  /** Another request decides it right now. */
  | { kind: 'busy' }
  /** The confirmed send could not be handed on: still held, the link still works. */
  | { kind: 'failed' };

export interface HeldStore {
  /** Keeps `entry` until it is decided or `meta.expiresAt`; 'full' past the outbox's bound in items. */
  hold(holdId: string, entry: OutboxEntry, meta: HeldMeta): Promise<'held' | 'full'>;
  view(holdId: string): Promise<HeldView>;
  /**
   * Decides a held send once. Confirmed: `release` hands the entry on (true when the outbox has it);
   * the held copy is deleted only after. Refused: deleted. Either way the decision is remembered.
   */
  decide(holdId: string, decision: 'confirmed' | 'refused', release: (entry: OutboxEntry) => Promise<boolean>): Promise<DecideResult>;
  /** Undoes a hold whose mail could not be queued: deleted, nothing remembered. */
  drop(holdId: string): Promise<void>;
  /** Deletes every held send past its expiry; what they were held for, for the metrics. */
  expire(now?: number): Promise<HeldPurpose[]>;
  count(): Promise<Record<HeldPurpose, number>>;
}

/** A decision is remembered this long after the link's expiry, then forgotten (the page then says "unknown"). */
export const DECISION_MEMORY_MS = 30 * 24 * 60 * 60_000;

/** What a hold id looks like: drawn by lib/confirm, 22 to 64 URL-safe characters. */
export const HOLD_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

export function isExpired(meta: HeldMeta, now = Date.now()): boolean {
  return Date.parse(meta.expiresAt) <= now;
}

export function parseMeta(text: string): HeldMeta | null {
  try {
    const value = JSON.parse(text) as Partial<HeldMeta>;
    if (
      (HELD_PURPOSES as readonly string[]).includes(value.purpose ?? '') &&
      typeof value.locale === 'string' &&
      typeof value.createdAt === 'string' &&
      typeof value.expiresAt === 'string' &&
      typeof value.summary === 'object' &&
      value.summary !== null
    ) {
      return value as HeldMeta;
    }
  } catch {
    // Unreadable: treated as absent.
  }
  return null;
}

export type DecisionRecord = { decision: HeldDecision; at: string; purpose: HeldPurpose };

export function parseDecision(text: string | null): DecisionRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<DecisionRecord>;
    const decided = value.decision === 'confirmed' || value.decision === 'refused' || value.decision === 'expired';
    if (decided && typeof value.at === 'string' && (HELD_PURPOSES as readonly string[]).includes(value.purpose ?? '')) {
      return { decision: value.decision!, at: value.at, purpose: value.purpose! };
    }
  } catch {
    // Unreadable: treated as absent.
  }
  return null;
}
