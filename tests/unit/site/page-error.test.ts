// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, PageError, readPageErrorDigest, reloadForChunkError } from '@/lib/site/page-error';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

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
    const reload = vi.fn();
    expect(reloadForChunkError(1_000_000, reload)).toBe(true);
    expect(reloadForChunkError(1_030_000, reload)).toBe(false);
    expect(reloadForChunkError(1_061_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when session storage refuses the mark, so a missing chunk cannot reload forever', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const reload = vi.fn();
    expect(reloadForChunkError(1_000_000, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
