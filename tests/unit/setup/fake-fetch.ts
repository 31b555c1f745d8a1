import { vi } from 'vitest';

export type FakeRequest = {
  method: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON body, the FormData as sent, or undefined. */
  body: unknown;
};

export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function readBody(init: RequestInit | undefined): unknown {
  const body = init?.body;
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  return body ?? undefined;
}

/** Replaces globalThis.fetch with `handler`; every call is recorded in `requests`. */
export function installFetch(handler: FakeHandler) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      body: readBody(init),
    };
    requests.push(request);
    const signal = init?.signal;
    if (!signal) return handler(request);
    signal.throwIfAborted();
    // Like the real fetch, give up when the caller's signal fires (e.g. AbortSignal.timeout).
    return Promise.race([
      Promise.resolve(handler(request)),
      new Promise<never>((_, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      }),
    ]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests, callsTo: (path: string) => requests.filter((r) => r.url.pathname === path) };
}

/** Answers both sign-ins with fixed tokens, and everything else with `handler`. */
export function withSignIn(handler: FakeHandler, tokens = { panel: 'panel-token', integration: 'integration-token' }): FakeHandler {
  return (request) => {
    if (request.url.pathname === '/api/login') return jsonResponse({ token: tokens.panel });
    if (request.url.pathname === '/api/signin') return jsonResponse({ access_token: tokens.integration });
    return handler(request);
  };
}

export function bearer(request: FakeRequest): string | null {
  return request.headers.get('authorization');
}

/** A signed-in backend that answers each path from `routes`, and 404 for any other. */
export function installRoutes(routes: Record<string, (request: FakeRequest) => Response>) {
  return installFetch(
    withSignIn((request) => {
      const handler = routes[request.url.pathname];
      return handler ? handler(request) : jsonResponse({ message: 'not found' }, 404);
    }),
  );
}
