import 'server-only';

export type ApiHost = 'panel' | 'integration';

export type ApiErrorCode =
  | 'unreachable'
  | 'timeout'
  | 'invalid_response'
  | 'not_found'
  | 'unauthorized'
  | 'validation'
  | `http_${number}`;

type ApiErrorInit = {
  status: number;
  code: ApiErrorCode;
  message: string;
  host?: ApiHost;
  details?: unknown;
  cause?: unknown;
  /** The answer's `Retry-After`, in milliseconds, when it had one (429, 503). */
  retryAfterMs?: number;
};

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly host?: ApiHost;
  readonly details?: unknown;
  readonly retryAfterMs?: number;

  constructor({ status, code, message, host, details, cause, retryAfterMs }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.code = code;
    if (host !== undefined) this.host = host;
    if (details !== undefined) this.details = details;
    if (retryAfterMs !== undefined) this.retryAfterMs = retryAfterMs;
  }
}

export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  // Bundles may hold more than one copy of this module, so also recognise the shape.
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    typeof (error as Partial<ApiError>).status === 'number' &&
    typeof (error as Partial<ApiError>).code === 'string'
  );
}

export function apiErrorForStatus(
  status: number,
  host: ApiHost,
  target: string,
  body: unknown,
): ApiError {
  const message = `${host} ${target} answered ${status}`;
  switch (status) {
    case 401:
      return new ApiError({ status, code: 'unauthorized', host, message });
    case 404:
      return new ApiError({ status, code: 'not_found', host, message });
    case 422:
      return new ApiError({
        status,
        code: 'validation',
        host,
        message,
        details: isRecord(body) ? body.errors : undefined,
      });
    default:
      return new ApiError({ status, code: `http_${status}`, host, message });
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
