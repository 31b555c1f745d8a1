import 'server-only';
import pino, { type Logger } from 'pino';
import { logLevel } from '@/lib/config';
import { currentRequestId, requestIdOf } from './request-context';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';

/**
 * The server's one logger: JSON lines on stdout (`{"level":"info","time":"…","event":"entry.queued",…}`),
 * made readable by `npm run demo`. Every line names an `event`; fields are ids, sizes, statuses and
 * durations, never what a visitor typed or sent (names, e-mails, phones, messages, photos).
 *
 *   log.info({ event: 'entry.delivered', kind: 'contact', submission: id, ms: 812 });
 *   requestLog(request).warn({ event: 'panel.slow', endpoint: '/api/entry/contact/send', ms: 4100 });
 *
 * Lines written while a request is handled carry its `requestId` by themselves (request-context.ts).
 *
 * One logger per process (processGlobal, under LOGGER_KEY): instrumentation, route handlers and pages may each load this module.
 */
export const LOGGER_KEY = 'agency.observability.log';

/** The logger's settings; tests pass their own destination and level to read the lines back. */
export function createLogger(options: { level?: string; destination?: pino.DestinationStream } = {}): Logger {
  const settings: pino.LoggerOptions = {
    level: options.level ?? logLevel(),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // The request this line was written for (request-context.ts), unless the line names one itself.
    mixin: (fields: object) => {
      if ('requestId' in fields) return {};
      const requestId = currentRequestId();
      return requestId === undefined ? {} : { requestId };
    },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

function logger(): Logger {
  return processGlobal(LOGGER_KEY, () => createLogger());
}

/** Fields every line may carry; anything else must be an id, a size, a status, a count or a duration. */
export type LogFields = { event: string; requestId?: string; [field: string]: unknown };

export const log = {
  debug: (fields: LogFields) => logger().debug(fields),
  info: (fields: LogFields) => logger().info(fields),
  warn: (fields: LogFields) => logger().warn(fields),
  error: (fields: LogFields) => logger().error(fields),
};

export type RequestLog = typeof log & { requestId: string };

/**
 * `log` bound to one request's id (nginx's X-Request-Id from a trusted proxy, else generated; see
 * request-context.ts): `requestLog(request).warn({ event: 'contact.refused', status: 422 })`.
 */
export function requestLog(request: { headers: Headers }): RequestLog {
  const requestId = requestIdOf(request);
  return {
    requestId,
    debug: (fields: LogFields) => log.debug({ requestId, ...fields }),
    info: (fields: LogFields) => log.info({ requestId, ...fields }),
    warn: (fields: LogFields) => log.warn({ requestId, ...fields }),
    error: (fields: LogFields) => log.error({ requestId, ...fields }),
  };
}

/** An error's name and code for a log line: never its message, which may quote what was sent. */
export function errorFields(error: unknown): { error: string; code?: string | number } {
  if (!(error instanceof Error)) return { error: typeof error };
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number' ? { error: error.name, code } : { error: error.name };
}
