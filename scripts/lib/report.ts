/**
 * What a measuring script reports: its tables on stdout as it prints them (`print`), and at the end
 * one pair of files per run in reports/ (ignored by git), `<name>-<start time>.json` with every figure
 * and `.md` with what was printed, both headed by the command, the time it took and how loaded the
 * machine was (the 1-minute load average, sampled every 15 s): figures are read against that load.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { quantile } from './paired';
import { root } from './stack';

export type Align = 'left' | 'right';

/** A plain-text table that reads the same in a terminal, a CI log and a Markdown file. */
export function formatTable(headers: readonly string[], rows: ReadonlyArray<readonly string[]>, align?: readonly Align[]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const pad = (cell: string, column: number) =>
    (align?.[column] ?? (column === 0 ? 'left' : 'right')) === 'left' ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!);
  const line = (cells: readonly string[]) => `| ${cells.map((cell, column) => pad(cell, column)).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => ((align?.[column] ?? (column === 0 ? 'left' : 'right')) === 'left' ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

export const kB = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : '–');

export type MachineLoad = { cpus: number; loadAverage1m: { atStart: number; median: number; max: number; atEnd: number; samples: number } };

type Run = { startedAt: Date; lines: string[]; load: number[]; sampler?: NodeJS.Timeout };

let run: Run = { startedAt: new Date(), lines: [], load: [] };

/** Starts a run's record: its start time, what it prints from now on, and the machine's load every 15 s. */
export function beginRun(sampleEveryMs = 15_000): void {
  clearInterval(run.sampler);
  run = { startedAt: new Date(), lines: [], load: [loadavg()[0]!] };
  run.sampler = setInterval(() => run.load.push(loadavg()[0]!), sampleEveryMs);
  run.sampler.unref();
}

/** Prints a result line or table and keeps it for the run's Markdown file. */
export function print(text = ''): void {
  console.log(text);
  run.lines.push(text);
}

function machineLoad(samples: readonly number[]): MachineLoad {
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    cpus: cpus().length,
    loadAverage1m: {
      atStart: round(samples[0] ?? Number.NaN),
      median: round(quantile(samples, 0.5)),
      max: round(Math.max(...samples)),
      atEnd: round(samples.at(-1) ?? Number.NaN),
      samples: samples.length,
    },
  };
}

/** `2026-11-28T03-00-03Z`: a start time that sorts, and is a file name everywhere. */
export const runStamp = (date: Date) => date.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');

function command(): string {
  const script = process.argv[1] ? path.relative(root, process.argv[1]) : '?';
  return [script, ...process.argv.slice(2)].join(' ');
}

/**
 * Writes the run's two files (`data` goes into the JSON beside the run's heading), prints where
 * and answers their paths relative to the repository.
 */
export function finishRun(name: string, data: Record<string, unknown>, options: { dir?: string } = {}): { json: string; markdown: string } {
  clearInterval(run.sampler);
  run.load.push(loadavg()[0]!);
  const finishedAt = new Date();
  const durationSeconds = Math.round((finishedAt.getTime() - run.startedAt.getTime()) / 1000);
  const machine = { ...machineLoad(run.load), node: process.version };
  const dir = options.dir ?? path.join(root, 'reports');
  const base = path.join(dir, `${name}-${runStamp(run.startedAt)}`);
  mkdirSync(dir, { recursive: true });
  const heading = { command: command(), startedAt: run.startedAt.toISOString(), durationSeconds, machine };
  writeFileSync(`${base}.json`, `${JSON.stringify({ ...heading, ...data }, null, 2)}\n`);
  const load = machine.loadAverage1m;
  const markdown = [
    `# ${name}, ${heading.startedAt}`,
    '',
    `\`${heading.command}\` took ${durationSeconds} s on ${machine.cpus} cores (Node ${machine.node}); load average over 1 minute: ` +
      `${load.atStart} at the start, median ${load.median}, highest ${load.max}, ${load.atEnd} at the end (${load.samples} samples).`,
    ...run.lines,
    '',
  ].join('\n');
  writeFileSync(`${base}.md`, markdown);
  const files = { json: path.relative(root, `${base}.json`), markdown: path.relative(root, `${base}.md`) };
  console.log(`\nWrote ${files.json} and ${files.markdown}.`);
  return files;
}
