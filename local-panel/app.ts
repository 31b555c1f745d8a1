import { setTimeout as sleep } from 'node:timers/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleAdmin, takeFault } from './admin';
import { bearerToken, type Host } from './auth';
import { entryRoutes } from './entries';
import { drain, HttpError, isJsonRequest, isLoopback, isRecord, readJson, sendJson } from './http';
import { hostAllowed, refuseForeignHost } from './host-check';
import { serveInbox } from './inbox';
import { serveDataRequest } from './inbox-requests';
import { handleMailAdmin, serveMailPage } from './mail-pages';
import { integrationRoutes } from './routes-integration';
import { handlePackagesAdmin, packageRoutes } from './packages';
import { servePackageStaff } from './packages-staff';
import { panelRoutes } from './routes-panel';
import { refuseThrottled, requireStaff, staffAccess } from './staff-auth';
import { serveStaffPages } from './staff-pages';
import type { PanelState, Route, RouteContext } from './state';
import { serveStorage } from './storage';

function credentialsMatch(body: unknown, state: PanelState, secretKey: 'api_key' | 'api_token'): boolean {
  if (!isRecord(body)) return false;
  const expected = secretKey === 'api_key' ? state.options.integrationApiKey : state.options.panelApiToken;
  return body.salt === state.options.salt && body[secretKey] === expected;
}

function signIn(host: Host, secretKey: 'api_key' | 'api_token', tokenField: 'access_token' | 'token') {
  return async ({ req, res, state }: RouteContext): Promise<void> => {
    const body = await readJson(req).catch(() => undefined);
    if (!credentialsMatch(body, state, secretKey)) throw new HttpError(401, { message: 'Invalid credentials.' });
    sendJson(res, 200, { [tokenField]: state.tokens.issue(host), token_type: 'Bearer', expires_in: state.options.tokenTtlSeconds });
  };
}

const ROUTES: Route[] = [
  { method: 'POST', pattern: /^\/api\/signin$/, handle: signIn('integration', 'api_key', 'access_token') },
  { method: 'POST', pattern: /^\/api\/login$/, handle: signIn('panel', 'api_token', 'token') },
  ...integrationRoutes,
  ...panelRoutes,
  ...entryRoutes,
  ...packageRoutes,
];

/** Calls the stats count: everything but the admin switches, the inbox, the mail page, the staff pages, the health check and media files. */
function isCounted(pathname: string): boolean {
  return !(
    pathname.startsWith('/__admin') ||
    pathname.startsWith('/inbox') ||
    isMailPage(pathname) ||
    pathname.startsWith('/staff/') ||
    pathname === '/health' ||
    pathname.startsWith('/storage/') ||
    pathname === '/favicon.ico'
  );
}

function isMailPage(pathname: string): boolean {
  return pathname === '/mail' || pathname.startsWith('/mail/');
}

function splitPath(rawUrl: string): { rawPath: string; url: URL } {
  const rawPath = rawUrl.split('?')[0] ?? '/';
  return { rawPath, url: new URL(rawUrl, 'http://local-panel') };
}

function decodeParams(match: RegExpExecArray): string[] | undefined {
  try {
    return match.slice(1).flatMap((value) => (value === undefined ? [] : [decodeURIComponent(value)]));
  } catch {
    return undefined;
  }
}

async function route(state: PanelState, req: IncomingMessage, res: ServerResponse, rawPath: string, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  if (rawPath.startsWith('/storage/')) {
    await serveStorage(req, res, state.storageDir, rawPath.slice('/storage/'.length));
    return;
  }
  if (rawPath === '/') {
    sendJson(res, 200, { name: 'local panel', inbox: '/inbox', stats: '/__admin/stats' });
    return;
  }
  const candidates = ROUTES.flatMap((candidate) => {
    const match = candidate.pattern.exec(rawPath);
    return match ? [{ route: candidate, match }] : [];
  });
  const found = candidates.find((candidate) => candidate.route.method === method);
  if (!found) {
    await drain(req);
    if (candidates.length > 0) {
      const allow = [...new Set(candidates.map((candidate) => candidate.route.method))].join(', ');
      throw new HttpError(405, { message: `The ${method} method is not supported for this route. Supported methods: ${allow}.` });
    }
    throw new HttpError(404, { message: `The route ${rawPath.slice(1)} could not be found.` });
  }
  const params = decodeParams(found.match);
  if (!params) throw new HttpError(404, { message: 'Malformed path.' });
  if (found.route.host) {
    const token = bearerToken(req.headers.authorization);
    if (!token || !state.tokens.isValid(token, found.route.host)) {
      await drain(req);
      throw new HttpError(401, { message: 'Unauthenticated.' });
    }
  }
  await found.route.handle({ req, res, url, params, state });
}

