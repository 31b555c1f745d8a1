import { processGlobal } from '@/lib/shared-state/process-global.mjs';

/**
 * What this process knows about the home's slides, shared by the proxy (which answers before any
 * render) and the home page (which learns it while rendering). A failed render can only answer 500
 * in Next.js, so the proxy uses this to answer the error screen's 503 itself.
 */
export const HOME_RETRY_AFTER_SECONDS = 30;

/** Error codes reach a URL segment: the ApiError codes (`http_503`, `timeout`, …) and nothing else. */
const CODE_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

export type HomeState =
  | { kind: 'unknown' }
  | { kind: 'ok' }
  /** The slides could not be loaded at `since`; the next attempt is due at `retryAt` (ms). */
  | { kind: 'outage'; code: string; since: number; retryAt: number };

// One per process: the proxy and the pages are separate bundles in one process.
function holder(): { state: HomeState } {
  return processGlobal<{ state: HomeState }>('agency.home.state', () => ({ state: { kind: 'unknown' } }));
}

export function isOutageCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

export function readHomeState(): HomeState {
  return holder().state;
}

export function markHomeAvailable(): void {
  holder().state = { kind: 'ok' };
}

export function recordHomeOutage(code: string, now: number): void {
  const safe = isOutageCode(code) ? code : 'unavailable';
  const current = holder().state;
  const since = current.kind === 'outage' ? current.since : now;
  holder().state = { kind: 'outage', code: safe, since, retryAt: now + HOME_RETRY_AFTER_SECONDS * 1000 };
}

/** Seconds a client should wait before asking again (at least 1, as `Retry-After` wants). */
export function retryAfterSeconds(state: Extract<HomeState, { kind: 'outage' }>, now: number): number {
  return Math.max(1, Math.ceil((state.retryAt - now) / 1000));
}

export function resetHomeState(): void {
  holder().state = { kind: 'unknown' };
}
