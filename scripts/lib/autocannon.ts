import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { cpuSecondsOrNaN, mainThreadCpuSeconds } from './cpu-time';
import { ACCEPT_LANGUAGE } from './screens';
import { root } from './stack';

const run = promisify(execFile);

/** `acceptEncoding`: what the client accepts (a browser's `gzip, br` unless said; `identity` measures an answer without compression). */
export type Target = { name: string; path: string; acceptEncoding?: string };
export type Throughput = Target & {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  status: number;
  /** Requests answered during the run. */
  requests: number;
  /** The server's CPU per answered request, all threads and its main thread alone, in ms (NaN without `pid` or /proc). */
  cpuMsPerRequest: number;
  mainMsPerRequest: number;
};

/**
 * autocannon (its own process) against `siteUrl + target.path`; one request first, so the page is
 * rendered and cached before the clock starts. With the server's `pid`, also its CPU time per
 * request over the run (Linux): the cost of an answer, which a neighbour's load on the machine
 * changes far less than the rate.
 */
export async function throughput(siteUrl: string, target: Target, options: { connections: number; durationSeconds: number; pid?: number }): Promise<Throughput> {
  const url = `${siteUrl}${target.path}`;
  const first = await fetch(url, { headers: { 'Accept-Language': ACCEPT_LANGUAGE }, redirect: 'manual' });
  await first.arrayBuffer();
  const cpuBefore = options.pid === undefined ? Number.NaN : cpuSecondsOrNaN(options.pid);
  const mainBefore = options.pid === undefined ? Number.NaN : mainThreadCpuSeconds(options.pid);
  const { stdout } = await run(
    path.join(root, 'node_modules', '.bin', 'autocannon'),
    ['-j', '-c', String(options.connections), '-d', String(options.durationSeconds), '-H', `accept-language=${ACCEPT_LANGUAGE}`, '-H', `accept-encoding=${target.acceptEncoding ?? 'gzip, br'}`, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const cpu = options.pid === undefined ? Number.NaN : cpuSecondsOrNaN(options.pid) - cpuBefore;
  const main = options.pid === undefined ? Number.NaN : mainThreadCpuSeconds(options.pid) - mainBefore;
  const result = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  return {
    ...target,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    status: first.status,
    requests: result.requests.total,
    cpuMsPerRequest: (cpu * 1000) / result.requests.total,
    mainMsPerRequest: (main * 1000) / result.requests.total,
  };
}
