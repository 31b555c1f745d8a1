/**
 * Rejects when `work` has not settled within `ms`: a store that stopped answering (Redis away) must
 * not hold a request or a worker. The work itself goes on; only its answer is no longer awaited.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, what = 'redis'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
