import 'server-only';
import { privateJson } from './private-json';
import { processGlobal } from '@/lib/process-global';

/**
 * A per-instance cap on requests that hold much memory or a long connection (application uploads,
 * zip downloads): past `max` at once, the next one waits in line (waitForGate) or is turned away at
 * once (enterGate) with 503 and Retry-After, always before its body is read, so the process never
 * holds more than `max` bodies. A request waiting in line holds only its connection: its body stays
 * in the socket. Per instance on purpose: the memory it protects is this process's.
 */

export { MAX_CONCURRENT_APPLICATIONS, MAX_CONCURRENT_ZIPS } from './limits';

type GateState = { active: number; waiting: Array<() => void>; idle: Array<() => void> };
type Gates = Map<string, GateState>;

function gate(name: string): GateState {
  const holder = processGlobal<Gates>('agency.server.busy-gates', () => new Map());
  let state = holder.get(name);
  if (!state) {
    state = { active: 0, waiting: [], idle: [] };
    holder.set(name, state);
  }
  return state;
}

/** A place in the gate: call `release()` once the work (including any streamed answer) is over. */
export type GatePass = { release: () => void };

/** A place already counted in `active`; releasing it hands it to the first in line, or frees it. */
function pass(state: GateState): GatePass {
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      const next = state.waiting.shift();
      if (next) next();
      else state.active -= 1;
      if (state.active === 0) for (const resolve of state.idle.splice(0)) resolve();
    },
  };
}

/** A place when fewer than `max` hold one, else null (answer `busyAnswer()`). */
export function enterGate(name: string, max: number): GatePass | null {
  const state = gate(name);
  if (state.active >= max) return null;
  state.active += 1;
  return pass(state);
}

/**
 * A place as soon as one is free, first come first served: null when `maxWaiting` already wait, or
 * when none came free within `waitMs` (answer `busyAnswer()`). A burst of applications is then
 * served in turn within seconds instead of most of it being told to come back.
 */
export function waitForGate(name: string, max: number, { waitMs, maxWaiting }: { waitMs: number; maxWaiting: number }): Promise<GatePass | null> {
  const state = gate(name);
  if (state.active < max) {
    state.active += 1;
    return Promise.resolve(pass(state));
  }
  if (state.waiting.length >= maxWaiting) return Promise.resolve(null);
  return new Promise((resolve) => {
    const granted = () => {
      clearTimeout(timer);
      // The releasing request handed its place on: `active` stays as it was.
      resolve(pass(state));
    };
    const timer = setTimeout(() => {
      const index = state.waiting.indexOf(granted);
      if (index >= 0) state.waiting.splice(index, 1);
      resolve(null);
    }, waitMs);
    state.waiting.push(granted);
  });
}

/**
 * Resolves once nobody holds a place in the gate, or after `maxWaitMs` at the most: background work
 * (the outbox's deliveries) lets the requests a visitor waits on have the processor first, without
 * being held back for longer than that by a steady stream of them.
 */
export function whenGateIdle(name: string, maxWaitMs: number): Promise<void> {
  const state = gate(name);
  if (state.active === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      const index = state.idle.indexOf(done);
      if (index >= 0) state.idle.splice(index, 1);
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    state.idle.push(done);
  });
}

/** How many wait in line (tests). */
export function gateWaiting(name: string): number {
  return gate(name).waiting.length;
}

/** How many hold a place (tests, health). */
export function gateActive(name: string): number {
  return gate(name).active;
}

/** 503 `{"error": "busy"}` with Retry-After: the documented "try again in a moment". */
export function busyAnswer(retryAfterSeconds = 5): Response {
  return privateJson({ error: 'busy' }, 503, { 'Retry-After': String(retryAfterSeconds) });
}
