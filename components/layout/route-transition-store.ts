import { processGlobal } from '@/lib/shared-state/process-global.mjs';
/**
 * Whether a page change is under way, shared by the progress bar, the global loader and the roster.
 * Navigations start in `onRouterTransitionStart` (links, router.push, back and forward alike) and
 * end when the layout commits a new pathname.
 */

/** What started a navigation, when a component wants its own loading state for it. */
export type NavigationTag = 'gender';

type NavigationState = { pending: boolean; tag: NavigationTag | null };

/** A navigation that never lands (blocked, offline) must not leave the loading state on. */
export const NAVIGATION_TIMEOUT_MS = 20_000;

const IDLE: NavigationState = { pending: false, tag: null };

type Store = {
  state: NavigationState;
  committedPathname: string | null;
  leftPathname: string | null;
  nextTag: NavigationTag | null;
  timeout: ReturnType<typeof setTimeout> | undefined;
  listeners: Set<() => void>;
};

// instrumentation-client.ts and the layout's components are bundled apart and may each get their
// own copy of this module: the state lives on globalThis so they share one.

function store(): Store {
  return processGlobal<Store>('agency.navigation', () => ({ state: IDLE, committedPathname: null, leftPathname: null, nextTag: null, timeout: undefined, listeners: new Set() }));
}

function notify() {
  for (const listener of store().listeners) listener();
}

function set(next: NavigationState) {
  store().state = next;
  notify();
}

/**
 * Sets the state now and tells the components in a task of their own: a navigation starts inside
 * the router's transition, and after back/forward React renders that transition together with
 * anything it scheduled, so the bar would wait for the very page it is meant to cover.
 */
function setSoon(next: NavigationState) {
  store().state = next;
  setTimeout(notify, 0);
}

export function subscribeNavigation(listener: () => void): () => void {
  const { listeners } = store();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getNavigation(): NavigationState {
  return store().state;
}

/** The pathname the layout shows (it trails the address bar during back/forward). */
export function getCommittedPathname(): string | null {
  return store().committedPathname;
}

export function getIdleNavigation(): NavigationState {
  return IDLE;
}

/** Starts a navigation to `href`, unless it stays on the shown page (a hash or a query change). */
export function beginNavigation(href: string): boolean {
  const current = store();
  const target = new URL(href, window.location.href);
  const from = current.committedPathname ?? window.location.pathname;
  if (target.origin !== window.location.origin || target.pathname === from) return false;
  current.leftPathname = from;
  clearTimeout(current.timeout);
  current.timeout = setTimeout(() => set(IDLE), NAVIGATION_TIMEOUT_MS);
  setSoon({ pending: true, tag: current.nextTag });
  current.nextTag = null;
  return true;
}

/**
 * Marks the navigation this click starts as one a component shows its own loading state for. A
 * link's onClick runs before the router starts, so the tag also waits for a start in the same task.
 */
export function tagNavigation(tag: NavigationTag) {
  const current = store();
  current.nextTag = tag;
  queueMicrotask(() => {
    current.nextTag = null;
  });
  if (current.state.pending) set({ ...current.state, tag });
}

/** The layout shows `pathname`: the navigation that left another page is over. */
export function commitPathname(pathname: string) {
  const current = store();
  current.committedPathname = pathname;
  if (current.state.pending && pathname !== current.leftPathname) {
    clearTimeout(current.timeout);
    set(IDLE);
  }
}
