import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/config/env';
import { metrics } from '@/lib/observability/metrics';
import { NO_STORE, privateJson } from '@/lib/http/private-json';

// Read per request, never prerendered or cached: the figures are this process's, at this moment.
export const dynamic = 'force-dynamic';

function tokenMatches(header: string | null, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  // Equal-length digests, compared in constant time: neither the length nor a prefix of the token leaks.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * This instance's Prometheus metrics (text format), for Prometheus scraping each instance directly
 * with `Authorization: Bearer <METRICS_TOKEN>`. 404 when no token is configured (the endpoint does not
 * exist), 401 for a missing or wrong one. The reference nginx refuses the path from outside.
 */
export async function GET(request: Request): Promise<Response> {
  const token = env.METRICS_TOKEN;
  if (token === undefined) return privateJson({ error: 'not_found' }, 404);
  if (!tokenMatches(request.headers.get('authorization'), token)) {
    return privateJson({ error: 'unauthorized' }, 401, { 'WWW-Authenticate': 'Bearer' });
  }
  const { registry } = metrics();
  return new Response(await registry.metrics(), { status: 200, headers: { ...NO_STORE, 'Content-Type': registry.contentType } });
}
