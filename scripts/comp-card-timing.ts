/**
 * `PANEL_STAFF_PASSWORD=… npx tsx scripts/comp-card-timing.ts [siteUrl] [panelUrl]`: how long a running site takes to send
 * the comp cards of twelve talents (one PDF), first (photos cut to size) and then warm (from the
 * cache), and how large the file is per card. Against `npm run demo` by default. Prints the figures
 * and writes them to reports/comp-card-timing-<time>.json and .md; the goals are under 3 s warm and
 * under 1.5 MB per card (docs/quality.md).
 */
import { beginRun, finishRun, formatTable, print } from './lib/report';

const siteUrl = process.argv[2] ?? 'http://localhost:3000';
const panelUrl = process.argv[3] ?? 'http://127.0.0.1:4010';
// The panel's staff password, as `npm run demo` printed it (or as set for it).
const staffPassword = process.env.PANEL_STAFF_PASSWORD ?? '';
const WARM_GOAL_MS = 3000;
const CARD_GOAL_BYTES = 1.5 * 1024 * 1024;

async function main(): Promise<void> {
  if (!staffPassword) throw new Error('Set PANEL_STAFF_PASSWORD to the staff password `npm run demo` printed.');
  beginRun();
  const listed = await fetch(`${panelUrl}/__admin/talents`, { headers: { authorization: `Bearer ${staffPassword}` } });
  if (!listed.ok) throw new Error(`${panelUrl}/__admin/talents answered ${listed.status}: is PANEL_STAFF_PASSWORD the panel's?`);
  const { talents } = (await listed.json()) as { talents: Array<{ id: number }> };
  const ids = talents.slice(0, 12).map((talent) => talent.id);
  const url = `${siteUrl}/api/comp-card/pt?ids=${ids.join(',')}`;
  const runs: Array<{ label: string; ms: number; bytesPerCard: number }> = [];
  for (const label of ['first', 'warm 1', 'warm 2', 'warm 3', 'warm 4', 'warm 5']) {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'x-forwarded-for': '10.9.9.9' } });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    runs.push({ label, ms: Math.round(performance.now() - started), bytesPerCard: Math.round(bytes / ids.length) });
  }
  const warm = runs.slice(1).map((run) => run.ms).sort((a, b) => a - b);
  const warmMedianMs = warm[Math.floor(warm.length / 2)]!;
  print(`\n${ids.length} comp cards (talents ${ids.join(', ')}) in one PDF from ${siteUrl}\n`);
  print(formatTable(['run', 'time s', 'kB per card'], runs.map((run) => [run.label, (run.ms / 1000).toFixed(2), (run.bytesPerCard / 1024).toFixed(0)])));
  print(
    `\nWarm: median ${(warmMedianMs / 1000).toFixed(2)} s (goal < ${WARM_GOAL_MS / 1000} s), spread ${(warm[0]! / 1000).toFixed(2)}–${(warm.at(-1)! / 1000).toFixed(2)} s; ` +
      `largest card ${(Math.max(...runs.map((run) => run.bytesPerCard)) / 1024).toFixed(0)} kB (goal < ${CARD_GOAL_BYTES / 1024 / 1024} MB).`,
  );
  finishRun('comp-card-timing', { siteUrl, ids, runs, warmMedianMs, goals: { warmMs: WARM_GOAL_MS, bytesPerCard: CARD_GOAL_BYTES } });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
