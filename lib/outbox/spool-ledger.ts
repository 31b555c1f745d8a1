import type { SpoolState } from './spool-state';
import type { OutboxSettings } from './types';

type Sizes = Map<string, number>;

const sizesOf = (states: readonly SpoolState[]): Sizes => new Map(states.map((state) => [state.id, state.bytes]));

/**
 * What the spool folder holds (id → bytes), so that bounds and repeats cost a send no scan of the
 * folder: read from it once, then kept as this process writes and deletes, and replaced by every
 * pass's scan (an operator's `npm run outbox` may have purged some).
 */
export class SpoolLedger {
  private held: Sizes | null = null;
  private loading: Promise<Sizes> | null = null;
  /** Sends being written now: their place is taken before their files exist. */
  private readonly writing: Sizes = new Map();
  /** Writes that ended during a pass's scan of the folder, which may not have seen them. */
  private scanning = false;
  private readonly writtenDuringScan: Sizes = new Map();

  constructor(private readonly readStates: () => Promise<SpoolState[]>) {}

  private async load(): Promise<Sizes> {
    if (this.held) return this.held;
    this.loading ??= (async () => {
      const states = await this.readStates();
      this.held ??= sizesOf(states);
      return this.held;
    })().finally(() => (this.loading = null));
    return this.loading;
  }

  /** Takes a place for a send of `bytes`, unless it repeats one held or being written, or the bounds are reached. */
  async reserve(id: string, bytes: number, bounds: Pick<OutboxSettings, 'maxItems' | 'maxBytes'>): Promise<'reserved' | 'duplicate' | 'full'> {
    const held = await this.load();
    // From here to the reservation nothing awaits: two sends at once cannot both take the last place.
    if (held.has(id) || this.writing.has(id)) return 'duplicate';
    let total = bytes;
    for (const size of held.values()) total += size;
    for (const size of this.writing.values()) total += size;
    if (held.size + this.writing.size + 1 > bounds.maxItems || total > bounds.maxBytes) return 'full';
    this.writing.set(id, bytes);
    return 'reserved';
  }

  /** Ends a reservation: the send is held once its files are written, else its place is free again. */
  release(id: string, written: boolean): void {
    const bytes = this.writing.get(id);
    if (written && bytes !== undefined) {
      this.held?.set(id, bytes);
      if (this.scanning) this.writtenDuringScan.set(id, bytes);
    }
    this.writing.delete(id);
  }

  forget(id: string): void {
    this.held?.delete(id);
  }

  /** A pass's scan of the folder: what it finds (with what was written meanwhile) is what the folder holds. */
  async scan(read: () => Promise<SpoolState[]>): Promise<SpoolState[]> {
    this.scanning = true;
    let states: SpoolState[];
    try {
      states = await read();
    } finally {
      this.scanning = false;
    }
    this.held = new Map([...sizesOf(states), ...this.writtenDuringScan]);
    this.writtenDuringScan.clear();
    return states;
  }
}
