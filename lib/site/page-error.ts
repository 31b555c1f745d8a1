import { readStorage, writeStorage } from '@/lib/browser/storage';

/**
 * Server errors reach error boundaries with their message stripped in production, but a `digest`
 * set by us survives. Pages throw `PageError`s so the error screen can show the status and code.
 */
const PREFIX = 'PAGE_ERROR';

export class PageError extends Error {
  readonly status: number;
  readonly code: string;
  readonly digest: string;
  constructor(status: number, code: string) {
    super(code);
    this.name = 'PageError';
    this.status = status;
    this.code = code;
    this.digest = `${PREFIX}:${status}:${code}`;
  }
}

export function readPageErrorDigest(digest: string | undefined): { status: number; code: string } | null {
  if (!digest?.startsWith(`${PREFIX}:`)) return null;
  const [, status, ...code] = digest.split(':');
  const parsed = Number(status);
  if (!Number.isInteger(parsed) || parsed < 400 || parsed > 599) return null;
  return { status: parsed, code: code.join(':') || 'error' };
}

const CHUNK_RELOAD_KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function isChunkLoadError(error: { name?: string; message?: string } | null | undefined): boolean {
  if (!error) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(error.message ?? '')
  );
}

/**
 * A failed chunk load reloads the page at most once per 60 s (the last reload is kept in session
 * storage); returns whether it reloads. Without storage it does not reload: a page whose chunk is gone
 * would otherwise reload forever, so the error screen shows instead.
 */
export function reloadForChunkError(now: number, reload: () => void): boolean {
  const last = Number(readStorage('session', CHUNK_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  if (!writeStorage('session', CHUNK_RELOAD_KEY, String(now))) return false;
  reload();
  return true;
}
