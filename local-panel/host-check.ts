import type { IncomingMessage, ServerResponse } from 'node:http';
import { drain, sendJson } from './http';
import type { PanelState } from './state';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The `Host` values the staff routes and the API answer: the panel's loopback names with its port, and the host
 * of each configured public origin (LOCAL_PANEL_PUBLIC_ORIGINS). A page on another site that makes
 * its own name resolve to 127.0.0.1 (DNS rebinding) sends its own name here, and is refused.
 */
export function allowedHosts(state: PanelState): Set<string> {
  const hosts = new Set<string>();
  for (const name of LOOPBACK_NAMES) {
    hosts.add(`${name}:${state.port}`);
    if (state.port === 80) hosts.add(name);
  }
  for (const origin of state.options.publicOrigins) hosts.add(new URL(origin).host);
  return hosts;
}

export function hostAllowed(state: PanelState, req: IncomingMessage): boolean {
  const host = req.headers.host;
  return typeof host === 'string' && allowedHosts(state).has(host.trim().toLowerCase());
}

/** The request reached the panel through a configured https origin: its cookies are marked Secure. */
export function requestIsHttps(state: PanelState, req: IncomingMessage): boolean {
  const host = (req.headers.host ?? '').trim().toLowerCase();
  return state.options.publicOrigins.some((origin) => {
    const url = new URL(origin);
    return url.protocol === 'https:' && url.host === host;
  });
}

/** A browser's `Origin` on a form post must be one of the panel's own origins (no cross-site posts). */
export function originAllowed(state: PanelState, req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (state.options.publicOrigins.includes(origin.toLowerCase())) return true;
  return LOOPBACK_NAMES.some((name) => origin.toLowerCase() === `http://${name}:${state.port}`);
}

export async function refuseForeignHost(req: IncomingMessage, res: ServerResponse): Promise<void> {
  await drain(req);
  sendJson(res, 421, { message: 'This host name is not one of the panel\'s own.' });
}
