/**
 * A bounded set of keys that each expire `ttlMs` after they were added: what the address gate
 * remembers about ids and slugs it asked the panel about. Past `maxKeys`, expired keys go first,
 * then the oldest, so a flood of random addresses costs bounded memory.
 */
export class ExpiringKeys {
  private readonly expiries = new Map<string, number>();

  constructor(
    readonly maxKeys: number,
    readonly ttlMs: number,
  ) {}

  get size(): number {
    return this.expiries.size;
  }

  has(key: string, now = Date.now()): boolean {
    const expiry = this.expiries.get(key);
    if (expiry === undefined) return false;
    if (expiry > now) return true;
    this.expiries.delete(key);
    return false;
  }

  add(key: string, now = Date.now()): void {
    // Re-inserted at the end: Map order is insertion order, so the first keys are the oldest.
    this.expiries.delete(key);
    if (this.expiries.size >= this.maxKeys) this.makeRoom(now);
    this.expiries.set(key, now + this.ttlMs);
  }

  delete(key: string): void {
    this.expiries.delete(key);
  }

  clear(): void {
    this.expiries.clear();
  }

  /**
   * Every key lives `ttlMs` and is re-inserted when added again, so insertion order is expiry
   * order: drop from the front while the key has expired or the set is full. O(keys dropped).
   */
  private makeRoom(now: number): void {
    for (const [key, expiry] of this.expiries) {
      if (expiry > now && this.expiries.size < this.maxKeys) break;
      this.expiries.delete(key);
    }
  }
}
