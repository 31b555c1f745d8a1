/**
 * The burst row of `npm run bench`: 80 applications pressed at once, each with four photos of the size
 * the browser sends after shrinking them, while the panel takes 5 s per entry. Each visitor whose send
 * is turned away busy (503) sends again after its Retry-After, as the form tells them to. Prints the
 * p50 and p95 of the time from pressing Send to "received", and the time until all 80 are in the
 * panel's inbox, each exactly once.
 */
import { FORM_TOKEN_HEADER } from '../../lib/forms/token-place';
import { processCpuSeconds, threadCpuSeconds } from './cpu-time';
import { formatTable, print } from './report';
import { bigJpeg, pidListeningOn } from './upload-burst';

export type BurstDelivery = {
  applications: number;
  answerP50Ms: number;
  answerP95Ms: number;
  busyAnswers: number;
  allInInboxMs: number | null;
  inInbox: number;
  duplicates: number;
  failures: string[];
  /**
   * CPU seconds spent while the 80 answers were awaited (press to last answer), by process: the site
   * (`next start`), the local panel, and this bench's own client (the 80 visitors' browsers, which on
   * the real web run on 80 phones). Both machines' cores are shared by all three.
   */
  cpuSeconds: { site: number; panel: number; client: number; wallSeconds: number };
  /** The site's CPU seconds over the same time by thread name (main thread, libuv pool, V8's helpers). */
  siteThreads: Record<string, number>;
};

function threadDelta(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const delta: Record<string, number> = {};
  for (const [name, seconds] of Object.entries(after)) {
    const spent = round2(seconds - (before[name] ?? 0));
    if (spent > 0) delta[name] = spent;
  }
  return delta;
}

function portOf(url: string): number {
  return Number(new URL(url).port);
}

// What the form sends of a phone photo: its long side shrunk to 2000 px, about 0.6 MB as JPEG.
const BROWSER_PHOTO_BYTES = 600 * 1024;
const PANEL_DELAY_MS = 5_000;

const round2 = (value: number) => Math.round(value * 100) / 100;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** The panel the bench started: its address and the staff password its admin routes and inbox take. */
type Panel = { url: string; staffPassword: string };

async function admin(panel: Panel, route: string, body?: unknown, method = 'POST'): Promise<unknown> {
  const auth = { authorization: `Bearer ${panel.staffPassword}` };
  const response = await fetch(`${panel.url}/__admin${route}`, {
    method,
    headers: body === undefined ? auth : { ...auth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.headers.get('content-type')?.includes('json') ? response.json() : response.text();
}

async function sendUntilReceived(siteUrl: string, index: number, photos: Blob[], formToken: string, tag: string): Promise<{ ms: number; busy: number; failure?: string }> {
  const pressed = performance.now();
  let busy = 0;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const body = new FormData();
    body.set('realname', 'Burst Applicant');
    body.set('gender', 'woman');
    body.set('email', `${tag}.${index}@example.com`);
    body.set('height', '178/5.10');
    body.set('birthdate', '2001/04/17');
    body.set('accept', 'on');
    // The same submission id on every try, as the form keeps it.
    body.set('submissionId', `${tag}-${String(index).padStart(4, '0')}-burst-application`);
    photos.forEach((photo, slot) => body.set(`image_${slot + 1}`, photo, `p${slot + 1}.jpg`));
    const response = await fetch(`${siteUrl}/api/get-scouted/pt`, {
      method: 'POST',
      body,
      headers: { accept: 'application/json', [FORM_TOKEN_HEADER]: formToken, 'x-forwarded-for': `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}` },
    }).catch(() => null);
    const status = response?.status ?? 0;
    await response?.text().catch(() => '');
    if (status === 201 || status === 202) return { ms: performance.now() - pressed, busy };
    if (status !== 503 && status !== 0) return { ms: performance.now() - pressed, busy, failure: `answered ${status}` };
    busy += 1;
    const retryAfter = Number(response?.headers.get('retry-after') ?? 1);
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, retryAfter) * 1000));
  }
  return { ms: performance.now() - pressed, busy, failure: 'still busy after 20 tries' };
}

