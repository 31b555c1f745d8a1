import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { redisUrlWithPassword, startRedisServer } from '@/scripts/lib/cluster-redis';
import { freePort, stopChild } from '@/scripts/lib/processes';

export type TestRedis = {
  /** `redis://:<password>@127.0.0.1:<port>`, as REDIS_URL carries it. */
  url: string;
  port: number;
  password: string;
  /** The redis-server process's id. */
  pid: number | undefined;
  /** Where its redis.conf and data live (removed by `stop`). */
  folder: string;
  stop: () => Promise<void>;
};

/**
 * A redis-server of the test's own (Debian's; .ci/run installs it) with deploy/redis.conf and a random
 * password, as `npm run cluster` runs it, in a temporary folder named after `name`. Call it in
 * `beforeAll` (it takes a moment) and `stop` in `afterAll`.
 */
export async function startTestRedis(name: string): Promise<TestRedis> {
  const folder = await mkdtemp(path.join(tmpdir(), `${name}-`));
  const port = await freePort();
  const password = randomBytes(24).toString('hex');
  const child = await startRedisServer({ port, dir: folder, password }).catch(async (error: unknown) => {
    await rm(folder, { recursive: true, force: true });
    throw error;
  });
  return {
    url: redisUrlWithPassword(port, password),
    port,
    password,
    pid: child.pid,
    folder,
    async stop() {
      await stopChild(child);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
