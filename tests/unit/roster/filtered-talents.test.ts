import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { MEMO_KEYS, getFilteredTalents, resetFilteredTalents } from '@/lib/roster/filtered-talents';
import { NO_FILTERS } from '@/lib/roster/filters';

const readTalents = vi.fn();
vi.mock('@/lib/api/talents', () => ({ readTalents: (...args: unknown[]) => readTalents(...args) }));

const ana = [{ id: 12, name: 'Ana Souza', gender: 'woman' as const, cover: null }];
const height = (min: number) => ({ ...NO_FILTERS, height: { min, max: 200 } });

beforeEach(() => {
  resetFilteredTalents();
  readTalents.mockReset();
  readTalents.mockResolvedValue(ana);
});

describe('filtered rosters', () => {
  it('asks the service with the board and the filters as body filters, once for concurrent asks of one filtering', async () => {
    const filters = { height: { min: 174, max: 180 }, hair: [], eyes: ['Green'], board: 'curvy' as const, inTown: false };
    const answers = await Promise.all([1, 2, 3].map(() => getFilteredTalents('pt', { gender: 'woman' }, filters)));
    expect(answers).toEqual([ana, ana, ana]);
    expect(readTalents).toHaveBeenCalledTimes(1);
    expect(readTalents).toHaveBeenCalledWith('pt', { height_min: 174, height_max: 180, eyes: ['Green'], category: 'curvy', gender: 'woman' });
    await getFilteredTalents('pt', { gender: 'woman' }, filters);
    expect(readTalents).toHaveBeenCalledTimes(1);
  });

  it('keeps at most MEMO_KEYS filterings, dropping the least recently used, so random ones cannot grow it without end', async () => {
    for (let index = 0; index < MEMO_KEYS + 50; index += 1) await getFilteredTalents('pt', { gender: 'woman' }, height(1000 + index));
    expect(readTalents).toHaveBeenCalledTimes(MEMO_KEYS + 50);
    // The newest are still kept; the first ones are gone.
    await getFilteredTalents('pt', { gender: 'woman' }, height(1000 + MEMO_KEYS + 49));
    expect(readTalents).toHaveBeenCalledTimes(MEMO_KEYS + 50);
    await getFilteredTalents('pt', { gender: 'woman' }, height(1000));
    expect(readTalents).toHaveBeenCalledTimes(MEMO_KEYS + 51);
  });

  it('serves a filtering it read before when the service fails, and fails one it never read', async () => {
    vi.useFakeTimers();
    try {
      await getFilteredTalents('pt', { gender: 'woman' }, height(170));
      vi.advanceTimersByTime(61_000);
      readTalents.mockRejectedValue(new ApiError({ status: 503, code: 'unreachable', message: 'down' }));
      expect(await getFilteredTalents('pt', { gender: 'woman' }, height(170))).toEqual(ana);
      await expect(getFilteredTalents('pt', { gender: 'woman' }, height(171))).rejects.toThrow();
    } finally {
      vi.useRealTimers();
    }
  });
});
