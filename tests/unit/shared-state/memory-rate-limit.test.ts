import { beforeEach, describe, expect, it } from 'vitest';
import { rateLimitBuckets, resetRateLimits, takeRateLimit } from '@/lib/shared-state/memory-rate-limit';

beforeEach(() => resetRateLimits());

describe('in-memory rate limit', () => {
  it('never holds more buckets than its bound, dropping expired and then least recently used ones', () => {
    for (let i = 0; i < 50; i += 1) takeRateLimit(`contact:10.0.0.${i}`, { limit: 1, now: 0 }, 20);
    expect(rateLimitBuckets()).toBeLessThanOrEqual(20);

    resetRateLimits();
    takeRateLimit('contact:kept', { limit: 1, now: 0 }, 3);
    takeRateLimit('contact:b', { limit: 1, now: 1 }, 3);
    takeRateLimit('contact:c', { limit: 1, now: 2 }, 3);
    // Touching "kept" makes it the most recently used; the next new address evicts "b".
    expect(takeRateLimit('contact:kept', { limit: 1, now: 3 }).ok).toBe(false);
    takeRateLimit('contact:d', { limit: 1, now: 4 }, 3);
    expect(rateLimitBuckets()).toBe(3);
    expect(takeRateLimit('contact:kept', { limit: 1, now: 5 }, 3).ok).toBe(false);
  });
});
