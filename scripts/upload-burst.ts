/**
 * Memory under application bursts: sends `--bursts` bursts of `--count` applications
 * at once, each with four ~2.4 MB photos and its own X-Forwarded-For, against a running `next start`
 * (started with TRUSTED_PROXIES=127.0.0.1,::1), and prints the answers and the server's resident memory
 * after each burst. Figures, not a test: tests/e2e/resilience/upload-burst.spec.ts holds the bound.
 *
 *   npx tsx scripts/upload-burst.ts --url http://localhost:3000 [--count 80] [--bursts 4] [--pid N]
 */
import { parseArgs } from 'node:util';
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

const url = args.url.replace(/\/+$/, '');
const pid = args.pid ? Number(args.pid) : pidListeningOn(Number(new URL(url).port || 80));
const photos = await Promise.all([1, 2, 3, 4].map((seed) => bigJpeg(Number(args['photo-mb']) * 1024 * 1024, seed)));
console.log(`server pid ${pid}; photos ${photos.map((photo) => (photo.length / 1024 / 1024).toFixed(2)).join(', ')} MB`);
const token = await agedFormToken(url);
console.log(`rss before: ${rssMiB(pid)} MiB`);
for (let burst = 1; burst <= Number(args.bursts); burst += 1) {
  const started = performance.now();
  const result = await sendBurst({ siteUrl: url, count: Number(args.count), photos, addressPrefix: `10.${100 + burst}`, formToken: token });
  // Let the process settle (sockets close, GC runs) before reading its memory.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  console.log(
    `burst ${burst}: ${JSON.stringify(result.statuses)} in ${Math.round(performance.now() - started)} ms; rss ${rssMiB(pid)} MiB${result.failures.length ? `; failures: ${result.failures.slice(0, 3).join(' | ')}` : ''}`,
  );
}
