import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { request } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { getToken, resetTokenStore, signInAll } from '@/lib/api/tokens';
import { metrics } from '@/lib/observability/metrics';
import { captureLog } from '../setup/log-capture';
import { bearer, installFetch, jsonResponse, withSignIn } from '../setup/fake-fetch';

const textsSchema = z.object({ data: z.array(z.object({ key: z.string() })) });

beforeEach(() => resetTokenStore());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('token store', () => {
  it('signs in once when ten concurrent calls are refused with 401', async () => {
    let issued = 0;
    const backend = installFetch(async (req) => {
      if (req.url.pathname === '/api/login') {
        issued += 1;
        const token = `token-${issued}`;
        // A slow sign-in keeps the refusals overlapping it.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return jsonResponse({ token });
      }
      if (bearer(req) !== `Bearer token-2`) return jsonResponse({ message: 'expired' }, 401);
      return jsonResponse({ data: [{ key: 'contact_phone' }] });
    });
    expect(await getToken('panel')).toBe('token-1');

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => request('panel', '/api/website-texts', { schema: textsSchema })),
    );

    expect(answers).toHaveLength(10);
    expect(answers.every((answer) => answer.data[0]?.key === 'contact_phone')).toBe(true);
    expect(backend.callsTo('/api/login')).toHaveLength(2);
    const retries = backend.callsTo('/api/website-texts').filter((r) => bearer(r) === 'Bearer token-2');
    expect(retries).toHaveLength(10);
  });

  it('keeps an empty token when a sign-in answer holds none', async () => {
    const backend = installFetch((req) => {
      if (req.url.pathname === '/api/login') return jsonResponse({ ok: true });
      if (req.url.pathname === '/api/signin') return jsonResponse({ access_token: null });
      return jsonResponse({ data: [] });
    });

    expect(await getToken('panel')).toBe('');
    expect(await getToken('integration')).toBe('');
    // Stored: no second sign-in on the next use.
    await request('panel', '/api/website-texts', { schema: textsSchema });
    expect(backend.callsTo('/api/login')).toHaveLength(1);
  });

  it('starts with the backends down and signs in on the first read', async () => {
    const logged = captureLog();
    const failedBefore = (await metrics().signIns.get()).values.filter((value) => value.labels.outcome === 'unreachable').reduce((sum, value) => sum + value.value, 0);
    let up = false;
    const answer = withSignIn((req) => jsonResponse({ data: [{ key: `seen with ${bearer(req)}` }] }));
    const backend = installFetch((req) => {
      if (!up) throw new TypeError('fetch failed');
      return answer(req);
    });

    await expect(signInAll()).resolves.toBeUndefined();
    logged.restore();
    expect(logged.lines.map(({ event, host, code }) => ({ event, host, code })).sort((a, b) => String(a.host).localeCompare(String(b.host)))).toEqual([
      { event: 'api.sign-in-failed', host: 'integration', code: 'unreachable' },
      { event: 'api.sign-in-failed', host: 'panel', code: 'unreachable' },
    ]);
    const failedAfter = (await metrics().signIns.get()).values.filter((value) => value.labels.outcome === 'unreachable').reduce((sum, value) => sum + value.value, 0);
    expect(failedAfter - failedBefore).toBe(2);

    up = true;
    const texts = await request('panel', '/api/website-texts', { schema: textsSchema });
    expect(texts.data[0]?.key).toBe('seen with Bearer panel-token');
    expect(backend.callsTo('/api/login')).toHaveLength(2);
  });

  it('retries a refused call exactly once, then fails as unauthorized', async () => {
    const backend = installFetch(withSignIn(() => jsonResponse({ message: 'no' }, 401)));

    const failure = request('panel', '/api/website-texts', { schema: textsSchema });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 'unauthorized', status: 401, host: 'panel' });
    expect(backend.callsTo('/api/website-texts')).toHaveLength(2);
    expect(backend.callsTo('/api/login')).toHaveLength(2);
  });

  it('sends the configured salt and credentials to each sign-in', async () => {
    const backend = installFetch(withSignIn(() => jsonResponse({})));

    await signInAll();

    expect(backend.callsTo('/api/signin')[0]?.body).toEqual({ salt: 'local-salt', api_key: 'local-integration-key' });
    expect(backend.callsTo('/api/login')[0]?.body).toEqual({ salt: 'local-salt', api_token: 'local-panel-token' });
  });

  it('reports refused credentials as unauthorized', async () => {
    installFetch(() => jsonResponse({ message: 'bad salt' }, 401));

    await expect(getToken('integration')).rejects.toMatchObject({ code: 'unauthorized', host: 'integration' });
  });
});
