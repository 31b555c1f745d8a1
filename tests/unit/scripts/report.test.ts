import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginRun, finishRun, formatTable, print, runStamp } from '../../../scripts/lib/report';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'reports-'));
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

describe("a measuring script's report", () => {
  it('writes one JSON and one Markdown file per run, named by its start time, and says where', () => {
    beginRun();
    print('\nThroughput\n');
    print(formatTable(['target', 'req/s'], [['home', '424']]));
    const files = finishRun('bench', { throughput: [{ name: 'home', requestsPerSecond: 424 }] }, { dir });
    expect(readdirSync(dir).sort()).toEqual([path.basename(files.json), path.basename(files.markdown)].sort());
    expect(path.basename(files.json)).toMatch(/^bench-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.json$/);
    expect(vi.mocked(console.log)).toHaveBeenLastCalledWith(`\nWrote ${files.json} and ${files.markdown}.`);

    const json = JSON.parse(readFileSync(path.join(dir, path.basename(files.json)), 'utf8'));
    expect(json.throughput).toEqual([{ name: 'home', requestsPerSecond: 424 }]);
    expect(json.machine.cpus).toBeGreaterThan(0);
    expect(json.machine.loadAverage1m.samples).toBe(2);
    expect(Number.isFinite(json.machine.loadAverage1m.median)).toBe(true);

    const markdown = readFileSync(path.join(dir, path.basename(files.markdown)), 'utf8');
    expect(markdown).toMatch(/^# bench, \d{4}-/);
    expect(markdown).toMatch(/load average over 1 minute: [\d.]+ at the start, median [\d.]+, highest [\d.]+/);
    expect(markdown).toContain('| home   |   424 |');
  });

  it('keeps only what the run printed since it began', () => {
    print('from an earlier run');
    beginRun();
    print('this run');
    const files = finishRun('audit', {}, { dir });
    const markdown = readFileSync(path.join(dir, path.basename(files.markdown)), 'utf8');
    expect(markdown).toContain('this run');
    expect(markdown).not.toContain('from an earlier run');
  });

  it('names a run by a start time that sorts and is a file name everywhere', () => {
    expect(runStamp(new Date('2026-11-28T03:00:03.456Z'))).toBe('2026-11-28T03-00-03Z');
  });
});
