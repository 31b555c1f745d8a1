/** CPU time of a process and of its threads, from Linux's /proc (the bench's burst row and throughput runs). */
import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS = 100;

/** utime + stime in seconds from a `/proc/.../stat` line (Linux); the name in parentheses may hold spaces. */
export function statCpuSeconds(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

export function processCpuSeconds(pid: number): number {
  return statCpuSeconds(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/** utime + stime of each of `pid`'s threads, summed by thread name (`/proc/<pid>/task/<tid>/stat`). */
export function threadCpuSeconds(pid: number): Record<string, number> {
  const byName: Record<string, number> = {};
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended meanwhile
    }
    const name = Number(tid) === pid ? 'main thread' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    byName[name] = (byName[name] ?? 0) + statCpuSeconds(stat);
  }
  return byName;
}

/** The main thread's utime + stime (where Node runs JavaScript), or NaN when /proc does not have it. */
export function mainThreadCpuSeconds(pid: number): number {
  try {
    return statCpuSeconds(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8'));
  } catch {
    return Number.NaN;
  }
}

/** The whole process's, or NaN. */
export function cpuSecondsOrNaN(pid: number): number {
  try {
    return processCpuSeconds(pid);
  } catch {
    return Number.NaN;
  }
}
