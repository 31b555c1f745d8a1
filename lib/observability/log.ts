import 'server-only';
import pino, { type Logger } from 'pino';

/**
 * The server's one logger: JSON lines on stdout (`{"level":"info","time":"…","event":"entry.queued",…}`),
 * made readable by `npm run demo`. Every line names an `event`; fields are ids, sizes, statuses and
 * durations, never what a visitor typed or sent (names, e-mails, phones, messages, photos).
 *
 *   log.info({ event: 'entry.delivered', kind: 'contact', submission: id, ms: 812 });
 *   log.child({ requestId }).warn({ event: 'panel.slow', endpoint: '/api/entry/contact/send', ms: 4100 });
 *
 * Held on globalThis: instrumentation, route handlers and pages may each load this module.
 */
const LOGGER_KEY = Symbol.for('agency.observability.log');

function createLogger(): Logger {
  return pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}

function logger(): Logger {
  const holder = globalThis as typeof globalThis & { [LOGGER_KEY]?: Logger };
  holder[LOGGER_KEY] ??= createLogger();
  return holder[LOGGER_KEY];
}

/** Fields every line may carry; anything else must be an id, a size, a status, a count or a duration. */
export type LogFields = { event: string; requestId?: string; [field: string]: unknown };

export const log = {
  debug: (fields: LogFields) => logger().debug(fields),
  info: (fields: LogFields) => logger().info(fields),
  warn: (fields: LogFields) => logger().warn(fields),
  error: (fields: LogFields) => logger().error(fields),
};
