// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseStoredJson, readStorage, writeStorage } from '@/lib/browser/storage';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('web storage', () => {
  it('writes, reads and removes in the area asked for', () => {
    expect(writeStorage('session', 'k', 'v')).toBe(true);
    expect(readStorage('session', 'k')).toBe('v');
    expect(readStorage('local', 'k')).toBeNull();
    expect(writeStorage('session', 'k', null)).toBe(true);
    expect(readStorage('session', 'k')).toBeNull();
  });

  it('reads nothing and reports a refused write when storage throws (full, disabled, private mode)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readStorage('local', 'k')).toBeNull();
    expect(writeStorage('local', 'k', 'v')).toBe(false);
  });

  it('reads nothing and refuses writes when merely reaching the storage throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readStorage('local', 'k')).toBeNull();
    expect(writeStorage('local', 'k', 'v')).toBe(false);
  });

  it('reads stored JSON, and nothing from an empty or broken value instead of throwing', () => {
    expect(parseStoredJson('{"a":[1]}')).toEqual({ a: [1] });
    expect(parseStoredJson('null')).toBeNull();
    expect(parseStoredJson(null)).toBeUndefined();
    expect(parseStoredJson('')).toBeUndefined();
    expect(parseStoredJson('{"a":')).toBeUndefined();
  });
});
