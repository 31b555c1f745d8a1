import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerToken } from './auth';
import { hostAllowed, refuseForeignHost, requestIsHttps } from './host-check';
import { drain, sendJson } from './http';
import { passwordMatches } from './staff-sessions';
import type { PanelState } from './state';

/** The staff session cookie: HttpOnly, SameSite=Strict, Path=/, Secure on https. */
export const SESSION_COOKIE = 'panel_staff';
export const SIGN_IN_PATH = '/staff/sign-in';
export { generateStaffPassword, MIN_STAFF_PASSWORD_LENGTH, passwordMatches, SessionStore, SignInThrottle } from './staff-sessions';

export function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

export function sessionCookie(req: IncomingMessage, state: PanelState, token: string | null): string {
  const secure = requestIsHttps(state, req) ? '; Secure' : '';
  const lifetime = token === null ? 'Max-Age=0' : `Max-Age=${Math.floor(state.staffSessions.ttlMs / 1000)}`;
  return `${SESSION_COOKIE}=${token ?? ''}; ${lifetime}; Path=/; HttpOnly; SameSite=Strict${secure}`;
}

/** Whom wrong staff passwords are counted against: the caller's address, as the sign-in form counts them. */
export function throttleClient(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * How the request proves it comes from staff: a live session cookie, or the password as a bearer
 * token (scripts, tests). A wrong bearer password counts with the sign-in form's wrong passwords;
 * past the free ones the client waits (`throttled`), even with the right one. A right bearer does
 * not forget the failures: on loopback every script shares one address with whoever guesses.
 */
export function staffAccess(state: PanelState, req: IncomingMessage): 'session' | 'bearer' | 'throttled' | undefined {
  if (state.staffSessions.isValid(readCookie(req, SESSION_COOKIE))) return 'session';
  const bearer = bearerToken(req.headers.authorization);
  if (bearer === undefined) return undefined;
  const client = throttleClient(req);
  if (state.signInThrottle.retryAfterSeconds(client) > 0) return 'throttled';
  if (passwordMatches(bearer, state.options.staffPassword)) return 'bearer';
  state.signInThrottle.fail(client);
  return undefined;
}

/** 429 with Retry-After for a client past its free wrong passwords. */
export async function refuseThrottled(state: PanelState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  await drain(req);
  const wait = Math.max(1, state.signInThrottle.retryAfterSeconds(throttleClient(req)));
  sendJson(res, 429, { message: `Too many wrong staff passwords: try again in ${wait} s.` }, { 'Retry-After': String(wait) });
}

/** A page a person opens in the browser (not an image, a script's fetch or a form post). */
function isBrowserNavigation(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const mode = req.headers['sec-fetch-mode'];
  if (mode !== undefined) return mode === 'navigate';
  return (req.headers.accept ?? '').includes('text/html');
}

/** Where sign-in may send a person back to: a staff page of this panel, never another host. */
export function safeNext(value: string | null | undefined): string {
  if (!value || value.length > 500 || !/^\/(inbox|staff|mail)([/?.]|$)/.test(value) || /[\\\s\u0000-\u001f]/.test(value)) return '/inbox';
  if (value.startsWith(SIGN_IN_PATH)) return '/inbox';
  return value;
}

/**
 * The guard of every staff route: the Host must be one of the panel's own (DNS rebinding), and the
 * request must carry a staff session or the staff bearer. When it lets the request through it
 * returns true; otherwise it has answered (421 foreign host; 429 past the free wrong passwords;
 * 303 to sign-in for a browser page, 401 for anything else) and returns false.
 */
export async function requireStaff(state: PanelState, req: IncomingMessage, res: ServerResponse, rawUrl: string): Promise<boolean> {
  if (!hostAllowed(state, req)) {
    await refuseForeignHost(req, res);
    return false;
  }
  const access = staffAccess(state, req);
  if (access === 'throttled') {
    await refuseThrottled(state, req, res);
    return false;
  }
  if (access) return true;
  await drain(req);
  if (isBrowserNavigation(req)) {
    res.writeHead(303, { Location: `${SIGN_IN_PATH}?next=${encodeURIComponent(safeNext(rawUrl))}`, 'Cache-Control': 'no-store', 'Content-Length': '0' });
    res.end();
    return false;
  }
  sendJson(res, 401, { message: 'Staff sign-in required.' }, { 'WWW-Authenticate': 'Bearer realm="local panel staff"' });
  return false;
}