export async function burstDelivery(siteUrl: string, panel: Panel, count = 80): Promise<BurstDelivery> {
  const panelUrl = panel.url;
  const photos = await Promise.all([1, 2, 3, 4].map(async (seed) => new Blob([new Uint8Array(await bigJpeg(BROWSER_PHOTO_BYTES, seed))], { type: 'image/jpeg' })));
  const { token } = (await (await fetch(`${siteUrl}/api/form-token`, { headers: { accept: 'application/json' } })).json()) as { token: string };
  await new Promise((resolve) => setTimeout(resolve, 3_200));
  const tag = `burst${Date.now()}`;
  await admin(panel, '/faults', { route: 'POST /api/entry', delayMs: PANEL_DELAY_MS });
  const sitePid = pidListeningOn(portOf(siteUrl));
  const panelPid = pidListeningOn(portOf(panelUrl));
  const threadsBefore = threadCpuSeconds(sitePid);
  const cpuBefore = { site: processCpuSeconds(sitePid), panel: processCpuSeconds(panelPid), client: process.cpuUsage() };
  const started = performance.now();
  try {
    const answers = await Promise.all(Array.from({ length: count }, (_, index) => sendUntilReceived(siteUrl, index, photos, token, tag)));
    const clientUsage = process.cpuUsage(cpuBefore.client);
    const siteThreads = threadDelta(threadsBefore, threadCpuSeconds(sitePid));
    const cpuSeconds = {
      site: round2(processCpuSeconds(sitePid) - cpuBefore.site),
      panel: round2(processCpuSeconds(panelPid) - cpuBefore.panel),
      client: round2((clientUsage.user + clientUsage.system) / 1e6),
      wallSeconds: round2((performance.now() - started) / 1000),
    };
    const ours = async () => {
      const inbox = (await (await fetch(`${panelUrl}/inbox.json`, { headers: { authorization: `Bearer ${panel.staffPassword}` } })).json()) as { applications: Array<{ fields: Record<string, string> }> };
      return inbox.applications.filter((entry) => String(entry.fields.email ?? '').startsWith(`${tag}.`));
    };
    let allInInboxMs: number | null = null;
    const deadline = Date.now() + 15 * 60_000;
    let arrived = await ours();
    while (Date.now() < deadline) {
      arrived = await ours();
      if (new Set(arrived.map((entry) => entry.fields.email)).size >= count) {
        allInInboxMs = performance.now() - started;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // A little later, to see any second copy arrive.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    arrived = await ours();
    const distinct = new Set(arrived.map((entry) => entry.fields.email)).size;
    const times = answers.map((answer) => answer.ms);
    return {
      applications: count,
      answerP50Ms: Math.round(percentile(times, 0.5)),
      answerP95Ms: Math.round(percentile(times, 0.95)),
      busyAnswers: answers.reduce((sum, answer) => sum + answer.busy, 0),
      allInInboxMs: allInInboxMs === null ? null : Math.round(allInInboxMs),
      inInbox: distinct,
      duplicates: arrived.length - distinct,
      failures: answers.flatMap((answer) => (answer.failure ? [answer.failure] : [])),
      cpuSeconds,
      siteThreads,
    };
  } finally {
    await admin(panel, '/faults', undefined, 'DELETE');
  }
}

/** The burst rows of `npm run bench`, one per run, then where the CPU went. */
export function printBurst(runs: BurstDelivery[]): void {
  print('\nBurst: 80 applications pressed at once (four 0.6 MB photos each), the panel taking 5 s per entry; a busy answer (503) is sent again after its Retry-After\n');
  print(
    formatTable(
      ['run', 'applications', 'received p50', 'received p95', 'goal p95', 'busy answers', 'all 80 in the inbox', 'in inbox', 'duplicates', 'failures'],
      runs.map((burst, index) => [
        String(index + 1),
        String(burst.applications),
        `${(burst.answerP50Ms / 1000).toFixed(1)} s`,
        `${(burst.answerP95Ms / 1000).toFixed(1)} s`,
        '≤ 2.0 s',
        String(burst.busyAnswers),
        burst.allInInboxMs === null ? 'not within 15 min' : `${(burst.allInInboxMs / 1000).toFixed(0)} s`,
        String(burst.inInbox),
        String(burst.duplicates),
        String(burst.failures.length),
      ]),
    ),
  );
  print('\nCPU seconds while the answers were awaited (2 cores: at most twice the wall time in all):');
  for (const [index, burst] of runs.entries()) {
    const cpu = burst.cpuSeconds;
    print(`- run ${index + 1}: site ${cpu.site.toFixed(2)} s, local panel ${cpu.panel.toFixed(2)} s, the bench's own client ${cpu.client.toFixed(2)} s, over ${cpu.wallSeconds.toFixed(2)} s of wall time`);
    const threads = Object.entries(burst.siteThreads).sort((a, b) => b[1] - a[1]);
    print(`  the site by thread: ${threads.map(([name, seconds]) => `${name} ${seconds.toFixed(2)} s`).join(', ')}`);
  }
  if (runs.length > 1) {
    const p95s = runs.map((run) => run.answerP95Ms).sort((a, b) => a - b);
    print(`\nSpread of p95 over ${runs.length} runs on one server: ${(p95s[0]! / 1000).toFixed(1)} s to ${(p95s.at(-1)! / 1000).toFixed(1)} s`);
  }
}
