import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The staff password, sessions and throttle, with no import of the panel's own: options.ts and state.ts
 * read them without loading the sign-in guard, which itself needs the panel state.
 */

export const MIN_STAFF_PASSWORD_LENGTH = 12;

/** A strong password for a panel started without PANEL_STAFF_PASSWORD: 144 random bits, 24 characters. */
export function generateStaffPassword(): string {
  return randomBytes(18).toString('base64url');
}

/** Constant time whatever the two strings hold or how long they are (both are hashed first). */
export function passwordMatches(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const sessionKey = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Server-side sessions: the cookie holds a random token, the store only its hash and expiry. */
export class SessionStore {
  private readonly sessions = new Map<string, number>();

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly max = 1000,
  ) {}

  create(): string {
    this.prune();
    // The oldest session goes first when too many are open at once.
    if (this.sessions.size >= this.max) this.sessions.delete(this.sessions.keys().next().value as string);
    const token = randomBytes(32).toString('base64url');
    this.sessions.set(sessionKey(token), this.now() + this.ttlMs);
    return token;
  }

  isValid(token: string | undefined): boolean {
    if (!token) return false;
    const key = sessionKey(token);
    const expiresAt = this.sessions.get(key);
    if (expiresAt === undefined) return false;
    if (expiresAt <= this.now()) {
      this.sessions.delete(key);
      return false;
    }
    return true;
  }

  destroy(token: string | undefined): void {
    if (token) this.sessions.delete(sessionKey(token));
  }

  private prune(): void {
    const now = this.now();
    for (const [key, expiresAt] of this.sessions) if (expiresAt <= now) this.sessions.delete(key);
  }
}

/**
 * Wrong passwords per client: the first FREE_FAILURES cost nothing (typos), each later one locks
 * sign-in for that client for 2, 4, 8 … seconds, at most 15 minutes. A success forgets the client;
 * so does an hour without failures.
 */
export class SignInThrottle {
  static readonly FREE_FAILURES = 5;
  static readonly MAX_LOCK_MS = 15 * 60_000;
  private static readonly FORGET_MS = 60 * 60_000;
  private readonly clients = new Map<string, { failures: number; lockedUntil: number; lastFailure: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds to wait before this client may try again; 0 when it may try now. */
  retryAfterSeconds(client: string): number {
    const entry = this.current(client);
    if (!entry) return 0;
    return Math.max(0, Math.ceil((entry.lockedUntil - this.now()) / 1000));
  }

  fail(client: string): void {
    const now = this.now();
    const entry = this.current(client) ?? { failures: 0, lockedUntil: 0, lastFailure: now };
    entry.failures += 1;
    entry.lastFailure = now;
    const over = entry.failures - SignInThrottle.FREE_FAILURES;
    if (over > 0) entry.lockedUntil = now + Math.min(SignInThrottle.MAX_LOCK_MS, 1000 * 2 ** Math.min(over, 20));
    if (this.clients.size > 10_000) this.clients.clear();
    this.clients.set(client, entry);
  }

  succeed(client: string): void {
    this.clients.delete(client);
  }

  private current(client: string) {
    const entry = this.clients.get(client);
    if (entry && this.now() - entry.lastFailure > SignInThrottle.FORGET_MS && entry.lockedUntil <= this.now()) {
      this.clients.delete(client);
      return undefined;
    }
    return entry;
  }
}
