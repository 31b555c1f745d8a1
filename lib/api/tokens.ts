import 'server-only';
import { env } from '@/lib/config/env';
import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import { isApiError, type ApiHost } from './errors';
import { describeCall, errorFromResponse, fetchBackend, parseResponse } from './transport';
import { integrationSignInSchema, panelLoginSchema } from './schemas';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';

type TokenStore = {
  tokens: Map<ApiHost, string>;
  signingIn: Map<ApiHost, Promise<string>>;
};

// instrumentation.ts, route handlers and pages can be separate module instances: share one store.
function store(): TokenStore {
  return processGlobal<TokenStore>('agency.api.tokens', () => ({ tokens: new Map(), signingIn: new Map() }));
}

const API_HOSTS: readonly ApiHost[] = ['integration', 'panel'];

async function requestToken(host: ApiHost): Promise<string> {
  const path = host === 'integration' ? '/api/signin' : '/api/login';
  const json =
    host === 'integration'
      ? { salt: env.API_SALT, api_key: env.INTEGRATION_API_KEY }
      : { salt: env.API_SALT, api_token: env.PANEL_API_TOKEN };
  const call = describeCall(host, path, { method: 'POST' });
  const response = await fetchBackend(host, path, { method: 'POST', json });
  if (!response.ok) throw await errorFromResponse(response, call);
  if (host === 'integration') {
    return (await parseResponse(response, integrationSignInSchema, call)).access_token ?? '';
  }
  return (await parseResponse(response, panelLoginSchema, call)).token ?? '';
}

/** Signs in to `host` and stores the token; concurrent callers share one sign-in. */
export function signIn(host: ApiHost): Promise<string> {
  const { tokens, signingIn } = store();
  const pending = signingIn.get(host);
  if (pending) return pending;
  const attempt = requestToken(host)
    .then(
      (token) => {
        tokens.set(host, token);
        metrics().signIns.inc({ host, outcome: 'ok' });
        return token;
      },
      (error: unknown) => {
        metrics().signIns.inc({ host, outcome: isApiError(error) ? error.code : 'error' });
        throw error;
      },
    )
    .finally(() => signingIn.delete(host));
  signingIn.set(host, attempt);
  return attempt;
}

/** The stored token, signing in on first use (the server may have started while a backend was down). */
export async function getToken(host: ApiHost): Promise<string> {
  const token = store().tokens.get(host);
  return token ?? signIn(host);
}

/** A fresh token after `staleToken` was refused; if another caller already replaced it, reuse theirs. */
export async function refreshToken(host: ApiHost, staleToken: string): Promise<string> {
  const current = store().tokens.get(host);
  if (current !== undefined && current !== staleToken) return current;
  return signIn(host);
}

/** Signs in to both hosts at start; never throws, so the site still boots with a backend down. */
export async function signInAll(): Promise<void> {
  await Promise.all(
    API_HOSTS.map(async (host) => {
      try {
        await signIn(host);
      } catch (error) {
        // Retried on first use.
        log.error({ event: 'api.sign-in-failed', host, at: 'start', code: isApiError(error) ? error.code : 'error', status: isApiError(error) ? error.status : undefined });
      }
    }),
  );
}

export function resetTokenStore(): void {
  const { tokens, signingIn } = store();
  tokens.clear();
  signingIn.clear();
}
