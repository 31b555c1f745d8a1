import { describe, expect, it } from 'vitest';
import { privateJson } from '@/lib/http/private-json';

describe('privateJson', () => {
  it('answers JSON that no cache may keep, with the status and extra headers asked for', async () => {
    const answer = privateJson({ error: 'rate_limited' }, 429, { 'Retry-After': '30' });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({ error: 'rate_limited' });
  });

  it('answers 200 when no status is given', () => {
    const answer = privateJson({ token: 'abc' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
