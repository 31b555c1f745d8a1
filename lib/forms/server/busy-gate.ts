import 'server-only';
import { privateJson } from '../../http/private-json';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';

/**
 * A per-instance cap on requests that hold much memory or a long connection (application uploads,
 * zip downloads): past `max` at once, the next one waits in line (waitForGate) or is turned away at
 * once (enterGate) with 503 and Retry-After, always before its body is read, so the process never
 * holds more than `max` bodies. A request waiting in line holds only its connection: its body stays
 * in the socket. Per instance on purpose: the memory it protects is this process's.
 */

export { APPLICATION_BODY_PACE, MAX_APPLICATIONS_PER_CLIENT, MAX_CONCURRENT_APPLICATIONS, MAX_CONCURRENT_ZIPS } from './limits';

type GateState = {
  active: number;
  waiting: Array<() => void>;
  idle: Array<() => void>;
  /** Places held or waited for, per client address (waitForGate's `client`). */
  perClient: Map<string, number>;
};
type Gates = Map<string, GateState>;

function gate(name: string): GateState {
  const holder = processGlobal<Gates>('agency.server.busy-gates', () => new Map());
  let state = holder.get(name);
  if (!state) {
    state = { active: 0, waiting: [], idle: [], perClient: new Map() };
    holder.set(name, state);
  }
  return state;
}

/** A place in the gate: call `release()` once the work (including any streamed answer) is over. */
export type GatePass = { release: () => void };

/** Counts one more place (held or waited for) for `client`; false when it already has `max`. */
function takeClientPlace(state: GateState, client: ClientShare | undefined): boolean {
  if (!client) return true;
  const held = state.perClient.get(client.key) ?? 0;
  if (held >= client.max) return false;
  state.perClient.set(client.key, held + 1);
  return true;
}

function giveClientPlace(state: GateState, client: ClientShare | undefined): void {
  if (!client) return;
  const held = (state.perClient.get(client.key) ?? 1) - 1;
  if (held <= 0) state.perClient.delete(client.key);
  else state.perClient.set(client.key, held);
}

/** A place already counted in `active`; releasing it hands it to the first in line, or frees it. */
function pass(state: GateState, client?: ClientShare): GatePass {
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      giveClientPlace(state, client);
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

/** One client's share of a gate: at most `max` places held or waited for under `key` (its address). */
export type ClientShare = { key: string; max: number };

/**
 * A place as soon as one is free, first come first served: null when `maxWaiting` already wait, when
 * none came free within `waitMs`, or when `client` already holds or waits for its `max` places, so
 * one address can never take them all (answer `busyAnswer()`). A burst of applications is then
 * served in turn within seconds instead of most of it being told to come back.
 */
export function waitForGate(
  name: string,
  max: number,
  { waitMs, maxWaiting, client }: { waitMs: number; maxWaiting: number; client?: ClientShare },
): Promise<GatePass | null> {
  const state = gate(name);
  if (state.active >= max && state.waiting.length >= maxWaiting) return Promise.resolve(null);
  if (!takeClientPlace(state, client)) return Promise.resolve(null);
  if (state.active < max) {
    state.active += 1;
    return Promise.resolve(pass(state, client));
  }
  return new Promise((resolve) => {
    const granted = () => {
      clearTimeout(timer);
      // The releasing request handed its place on: `active` stays as it was.
      resolve(pass(state, client));
    };
    const timer = setTimeout(() => {
      const index = state.waiting.indexOf(granted);
      if (index >= 0) state.waiting.splice(index, 1);
      giveClientPlace(state, client);
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
