import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, PageError, readPageErrorDigest, reloadForChunkError } from '@/lib/site/page-error';

describe('page errors', () => {
  it('carries status and code through the digest to the error screen', () => {
    const error = new PageError(503, 'unreachable');
    expect(readPageErrorDigest(error.digest)).toEqual({ status: 503, code: 'unreachable' });
    expect(readPageErrorDigest('12345')).toBeNull();
    expect(readPageErrorDigest(undefined)).toBeNull();
  });

  it('recognises chunk-loading failures', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError({ name: 'Error', message: 'Failed to fetch dynamically imported module: /a.js' })).toBe(true);
    expect(isChunkLoadError({ name: 'TypeError', message: 'x is undefined' })).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const reload = vi.fn();
    expect(reloadForChunkError(storage, 1_000_000, reload)).toBe(true);
    expect(reloadForChunkError(storage, 1_030_000, reload)).toBe(false);
    expect(reloadForChunkError(storage, 1_061_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
