import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Host, TokenStore } from './auth';
import type { Db } from './db';
import type { ResolvedOptions } from './options';

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

export type PanelState = {
  db: Db;
  options: ResolvedOptions;
  storageDir: string;
  entriesDir: string;
  tokens: TokenStore;
  faults: Fault[];
  nextFaultId: number;
  stats: { total: number; byRoute: Record<string, number> };
  down: boolean;
  rejectEntries: boolean;
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
