/**
 * When to try a delivery again. Exponential back-off from 2 s, doubled per attempt and capped at
 * 5 minutes, with jitter (each delay drawn between half and all of it) so sends that failed together
 * do not all come back at the same moment. A panel's `Retry-After` is honoured (within 1 s … 15 min).
 */
export const FIRST_RETRY_MS = 2_000;
export const MAX_RETRY_MS = 5 * 60_000;
const RETRY_AFTER_RANGE_MS = { min: 1_000, max: 15 * 60_000 } as const;

/** The delay after the `attempt`-th failed attempt (1 for the first); `random` in [0, 1). */
export function backoffMs(attempt: number, random: number = Math.random()): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** exponent);
  return Math.round(ceiling * (0.5 + 0.5 * random));
}

export function retryDelayMs(attempt: number, retryAfterMs: number | undefined, random: number = Math.random()): number {
  if (retryAfterMs !== undefined && Number.isFinite(retryAfterMs)) {
    return Math.min(RETRY_AFTER_RANGE_MS.max, Math.max(RETRY_AFTER_RANGE_MS.min, Math.round(retryAfterMs)));
  }
  return backoffMs(attempt, random);
}

/** True when a send that still fails should be given up: it has waited longer than `giveUpMs`. */
export function isPastGiveUp(submittedAt: string, giveUpMs: number, now: number = Date.now()): boolean {
  const sent = Date.parse(submittedAt);
  return Number.isFinite(sent) && now - sent > giveUpMs;
}
