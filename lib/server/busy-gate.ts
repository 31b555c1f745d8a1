import 'server-only';
import { privateJson } from './private-json';
import { processGlobal } from '@/lib/process-global';

/**
 * A per-instance cap on requests that hold much memory or a long connection (application uploads,
 * zip downloads): past `max` at once, the next one is turned away at once with 503 and Retry-After,
 * before its body is read, instead of queueing until the process runs out of memory. Per instance on
 * purpose: the memory it protects is this process's.
 */

export { MAX_CONCURRENT_APPLICATIONS, MAX_CONCURRENT_ZIPS } from './limits';

type Gates = Map<string, { active: number }>;

function gate(name: string): { active: number } {
  const holder = processGlobal<Gates>('agency.server.busy-gates', () => new Map());
  let state = holder.get(name);
  if (!state) {
    state = { active: 0 };
    holder.set(name, state);
  }
  return state;
}

/** A place in the gate: call `release()` once the work (including any streamed answer) is over. */
export type GatePass = { release: () => void };

/** A place when fewer than `max` hold one, else null (answer `busyAnswer()`). */
export function enterGate(name: string, max: number): GatePass | null {
  const state = gate(name);
  if (state.active >= max) return null;
  state.active += 1;
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      state.active -= 1;
    },
  };
}

/** How many hold a place (tests, health). */
export function gateActive(name: string): number {
  return gate(name).active;
}

/** 503 `{"error": "busy"}` with Retry-After: the documented "try again in a moment". */
export function busyAnswer(retryAfterSeconds = 5): Response {
  return privateJson({ error: 'busy' }, 503, { 'Retry-After': String(retryAfterSeconds) });
}
