import 'server-only';
import type { z } from 'zod';
import type { ApiHost } from './errors';
import { getToken, refreshToken } from './tokens';
import { describeCall, errorFromResponse, fetchBackend, parseResponse, type TransportInit } from './transport';

export type RawRequestInit = Omit<TransportInit, 'token'>;

export type RequestOptions<T> = RawRequestInit & { schema: z.ZodType<T> };

/**
 * Sends an authenticated call and returns its answer whatever the status (lib/api/packages.ts reads
 * the 403 and 410 bodies). A 401 means the host's token expired: sign in again (once for all
 * concurrent callers) and retry once; a second 401 is an `unauthorized` ApiError.
 */
export async function authorizedFetch(host: ApiHost, path: string, init: RawRequestInit): Promise<Response> {
  const token = await getToken(host);
  const first = await fetchBackend(host, path, { ...init, token });
  if (first.status !== 401) return first;
  // Free the connection before retrying.
  await first.body?.cancel().catch(() => undefined);
  const fresh = await refreshToken(host, token);
  return fetchBackend(host, path, { ...init, token: fresh });
}

/** An authenticated JSON call, its answer parsed by `schema`; every failure is an ApiError. */
export async function request<T>(host: ApiHost, path: string, options: RequestOptions<T>): Promise<T> {
  const { schema, ...init } = options;
  const call = describeCall(host, path, init);
  const response = await authorizedFetch(host, path, init);
  if (!response.ok) throw await errorFromResponse(response, call);
  return parseResponse(response, schema, call);
}

/** An authenticated call whose 2xx answer is returned as is, for binary bodies such as archives. */
export async function requestRaw(host: ApiHost, path: string, init: RawRequestInit = {}): Promise<Response> {
  const response = await authorizedFetch(host, path, init);
  if (!response.ok) throw await errorFromResponse(response, describeCall(host, path, init));
  return response;
}