export function createHandler(state: PanelState) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = req.method ?? 'GET';
    try {
      const { rawPath, url } = splitPath(req.url ?? '/');
      if (rawPath === '/health') {
        // Readiness for scripts and the e2e config: says nothing but that the panel answers.
        await drain(req);
        sendJson(res, 200, { ok: true });
        return;
      }
      if (rawPath.startsWith('/__admin')) {
        if (!isLoopback(req)) throw new HttpError(403, { message: 'Admin routes answer loopback callers only.' });
        if (!hostAllowed(state, req)) return await refuseForeignHost(req, res);
        const access = staffAccess(state, req);
        if (access === 'throttled') return await refuseThrottled(state, req, res);
        if (!access) {
          await drain(req);
          throw new HttpError(401, { message: 'Admin calls need the staff session or Authorization: Bearer <staff password>.' });
        }
        // Forms and text/plain, which another site can make a browser send, never reach an admin call.
        if (method === 'POST' && !isJsonRequest(req)) {
          await drain(req);
          throw new HttpError(415, { message: 'Send Content-Type: application/json with a JSON object.' });
        }
        if (rawPath.startsWith('/__admin/packages') && (await handlePackagesAdmin(state, req, res, rawPath))) return;
        if (rawPath.startsWith('/__admin/mail') && (await handleMailAdmin(state, req, res, rawPath, url))) return;
        await handleAdmin(state, req, res, rawPath);
        return;
      }
      // The API answers only the panel's own names too: a page that rebinds its name to this machine is refused.
      if ((rawPath === '/api' || rawPath.startsWith('/api/')) && !hostAllowed(state, req)) return await refuseForeignHost(req, res);
      if (isCounted(rawPath)) {
        const key = `${method} ${rawPath}`;
        state.stats.total += 1;
        state.stats.byRoute[key] = (state.stats.byRoute[key] ?? 0) + 1;
      }
      if (state.down) {
        req.socket.destroy();
        return;
      }
      if (rawPath.startsWith('/staff/')) {
        await serveStaffPages(state, req, res, rawPath, url);
        return;
      }
      if (isMailPage(rawPath)) {
        if (!isLoopback(req)) throw new HttpError(403, { message: 'The mail page answers loopback callers only.' });
        if (!(await requireStaff(state, req, res, req.url ?? rawPath))) return;
        await serveMailPage(state, req, res, rawPath, url);
        return;
      }
      if (rawPath.startsWith('/inbox')) {
        if (!isLoopback(req)) throw new HttpError(403, { message: 'The inbox answers loopback callers only.' });
        if (!(await requireStaff(state, req, res, req.url ?? rawPath))) return;
        if (rawPath === '/inbox/packages' || rawPath.startsWith('/inbox/packages/')) {
          await servePackageStaff(state, req, res, rawPath, url);
          return;
        }
        if (rawPath.startsWith('/inbox/requests/')) {
          await serveDataRequest(state, req, res, rawPath);
          return;
        }
        await serveInbox(state, method, rawPath, res);
        return;
      }
      const fault = takeFault(state, method, rawPath);
      if (fault?.delayMs) await sleep(fault.delayMs);
      if (fault?.status !== undefined) {
        await drain(req);
        sendJson(res, fault.status, { message: 'fault injected' });
        return;
      }
      if (state.down) {
        req.socket.destroy();
        return;
      }
      await route(state, req, res, rawPath, url);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      // Whatever the client is still uploading is read and dropped, so it sees the answer, not a reset.
      req.resume();
      if (error instanceof HttpError) {
        sendJson(res, error.status, error.body);
        return;
      }
      console.error('[local-panel]', error);
      sendJson(res, 500, { message: 'Server Error' });
    }
  };
}
