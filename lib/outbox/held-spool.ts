import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { syncFolder, writeFileAtomic } from './atomic-file';
import { decodeEntry, encodeEntryParts } from './codec';
import { DECISION_MEMORY_MS, HOLD_ID_PATTERN, isExpired, parseDecision, parseMeta } from './held';
import type { DecideResult, HeldMeta, HeldPurpose, HeldStore, HeldView } from './held';
import type { OutboxEntry } from './types';

/**
 * Held sends on local disk (one process), in the spool's `held` folder: `<id>.entry` (the entry, as
 * the spool keeps it) and `<id>.json` (what the page may show), both written atomically, the
 * entry first; `<id>.decision` remembers a decision (no data of the send) until it is forgotten.
 */
// A lone entry file younger than this may be a hold being written.
const DEBRIS_AGE_MS = 60_000;

export class SpoolHeldStore implements HeldStore {
  private readonly deciding = new Set<string>();

  constructor(
    private readonly folder: string,
    private readonly maxItems: number,
  ) {}

  private file(id: string, suffix: 'entry' | 'json' | 'decision'): string {
    // A folder known at run time only (under the working directory): nothing for the build's file tracing to follow.
    return path.join(/*turbopackIgnore: true*/ this.folder, `${id}.${suffix}`);
  }

  private async names(): Promise<string[]> {
    return readdir(this.folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
  }

  async hold(id: string, entry: OutboxEntry, meta: HeldMeta): Promise<'held' | 'full'> {
    if (!HOLD_ID_PATTERN.test(id)) throw new Error('hold ids are 22 to 64 letters, digits, - or _');
    const waiting = (await this.names()).filter((name) => name.endsWith('.json')).length;
    if (waiting + 1 > this.maxItems) return 'full';
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    await writeFileAtomic(this.file(id, 'entry'), encodeEntryParts(entry), { syncFolder: false });
    await writeFileAtomic(this.file(id, 'json'), JSON.stringify(meta), { syncFolder: false });
    await syncFolder(this.folder);
    return 'held';
  }

  private async meta(id: string): Promise<HeldMeta | null> {
    return readFile(this.file(id, 'json'), 'utf8').then(parseMeta, () => null);
  }

  private async decision(id: string) {
    return parseDecision(await readFile(this.file(id, 'decision'), 'utf8').catch(() => null));
  }

  async view(id: string): Promise<HeldView> {
    if (!HOLD_ID_PATTERN.test(id)) return { state: 'unknown' };
    const meta = await this.meta(id);
    if (meta && !isExpired(meta)) return { state: 'waiting', meta };
    // Past its expiry: the sweeper deletes it (and counts it) within a minute; the link already says so.
    if (meta) return { state: 'expired', at: meta.expiresAt, purpose: meta.purpose };
    const decided = await this.decision(id);
    return decided ? { state: decided.decision, at: decided.at, purpose: decided.purpose } : { state: 'unknown' };
  }

  /** Deletes the held send and remembers the decision; the time of the decision. */
  private async forget(id: string, meta: HeldMeta, decision: 'confirmed' | 'refused' | 'expired'): Promise<string> {
    const at = new Date().toISOString();
    const forgetAt = Date.parse(meta.expiresAt) + DECISION_MEMORY_MS;
    await writeFileAtomic(this.file(id, 'decision'), JSON.stringify({ decision, at, purpose: meta.purpose, forgetAt }), { syncFolder: false });
    await rm(this.file(id, 'json'), { force: true });
    await rm(this.file(id, 'entry'), { force: true });
    await syncFolder(this.folder).catch(() => undefined);
    return at;
  }

  async decide(id: string, decision: 'confirmed' | 'refused', release: (entry: OutboxEntry) => Promise<boolean>): Promise<DecideResult> {
    if (!HOLD_ID_PATTERN.test(id)) return { kind: 'unknown' };
    if (this.deciding.has(id)) return { kind: 'busy' };
    this.deciding.add(id);
    try {
      const view = await this.view(id);
      if (view.state === 'unknown') return { kind: 'unknown' };
      if (view.state !== 'waiting') return { kind: 'decided', decision: view.state, at: view.at };
      if (decision === 'confirmed') {
        const entry = decodeEntry(await readFile(this.file(id, 'entry')));
        if (!(await release(entry))) return { kind: 'failed' };
      }
      return { kind: 'done', decision, at: await this.forget(id, view.meta, decision) };
    } finally {
      this.deciding.delete(id);
    }
  }

  async drop(id: string): Promise<void> {
    if (!HOLD_ID_PATTERN.test(id)) return;
    await rm(this.file(id, 'json'), { force: true });
    await rm(this.file(id, 'entry'), { force: true });
  }

  async expire(now = Date.now()): Promise<HeldPurpose[]> {
    const expired: HeldPurpose[] = [];
    for (const name of await this.names()) {
      const id = name.replace(/\.(json|decision|entry)$/, '');
      if (!HOLD_ID_PATTERN.test(id) || this.deciding.has(id)) continue;
      if (name.endsWith('.json')) {
        const meta = await this.meta(id);
        if (meta && isExpired(meta, now)) {
          await this.forget(id, meta, 'expired');
          expired.push(meta.purpose);
        }
      } else if (name.endsWith('.decision')) {
        if (!((await this.forgetAt(id)) > now)) await rm(this.file(id, 'decision'), { force: true });
      } else if (name.endsWith('.entry') && !(await this.meta(id))) {
        // An entry whose page file never got written (a crash between the two writes), not one being written now.
        const info = await stat(this.file(id, 'entry')).catch(() => null);
        if (info && now - info.mtimeMs > DEBRIS_AGE_MS) await rm(this.file(id, 'entry'), { force: true });
      }
    }
    return expired;
  }

  private async forgetAt(id: string): Promise<number> {
    try {
      return Number((JSON.parse(await readFile(this.file(id, 'decision'), 'utf8')) as { forgetAt?: unknown }).forgetAt) || 0;
    } catch {
      return 0;
    }
  }

  async count(): Promise<Record<HeldPurpose, number>> {
    const counts: Record<HeldPurpose, number> = { guardian: 0, requester: 0 };
    for (const name of await this.names()) {
      if (!name.endsWith('.json')) continue;
      const meta = await this.meta(name.slice(0, -'.json'.length));
      if (meta) counts[meta.purpose] += 1;
    }
    return counts;
  }
}
