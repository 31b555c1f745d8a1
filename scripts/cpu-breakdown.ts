/**
 * Where a `next start` spends its main thread, from a V8 CPU profile taken under load:
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof node_modules/next/dist/bin/next start -p 3000
 *   (warm the page, wait 2 s, load it: autocannon -c 10 -d 15 …, wait, stop the server with SIGTERM)
 *   npm exec -- tsx scripts/cpu-breakdown.ts /tmp/prof/CPU.….cpuprofile
 *
 * Each frame is mapped back to its source through the build's source maps (the site's own files,
 * next-intl, Next.js's compiled runtimes), then every sample counts once in each part its stack
 * passes through: the figures are inclusive, so nested parts (next-intl inside the proxy, zlib inside
 * the answer) overlap and the column does not add up to 100 %. Async functions count for the part
 * of their work that runs between two awaits. The samples are those of the load: the longest stretch
 * of seconds the thread was at least half busy (startup and warm-up are left out), or `--from` /
 * `--to` seconds after the profile's start.
 *
 *   --top 30            self-time rows printed under the table (default 25)
 *
 * Writes what it prints, and the parts and rows as JSON, to reports/cpu-breakdown-<time>.{md,json}.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { beginRun, finishRun, formatTable, print } from './lib/report';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** A frame as its source says it: the original file (node_modules/… or the site's own path) and function. */
type Frame = { source: string; line: number; name: string };

/**
 * The parts, in the order printed. `match` sees one frame at a time; a sample belongs to a part when
 * any frame of its stack matches.
 */
