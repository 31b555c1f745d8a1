import 'server-only';
import type { z } from 'zod';
import { env } from '@/lib/config/env';
import { endpointTemplate } from '@/lib/observability/endpoint';
import { metrics } from '@/lib/observability/metrics';
import { parseRetryAfter } from '@/lib/http/retry-after';
import { ApiError, apiErrorForStatus, type ApiHost } from './errors';

export type QueryValue = string | number | boolean | null | undefined;

export type TransportInit = {
  method?: 'GET' | 'POST';
  query?: Record<string, QueryValue>;
  json?: unknown;
  formData?: FormData;
  token?: string;
  /** Extra request headers (the entry sends' `Idempotency-Key` and `X-Submitted-At`). */
  headers?: Record<string, string>;
  timeoutMs?: number;
  /**
   * The timeout stops at the answer's headers, not at its last byte: for a body streamed on to a
   * visitor (the favourites zip), whose download may take as long as their connection needs.
   */
  timeoutUntilHeaders?: boolean;
};

/** What a call was, for error messages: `panel GET /api/website-texts`. */
export type CallInfo = {
  host: ApiHost;
  target: string;
  timeoutMs: number;
};

export function describeCall(host: ApiHost, path: string, init: Pick<TransportInit, 'method' | 'timeoutMs'> = {}): CallInfo {
  return { host, target: `${init.method ?? 'GET'} ${path}`, timeoutMs: init.timeoutMs ?? env.BACKEND_TIMEOUT_MS };
}

function baseUrl(host: ApiHost): string {
  return host === 'panel' ? env.PANEL_URL : env.INTEGRATION_URL;
}

function buildUrl(host: ApiHost, path: string, query: TransportInit['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl(host)}${path}${qs ? `?${qs}` : ''}`;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

export function networkError(error: unknown, { host, target, timeoutMs }: CallInfo): ApiError {
  if (isTimeout(error)) {
    return new ApiError({
      status: 504,
      code: 'timeout',
      host,
      message: `${host} ${target} gave no answer within ${timeoutMs} ms`,
      cause: error,
    });
  }
  return new ApiError({
    status: 503,
    code: 'unreachable',
    host,
    message: `${host} ${target} is unreachable`,
    cause: error,
  });
}

/** A call's outcome label: ok (2xx/3xx), http_4xx, http_5xx, timeout or network. */
export function callOutcome(result: Response | ApiError): string {
  if (result instanceof ApiError) return result.code === 'timeout' ? 'timeout' : 'network';
  if (result.status >= 500) return 'http_5xx';
  if (result.status >= 400) return 'http_4xx';
  return 'ok';
}

/**
 * The only raw `fetch` to the backends, each call timed into `agency_backend_call_seconds` (until the
 * answer's headers) by host, method, endpoint template and outcome. A failure to get an answer becomes an ApiError; statuses
 * are left to the caller, because a 401 is a reason to sign in again before it is an error.
 */
export async function fetchBackend(host: ApiHost, path: string, init: TransportInit = {}): Promise<Response> {
  const call = describeCall(host, path, init);
  const headers = new Headers({ ...init.headers, Accept: 'application/json' });
  if (init.token !== undefined) headers.set('Authorization', `Bearer ${init.token}`);

  let body: BodyInit | undefined;
  if (init.formData) {
    // fetch writes the multipart boundary itself; a hand-set Content-Type would lose it.
    body = init.formData;
  } else if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }

  // The same signal keeps running while the body is read, so a stalled body also times out; unless
  // timeoutUntilHeaders, then the timer is cleared once the answer has begun.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${call.timeoutMs} ms`, 'TimeoutError')), call.timeoutMs);
  const method = init.method ?? 'GET';
  const observe = metrics().panelCalls.startTimer({ host, method, endpoint: endpointTemplate(path) });
  try {
    const response = await fetch(buildUrl(host, path, init.query), {
      method,
      headers,
      body,
      signal: init.timeoutUntilHeaders ? controller.signal : AbortSignal.timeout(call.timeoutMs),
    });
    observe({ outcome: callOutcome(response) });
    return response;
  } catch (error) {
    const failure = networkError(error, call);
    observe({ outcome: callOutcome(failure) });
    throw failure;
  } finally {
    clearTimeout(timer);
  }
}

async function readBody(response: Response, call: CallInfo): Promise<{ text: string; json: unknown }> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw networkError(error, call);
  }
  if (text.trim() === '') return { text, json: undefined };
  try {
    return { text, json: JSON.parse(text) as unknown };
  } catch {
    return { text, json: undefined };
  }
}

/** Turns a non-2xx answer into its ApiError, reading the body for validation details. */
export async function errorFromResponse(response: Response, call: CallInfo): Promise<ApiError> {
  const json = await readBody(response, call).then(
    (body) => body.json,
    () => undefined,
  );
  const error = apiErrorForStatus(response.status, call.host, call.target, json);
  const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
  return retryAfterMs === undefined ? error : Object.assign(error, { retryAfterMs });
}

/** Reads a 2xx JSON answer through its schema; anything else is `invalid_response`. */
export async function parseResponse<T>(response: Response, schema: z.ZodType<T>, call: CallInfo): Promise<T> {
  const { host, target } = call;
  const { json, text } = await readBody(response, call);
  if (json === undefined) {
    throw new ApiError({
      status: 502,
      code: 'invalid_response',
      host,
      message: `${host} ${target} answered ${text.trim() === '' ? 'an empty body' : 'something that is not JSON'}`,
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError({
      status: 502,
      code: 'invalid_response',
      host,
      message: `${host} ${target} answered an unexpected shape: ${parsed.error.issues[0]?.message ?? ''} at ${parsed.error.issues[0]?.path.join('.') ?? ''}`,
      details: parsed.error.issues,
    });
  }
  return parsed.data;
}
