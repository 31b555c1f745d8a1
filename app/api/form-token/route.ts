import { issueFormToken } from '@/lib/forms/server/token';
import { privateJson } from '@/lib/http/private-json';

export const dynamic = 'force-dynamic';

/**
 * `GET /api/form-token`: a token signed now, for a form that just appeared on screen (the page's own
 * token was signed when the cached page was rendered). Never cached: its time is the point.
 */
export function GET(): Response {
  return privateJson({ token: issueFormToken() });
}
