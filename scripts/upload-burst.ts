/**
 * Memory under application bursts: sends `--bursts` bursts of `--count` applications
 * at once, each with four ~2.4 MB photos and its own X-Forwarded-For, against a running `next start`
 * (started with TRUSTED_PROXIES=127.0.0.1,::1), and prints the answers and the server's resident memory
 * after each burst; writes them to reports/upload-burst-<time>.json and .md. Figures, not a test:
 * tests/e2e/resilience/upload-burst.spec.ts holds the bound.
 *
 *   npx tsx scripts/upload-burst.ts --url http://localhost:3000 [--count 80] [--bursts 4] [--pid N]
 */
import { parseArgs } from 'node:util';
import { beginRun, finishRun, formatTable, print } from './lib/report';
import { agedFormToken, bigJpeg, pidListeningOn, rssMiB, sendBurst } from './lib/upload-burst';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    count: { type: 'string', default: '80' },
    bursts: { type: 'string', default: '4' },
    pid: { type: 'string' },
    'photo-mb': { type: 'string', default: '2.4' },
  },
});

beginRun();
const url = args.url.replace(/\/+$/, '');
const pid = args.pid ? Number(args.pid) : pidListeningOn(Number(new URL(url).port || 80));
const photos = await Promise.all([1, 2, 3, 4].map((seed) => bigJpeg(Number(args['photo-mb']) * 1024 * 1024, seed)));
const photoMB = photos.map((photo) => Number((photo.length / 1024 / 1024).toFixed(2)));
console.error(`server pid ${pid}; photos ${photoMB.join(', ')} MB`);
const token = await agedFormToken(url);
const idleMiB = rssMiB(pid);
const bursts: Array<{ burst: number; ms: number; statuses: Record<string, number>; failures: string[]; rssMiB: number }> = [];
for (let burst = 1; burst <= Number(args.bursts); burst += 1) {
  const started = performance.now();
  const result = await sendBurst({ siteUrl: url, count: Number(args.count), photos, addressPrefix: `10.${100 + burst}`, formToken: token });
  // Let the process settle (sockets close, GC runs) before reading its memory.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  bursts.push({ burst, ms: Math.round(performance.now() - started), ...result, rssMiB: rssMiB(pid) });
  console.error(`burst ${burst} done`);
}
print(`\nResident memory of ${url} (pid ${pid}) under bursts of ${args.count} applications with four photos of ${photoMB.join(', ')} MB; idle: ${idleMiB} MiB\n`);
print(
  formatTable(
    ['burst', 'answers', 'time ms', 'resident MiB', 'failures'],
    bursts.map((entry) => [
      String(entry.burst),
      Object.entries(entry.statuses).map(([status, count]) => `${count} × ${status}`).join(', '),
      String(entry.ms),
      String(entry.rssMiB),
      entry.failures.length === 0 ? '0' : `${entry.failures.length}: ${entry.failures.slice(0, 3).join(' | ')}`,
    ]),
    ['left', 'left'],
  ),
);
finishRun('upload-burst', { url, pid, count: Number(args.count), photoMB, idleMiB, bursts });
