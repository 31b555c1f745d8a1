import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger, LOGGER_KEY } from '@/lib/observability/log';

export type LogLine = { level: string; event: string; requestId?: string; [field: string]: unknown };

/**
 * Reads back the JSON lines the server's logger writes, whichever module copy of log.ts writes them
 * (the logger is held on globalThis): `const logged = captureLog(); …; expect(logged.events()).toContain('x')`.
 */
export function captureLog() {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  // The logger every copy of log.ts writes through (processGlobal's slot for LOGGER_KEY), swapped for one writing here.
  const holder = globalThis as unknown as Record<symbol, Logger | undefined>;
  const slot = Symbol.for(LOGGER_KEY);
  const previous = holder[slot];
  holder[slot] = createLogger({ level: 'debug', destination });
  return {
    lines,
    events: () => lines.map((line) => line.event),
    /** Every line as written, for "holds no visitor value" checks. */
    text: () => lines.map((line) => JSON.stringify(line)).join('\n'),
    restore: () => {
      holder[slot] = previous;
    },
  };
}
