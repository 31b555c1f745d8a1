import { vi } from 'vitest';

/**
 * Lets lib/browser/load-once load as it does, calling `onAsk` as each call is made: a test counts the
 * code a component asks for. For modules imported after this (vi.doMock, after vi.resetModules).
 */
export function countLoadOnce(onAsk: () => void): void {
  vi.doMock('@/lib/browser/load-once', async (importOriginal) => {
    const { loadOnce } = await importOriginal<typeof import('@/lib/browser/load-once')>();
    return {
      loadOnce: <T,>(load: () => Promise<T>) =>
        loadOnce(() => {
          onAsk();
          return load();
        }),
    };
  });
}
