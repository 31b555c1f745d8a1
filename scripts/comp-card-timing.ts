/**
 * `PANEL_STAFF_PASSWORD=… npx tsx scripts/comp-card-timing.ts [siteUrl] [panelUrl]`: how long a running site takes to send
 * the comp cards of twelve talents (one PDF), first (photos cut to size) and then warm (from the
 * cache), and how large the file is per card. Against `npm run demo` by default. Prints figures; the
 * goal is under 3 s warm and under 1.5 MB per card (docs/quality.md).
 */
const siteUrl = process.argv[2] ?? 'http://localhost:3000';
const panelUrl = process.argv[3] ?? 'http://127.0.0.1:4010';
// The panel's staff password, as `npm run demo` printed it (or as set for it).
const staffPassword = process.env.PANEL_STAFF_PASSWORD ?? '';

async function main(): Promise<void> {
  if (!staffPassword) throw new Error('Set PANEL_STAFF_PASSWORD to the staff password `npm run demo` printed.');
  const listed = await fetch(`${panelUrl}/__admin/talents`, { headers: { authorization: `Bearer ${staffPassword}` } });
  if (!listed.ok) throw new Error(`${panelUrl}/__admin/talents answered ${listed.status}: is PANEL_STAFF_PASSWORD the panel's?`);
  const { talents } = (await listed.json()) as { talents: Array<{ id: number }> };
  const ids = talents.slice(0, 12).map((talent) => talent.id);
  const url = `${siteUrl}/api/comp-card/pt?ids=${ids.join(',')}`;
  const rows: Array<[string, number, number]> = [];
  for (const label of ['first', 'warm 1', 'warm 2', 'warm 3', 'warm 4', 'warm 5']) {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'x-forwarded-for': '10.9.9.9' } });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    rows.push([label, performance.now() - started, bytes]);
  }
  console.log(`12 comp cards (${ids.join(',')}) from ${siteUrl}`);
  for (const [label, ms, bytes] of rows) console.log(`${label.padEnd(7)} ${(ms / 1000).toFixed(2)} s   ${(bytes / 12 / 1024).toFixed(0)} KB per card`);
  const warm = rows.slice(1).map((row) => row[1]).sort((a, b) => a - b);
  console.log(`warm median ${(warm[Math.floor(warm.length / 2)]! / 1000).toFixed(2)} s (goal < 3 s), spread ${(warm[0]! / 1000).toFixed(2)}–${(warm.at(-1)! / 1000).toFixed(2)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
