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
  const holder = globalThis as typeof globalThis & { [LOGGER_KEY]?: Logger };
  const previous = holder[LOGGER_KEY];
  holder[LOGGER_KEY] = createLogger({ level: 'debug', destination });
  return {
    lines,
    events: () => lines.map((line) => line.event),
    /** Every line as written, for "holds no visitor value" checks. */
    text: () => lines.map((line) => JSON.stringify(line)).join('\n'),
    restore: () => {
      holder[LOGGER_KEY] = previous;
    },
  };
}
