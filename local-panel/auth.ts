import { randomBytes } from 'node:crypto';

export type Host = 'panel' | 'integration';

/** Bearer tokens per host; each expires after the TTL or when every token is revoked at once. */
export class TokenStore {
  private readonly tokens = new Map<string, { host: Host; expiresAt: number }>();

  constructor(private readonly ttlMs: number) {}

  issue(host: Host): string {
    const token = `${host === 'panel' ? 'pnl' : 'int'}_${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, { host, expiresAt: Date.now() + this.ttlMs });
    return token;
  }

  isValid(token: string, host: Host): boolean {
    const entry = this.tokens.get(token);
    if (!entry) return false;
    if (entry.expiresAt <= Date.now()) {
      this.tokens.delete(token);
      return false;
    }
    return entry.host === host;
  }

  expireAll(): number {
    const count = this.tokens.size;
    this.tokens.clear();
    return count;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
