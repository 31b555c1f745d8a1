import { afterEach, describe, expect, it } from 'vitest';
import {
  HOME_RETRY_AFTER_SECONDS,
  isOutageCode,
  markHomeAvailable,
  readHomeState,
  recordHomeOutage,
  resetHomeState,
  retryAfterSeconds,
} from '@/lib/site/home-outage';

afterEach(() => resetHomeState());

describe('what the proxy knows about the home', () => {
  it('knows nothing until the home or the proxy has tried the slides', () => {
    expect(readHomeState()).toEqual({ kind: 'unknown' });
  });

  it('records an outage with its code and a retry time, and keeps when it started', () => {
    recordHomeOutage('http_500', 1_000);
    expect(readHomeState()).toEqual({ kind: 'outage', code: 'http_500', since: 1_000, retryAt: 1_000 + HOME_RETRY_AFTER_SECONDS * 1000 });
    recordHomeOutage('timeout', 40_000);
    expect(readHomeState()).toEqual({ kind: 'outage', code: 'timeout', since: 1_000, retryAt: 40_000 + HOME_RETRY_AFTER_SECONDS * 1000 });
  });

  it('forgets the outage once the slides load again', () => {
    recordHomeOutage('unreachable', 0);
    markHomeAvailable();
    expect(readHomeState()).toEqual({ kind: 'ok' });
  });

  it('counts Retry-After down in whole seconds, never below 1', () => {
    recordHomeOutage('http_502', 0);
    const state = readHomeState();
    if (state.kind !== 'outage') throw new Error('expected an outage');
    expect(retryAfterSeconds(state, 0)).toBe(HOME_RETRY_AFTER_SECONDS);
    expect(retryAfterSeconds(state, 29_500)).toBe(1);
    expect(retryAfterSeconds(state, 60_000)).toBe(1);
  });

  it('lets only error codes into the screen’s address', () => {
    expect(isOutageCode('http_503')).toBe(true);
    expect(isOutageCode('invalid_response')).toBe(true);
    for (const bad of ['', '../x', 'HTTP_500', '<script>', 'a'.repeat(41), 'http 500']) expect(isOutageCode(bad), bad).toBe(false);
    recordHomeOutage('../../etc', 0);
    expect(readHomeState()).toMatchObject({ kind: 'outage', code: 'unavailable' });
  });
});
