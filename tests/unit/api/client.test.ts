import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { request, requestRaw } from '@/lib/api/client';
import { ApiError, isApiError } from '@/lib/api/errors';
import { socialMediasResponseSchema } from '@/lib/api/schemas';
import { resetTokenStore } from '@/lib/api/tokens';
import { bearer, installFetch, jsonResponse, withSignIn } from '../setup/fake-fetch';

const itemsSchema = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) });

beforeEach(() => resetTokenStore());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`);
  }
  throw new Error('expected the call to fail');
}

describe('request', () => {
  it('sends JSON with Accept, the host token and the query', async () => {
    const backend = installFetch(withSignIn(() => jsonResponse({ data: [{ id: 1, name: 'Ana' }] })));

    const answer = await request('integration', '/api/talents', {
      method: 'POST',
      query: { language: 'pt', paginate: 1000, letter: undefined },
      json: { gender: 'woman' },
      schema: itemsSchema,
    });

    expect(answer.data).toEqual([{ id: 1, name: 'Ana' }]);
    const [call] = backend.callsTo('/api/talents');
    expect(call?.url.href).toBe('http://127.0.0.1:4010/api/talents?language=pt&paginate=1000');
    expect(call?.headers.get('accept')).toBe('application/json');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(bearer(call!)).toBe('Bearer integration-token');
    expect(call?.body).toEqual({ gender: 'woman' });
  });

  it('sends multipart bodies as FormData so fetch sets the boundary', async () => {
    const backend = installFetch(withSignIn(() => jsonResponse({ id: 7 }, 201)));
    const form = new FormData();
    form.set('name', 'Ana');

    await request('panel', '/api/entry/contact/send', { method: 'POST', formData: form, schema: z.object({ id: z.number() }) });

    const [call] = backend.callsTo('/api/entry/contact/send');
    expect(call?.body).toBe(form);
    expect(call?.headers.get('content-type')).toBeNull();
    expect(bearer(call!)).toBe('Bearer panel-token');
  });

  it('turns a network error into an unreachable ApiError', async () => {
    installFetch(withSignIn(() => Promise.reject(new TypeError('fetch failed'))));

    const error = await failureOf(request('panel', '/api/website-texts', { schema: itemsSchema }));

    expect(error).toMatchObject({ code: 'unreachable', status: 503, host: 'panel' });
  });

  it('turns a sign-in to a host that is down into an unreachable ApiError', async () => {
    installFetch(() => Promise.reject(new TypeError('connect ECONNREFUSED')));

    const error = await failureOf(request('integration', '/api/talents/attributes', { schema: itemsSchema }));

    expect(error).toMatchObject({ code: 'unreachable', status: 503, host: 'integration' });
  });

  it('gives up on a slow backend with a timeout ApiError', async () => {
    // Never answers, like a hung socket.
    installFetch(withSignIn(() => new Promise<Response>(() => undefined)));

    const started = Date.now();
    const error = await failureOf(request('panel', '/api/entities/slides', { schema: itemsSchema, timeoutMs: 50 }));

    expect(error).toMatchObject({ code: 'timeout', status: 504, host: 'panel' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('rejects an answer that does not match the schema as invalid_response', async () => {
    installFetch(withSignIn(() => jsonResponse({ data: [{ id: 'one' }] })));

    const error = await failureOf(request('panel', '/api/entities/staff', { schema: itemsSchema }));

    expect(error).toMatchObject({ code: 'invalid_response', status: 502, host: 'panel' });
  });

  it('rejects a body that is not JSON as invalid_response', async () => {
    installFetch(withSignIn(() => new Response('<html>maintenance</html>', { status: 200 })));

    const error = await failureOf(request('panel', '/api/entities/staff', { schema: itemsSchema }));

    expect(error.code).toBe('invalid_response');
  });

  it('accepts answers carrying fields the contract does not list', async () => {
    installFetch(
      withSignIn(() =>
        jsonResponse({
          data: [{ name: 'instagram', url: 'https://instagram.com/agency', icon: 'ig.svg', order: 1 }],
          meta: { generated: 'now' },
        }),
      ),
    );

    const answer = await request('panel', '/api/social-medias', { schema: socialMediasResponseSchema });

    expect(answer.data[0]).toMatchObject({ name: 'instagram', url: 'https://instagram.com/agency' });
  });

  it('reports a 422 as a validation ApiError carrying the panel errors', async () => {
    const errors = { email: ['The email must be a valid email address.'] };
    installFetch(withSignIn(() => jsonResponse({ message: 'The given data was invalid.', errors }, 422)));

    const error = await failureOf(
      request('panel', '/api/entry/contact/send', { method: 'POST', formData: new FormData(), schema: itemsSchema }),
    );

    expect(error).toMatchObject({ code: 'validation', status: 422, details: errors });
  });

  it('names other statuses by their number', async () => {
    installFetch(withSignIn(() => jsonResponse({ message: 'boom' }, 500)));

    const error = await failureOf(request('panel', '/api/website-images', { schema: itemsSchema }));

    expect(error).toMatchObject({ code: 'http_500', status: 500 });
  });
});

describe('requestRaw', () => {
  it('returns a binary answer untouched', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
    installFetch(withSignIn(() => new Response(bytes, { headers: { 'Content-Type': 'application/zip' } })));

    const response = await requestRaw('panel', '/api/download/zip', { method: 'POST', json: { talent_ids: [1] } });

    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('refreshes the token on 401 and maps failures like request', async () => {
    let logins = 0;
    const backend = installFetch((req) => {
      if (req.url.pathname === '/api/login') return jsonResponse({ token: `t${++logins}` });
      if (bearer(req) === 'Bearer t1') return jsonResponse({}, 401);
      return jsonResponse({ message: 'gone' }, 404);
    });

    const error = await failureOf(requestRaw('panel', '/api/download/zip', { method: 'POST', json: {} }));

    expect(error).toMatchObject({ code: 'not_found', status: 404 });
    expect(backend.callsTo('/api/download/zip').map(bearer)).toEqual(['Bearer t1', 'Bearer t2']);
  });
});
