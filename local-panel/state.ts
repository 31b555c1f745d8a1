import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Host, TokenStore } from './auth';
import type { Db } from './db';
import type { ResolvedOptions } from './options';
import type { SessionStore, SignInThrottle } from './staff-sessions';

export type Fault = {
  id: number;
  route: string;
  method: string;
  prefix: string;
  status?: number;
  delayMs?: number;
  /** Uses left; undefined means until cleared. */
  remaining?: number;
};

export const BROKEN_LISTS = ['talents', 'posts', 'slides', 'staff'] as const;
export type BrokenList = (typeof BROKEN_LISTS)[number];

/**
 * The item a broken list answers first: the CONTRACT's shape with one field wrong (a missing name,
 * slug or id, a flag that is no flag). Its id (when it has one) is BROKEN_ITEM_ID.
 */
export const BROKEN_ITEM_ID = 990_001;
export const BROKEN_ITEMS: Record<BrokenList, Record<string, unknown>> = {
  talents: { id: BROKEN_ITEM_ID, name: null, gender: 'woman', cover: null },
  posts: { id: BROKEN_ITEM_ID, title: 'Broken post', excerpt: null, cover: null, published_at: '2099-01-01 00:00:00' },
  slides: { image_desktop: 'slides/broken.jpg', image_mobile: null, title: 'Broken slide', link: null },
  staff: { id: BROKEN_ITEM_ID, name: 'Broken Member', email: null, instagram: null, assistant: null, role: 'bookers', active: 'maybe' },
};

export type PanelState = {
  db: Db;
  options: ResolvedOptions;
  storageDir: string;
  entriesDir: string;
  tokens: TokenStore;
  /** Staff sign-ins of the inbox and admin routes (staff-auth.ts). */
  staffSessions: SessionStore;
  signInThrottle: SignInThrottle;
  /** The port the panel listens on: the Host check allows the loopback names with it. */
  port: number;
  /** Where the SMTP sink listens (`smtp://127.0.0.1:<port>`), shown on the mail page. */
  smtpUrl: string;
  faults: Fault[];
  nextFaultId: number;
  stats: { total: number; byRoute: Record<string, number> };
  down: boolean;
  rejectEntries: boolean;
  /** Lists that answer one extra item failing the CONTRACT's schema (`POST /__admin/broken`). */
  broken: Set<BrokenList>;
  /** Address the panel is reachable at, for absolute media links inside post bodies. */
  baseUrl: string;
  /** The second origin that serves the same storage, standing in for a CDN (`media-host.ts`). */
  mediaUrl: string;
};

export type RouteContext = {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: string[];
  state: PanelState;
};

export type Route = {
  method: string;
  pattern: RegExp;
  host?: Host;
  handle(context: RouteContext): Promise<void> | void;
};

/** `items` with the broken item of `list` first while that list is switched to broken. */
export function withBrokenItem<T>(state: PanelState, list: BrokenList, items: readonly T[]): (T | Record<string, unknown>)[] {
  return state.broken.has(list) ? [{ ...BROKEN_ITEMS[list] }, ...items] : [...items];
}
