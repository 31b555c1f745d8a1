import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { PageError } from '@/lib/site/page-error';
import { readForPage } from '@/lib/site/page-read';

describe('readForPage', () => {
  it('gives the read’s value', async () => {
    await expect(readForPage(async () => ['slide'])).resolves.toEqual(['slide']);
  });

  it('turns a backend failure into the 503 screen with its code, telling onUnavailable first', async () => {
    const onUnavailable = vi.fn();
    const failure = readForPage(async () => {
      throw new ApiError({ status: 0, code: 'timeout', message: 'panel GET /api/entities/slides timed out' });
    }, onUnavailable);
    await expect(failure).rejects.toBeInstanceOf(PageError);
    await expect(failure).rejects.toMatchObject({ status: 503, code: 'timeout', digest: 'PAGE_ERROR:503:timeout' });
    expect(onUnavailable).toHaveBeenCalledWith('timeout');
  });

  it('lets any other error through unchanged', async () => {
    const bug = new TypeError('x is undefined');
    const onUnavailable = vi.fn();
    await expect(readForPage(async () => Promise.reject(bug), onUnavailable)).rejects.toBe(bug);
    expect(onUnavailable).not.toHaveBeenCalled();
  });
});