export const PARTS: ReadonlyArray<{ name: string; match: (frame: Frame) => boolean }> = [
  {
    name: 'proxy, all in (Next.js runs it: adapter, NextRequest, NextResponse)',
    match: (f) =>
      /next\/(?:dist\/(?:esm\/)?|src\/)server\/web\/adapter\./.test(f.source) ||
      (/next\/(?:dist|src)\/server\/next-server\.[jt]s$/.test(f.source) && /Middleware/.test(f.name)) ||
      /(?:^|\/)proxy\.ts$/.test(f.source),
  },
  { name: '  proxy.ts and what it calls', match: (f) => /(?:^|\/)proxy\.ts$/.test(f.source) },
  { name: '  next-intl middleware (routing)', match: (f) => /next-intl\/dist\/.*\/middleware\//.test(f.source) },
  { name: '  home outage check', match: (f) => /lib\/site\/home-(?:availability|outage)\.ts$/.test(f.source) },
  { name: '  address, filter and package gates', match: (f) => /lib\/(?:roster\/(?:address|filter)-gate|packages\/gate)\.ts$/.test(f.source) },
  { name: 'routing: resolve-routes (headers(), rewrites, matchers)', match: (f) => /next\/(?:dist|src)\/server\/lib\/router-utils\/resolve-routes\.[jt]s$/.test(f.source) },
  { name: 'request id and peer address hooks', match: (f) => /lib\/(?:observability\/request-context|http\/client-address)\.ts$/.test(f.source) || f.source === 'node:diagnostics_channel' },
  { name: 'single-valued headers patch', match: (f) => /lib\/http\/single-headers\.ts$/.test(f.source) },
  { name: 'logging (pino)', match: (f) => /lib\/observability\/log\.ts$/.test(f.source) || /node_modules\/pino/.test(f.source) },
  { name: 'metrics (prom-client)', match: (f) => /lib\/observability\/metrics\.ts$/.test(f.source) || /node_modules\/prom-client/.test(f.source) },
  { name: 'cache read (incremental and response cache)', match: (f) => /next\/(?:dist\/(?:esm\/)?|src\/)server\/(?:lib\/incremental-cache|response-cache)\//.test(f.source) },
  { name: 'React render (RSC and HTML)', match: (f) => /react-(?:dom|server-dom)|next\/(?:dist\/(?:esm\/)?|src\/)server\/app-render\//.test(f.source) },
  { name: 'app page handler (cached entry to response)', match: (f) => /next\/(?:dist\/(?:esm\/)?|src\/)(?:build\/templates\/app-page|server\/route-modules\/app-page)/.test(f.source) },
  { name: 'ETag (hash of the whole HTML)', match: (f) => /next\/(?:dist\/(?:esm\/)?|src\/)server\/lib\/etag\./.test(f.source) },
  { name: 'gzip work (zlib)', match: (f) => f.source === 'node:zlib' },
  { name: 'compression middleware, all in (with the socket write under it)', match: (f) => /next\/dist\/compiled\/compression\//.test(f.source) },
  { name: 'stored encodings (lib/http/response-encoding), all in', match: (f) => /lib\/http\/(?:response|accept)-encoding\.ts$/.test(f.source) },
  { name: 'Next.js server (base/next/router server, request meta, tracing)', match: (f) => /next\/(?:dist|src)\/server\/(?:base-server|next-server|lib\/router-server|lib\/start-server|request-meta|lib\/trace\/)/.test(f.source) },
  { name: 'Web Request/Response/Headers (undici)', match: (f) => f.source === 'node:internal/deps/undici/undici' },
  { name: 'module loading (require)', match: (f) => f.source.startsWith('node:internal/modules/') },
  { name: 'HTTP parse and socket writes (node:_http_*, net)', match: (f) => /^node:(?:_http_|net$|internal\/stream_base_commons)/.test(f.source) || f.name === 'writev' || f.name === 'writeUtf8String' || f.name === 'writeLatin1String' },
  { name: 'garbage collector', match: (f) => f.name === '(garbage collector)' },
  { name: 'V8 (program)', match: (f) => f.name === '(program)' },
  { name: 'idle', match: (f) => f.name === '(idle)' },
];

const maps = new Map<string, SourceMap | null>();

function filePath(url: string): string | null {
  if (url.startsWith('file://')) return fileURLToPath(url);
  return url.startsWith('/') ? url : null;
}

function sourceMapOf(url: string): SourceMap | null {
  if (!maps.has(url)) {
    const file = filePath(url);
    let map: SourceMap | null = null;
    if (file && existsSync(`${file}.map`)) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
      } catch {
        map = null;
      }
    }
    maps.set(url, map);
  }
  return maps.get(url)!;
}

/** A source as a path under node_modules/ (`node_modules/next/src/server/…`) or relative to the project (`proxy.ts`). */
function cleanSource(source: string, mapFile: string | null): string {
  const bare = source.replace(/^(?:webpack|turbopack):\/\/\/?(?:\[project\]\/)?/, '');
  const absolute = mapFile && !bare.startsWith('node:') ? path.resolve(path.dirname(mapFile), bare) : bare;
  const modules = absolute.lastIndexOf('node_modules/');
  if (modules !== -1) return absolute.slice(modules);
  return path.isAbsolute(absolute) ? path.relative(process.cwd(), absolute) : absolute;
}

function frameOf(callFrame: CallFrame): Frame {
  const { url, functionName, lineNumber, columnNumber } = callFrame;
  const name = functionName || '(anonymous)';
  if (!url) return { source: '', line: -1, name };
  const map = lineNumber >= 0 ? sourceMapOf(url) : null;
  const entry = map?.findEntry(lineNumber, columnNumber);
  if (entry && 'originalSource' in entry && entry.originalSource) {
    return { source: cleanSource(entry.originalSource, filePath(url)), line: entry.originalLine + 1, name: (entry as { name?: string }).name ?? name };
  }
  const file = filePath(url);
  return { source: file ? cleanSource(file, null) : url, line: lineNumber + 1, name };
}

/** Start and end (µs after the profile's start) of the load: the longest stretch of seconds at least half busy. */
function loadWindow(profile: CpuProfile, idle: Set<number>): [number, number] {
  const busy: number[] = [];
  let time = 0;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    const second = Math.floor(time / 1e6);
    busy[second] ??= 0;
    if (!idle.has(id)) busy[second] += profile.timeDeltas[index] ?? 0;
  });
  let best: [number, number] = [0, busy.length];
  let start = -1;
  for (let second = 0; second <= busy.length; second += 1) {
    const isBusy = second < busy.length && (busy[second] ?? 0) >= 0.5e6;
    if (isBusy && start === -1) start = second;
    if (!isBusy && start !== -1) {
      if (second - start > best[1] - best[0] || best[1] - best[0] === busy.length) best = [start, second];
      start = -1;
    }
  }
  // The first and last second of the stretch are partly warm-up and wind-down.
  const [first, last] = best[1] - best[0] > 3 ? [best[0] + 1, best[1] - 1] : best;
  return [first * 1e6, last * 1e6];
}

