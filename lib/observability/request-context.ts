import { AsyncLocalStorage } from 'node:async_hooks';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';

/**
 * Each request's id: nginx's `X-Request-Id` when the request came through a trusted proxy
 * (TRUSTED_PROXIES), else one drawn here. installRequestIdHook (instrumentation.ts) stamps it on the
 * request before Next sees it, so route handlers, pages and proxy.ts read it from the header, echoes it
 * in the answer's `X-Request-Id`, and keeps it in an AsyncLocalStorage that the logger (log.ts) reads,
 * so every line a request causes carries `requestId` without being handed it.
 *
 * No `server-only` and no env import: instrumentation.ts and unit tests load it directly.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like (nginx's $request_id is 32 hex digits); anything else is replaced. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export type RequestContext = { requestId: string };

/** One store per process: instrumentation and each bundle that logs may load this module separately. */
export function requestContextStore(): AsyncLocalStorage<RequestContext> {
  return processGlobal('agency.observability.requestContext', () => new AsyncLocalStorage<RequestContext>());
}

/** The id of the request this code runs for, when there is one. */
export function currentRequestId(): string | undefined {
  return requestContextStore().getStore()?.requestId;
}

export function newRequestId(): string {
  return crypto.randomUUID();
}

/** The proxy's id when the proxy is trusted and its id is well-formed, else a new one. */
export function chooseRequestId(incoming: string | string[] | null | undefined, fromTrustedProxy: boolean): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  if (fromTrustedProxy && typeof value === 'string' && ACCEPTED_ID.test(value)) return value;
  return newRequestId();
}

/** A request's id as the hook stamped it, or (outside the server, e.g. unit tests) the context's or a new one. */
export function requestIdOf(request: { headers: Headers }): string {
  const stamped = request.headers.get(REQUEST_ID_HEADER);
  if (stamped !== null && ACCEPTED_ID.test(stamped)) return stamped;
  return currentRequestId() ?? newRequestId();
}

type StartMessage = {
  request: { headers: Record<string, string | string[] | undefined> };
  response: { setHeader: (name: string, value: string) => unknown };
  socket: { remoteAddress?: string };
};

/**
 * Stamps each request's id through the `http.server.request.start` diagnostics channel, published just
 * before the server emits 'request': the id is in the request's headers and the answer's, and the
 * context entered here is the one Next's handling of the request runs in.
 */
export async function installRequestIdHook(isTrustedProxy: (address: string) => boolean): Promise<void> {
  const hook = processGlobal('agency.observability.requestIdHook', () => ({ installed: false }));
  if (hook.installed) return;
  const { subscribe } = await import('node:diagnostics_channel');
  const store = requestContextStore();
  subscribe('http.server.request.start', (message) => {
    const { request, response, socket } = message as StartMessage;
    const requestId = chooseRequestId(request.headers[REQUEST_ID_HEADER], isTrustedProxy(socket.remoteAddress ?? ''));
    request.headers[REQUEST_ID_HEADER] = requestId;
    response.setHeader('X-Request-Id', requestId);
    store.enterWith({ requestId });
  });
  hook.installed = true;
}
