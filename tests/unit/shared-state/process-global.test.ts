import { describe, expect, it } from 'vitest';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';

describe('processGlobal', () => {
  it('creates a value once per key and gives every caller (every module copy) the same one', () => {
    let created = 0;
    const first = processGlobal('agency.test.process-global', () => ({ n: ++created }));
    const again = processGlobal('agency.test.process-global', () => ({ n: ++created }));
    expect(again).toBe(first);
    expect(created).toBe(1);
    // A second copy of a module reaches it through the registered symbol, not through an import.
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for('agency.test.process-global')]).toBe(first);
    expect(processGlobal('agency.test.process-global.other', () => 'other')).toBe('other');
  });
});