export type Breakdown = {
  samples: number;
  windowSeconds: [number, number];
  parts: Array<{ name: string; percent: number }>;
  selfRows: Array<{ percent: number; frame: string }>;
};

export function breakdown(profile: CpuProfile, options: { from?: number; to?: number; top?: number } = {}): Breakdown {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const frames = new Map(profile.nodes.map((node) => [node.id, frameOf(node.callFrame)]));
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));

  // The parts a node's whole stack passes through, once per node (samples share nodes).
  const partsOfNode = new Map<number, number[]>();
  const partsOf = (id: number): number[] => {
    const known = partsOfNode.get(id);
    if (known) return known;
    const found = new Set<number>();
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const frame = frames.get(current)!;
      PARTS.forEach((part, index) => {
        if (part.match(frame)) found.add(index);
      });
    }
    const list = [...found];
    partsOfNode.set(id, list);
    return list;
  };

  const [auto0, auto1] = loadWindow(profile, idle);
  const from = options.from !== undefined ? options.from * 1e6 : auto0;
  const to = options.to !== undefined ? options.to * 1e6 : auto1;
  const counts = PARTS.map(() => 0);
  const self = new Map<string, number>();
  let total = 0;
  let time = 0;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (time < from || time > to) return;
    total += 1;
    for (const part of partsOf(id)) counts[part]! += 1;
    const frame = frames.get(id)!;
    const key = `${frame.name}  ${frame.source || nodes.get(id)!.callFrame.url}${frame.line > 0 ? `:${frame.line}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + 1);
  });
  const percent = (count: number) => (total === 0 ? 0 : (count / total) * 100);
  return {
    samples: total,
    windowSeconds: [from / 1e6, to / 1e6],
    parts: PARTS.map((part, index) => ({ name: part.name, percent: percent(counts[index]!) })),
    selfRows: [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, options.top ?? 25)
      .map(([frame, count]) => ({ percent: percent(count), frame })),
  };
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string' }, to: { type: 'string' }, top: { type: 'string', default: '25' } },
  });
  if (positionals.length === 0) {
    console.error('Usage: tsx scripts/cpu-breakdown.ts <file.cpuprofile>… [--from s] [--to s] [--top n]');
    process.exit(2);
  }
  beginRun();
  const results: Record<string, Breakdown> = {};
  for (const file of positionals) {
    const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
    const result = breakdown(profile, {
      from: values.from === undefined ? undefined : Number(values.from),
      to: values.to === undefined ? undefined : Number(values.to),
      top: Number(values.top),
    });
    results[file] = result;
    print(`\n${file}: ${result.samples} samples, ${result.windowSeconds[0].toFixed(0)}–${result.windowSeconds[1].toFixed(0)} s (main thread, inclusive)\n`);
    print(formatTable(['part', '% of samples'], result.parts.map((part) => [part.name, part.percent.toFixed(1)]), ['left', 'right']));
    print(`\nSelf time, top ${result.selfRows.length} (function, source:line)\n`);
    print(formatTable(['self %', 'frame'], result.selfRows.map((row) => [row.percent.toFixed(1), row.frame]), ['right', 'left']));
  }
  finishRun('cpu-breakdown', { profiles: results });
}

main();
