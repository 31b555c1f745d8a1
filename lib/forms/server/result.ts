import 'server-only';
import { buildLocalizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { isPanelOnlyField, knownProblems, resultQuery, sentQuery, type ResultDetails, type ResultForm } from '@/lib/forms/result';
import { isReceived } from '@/lib/forms/send-answer';
import { NO_STORE } from '../../http/private-json';

/**
 * True for a form the browser posted itself (no JavaScript yet, or none at all): it navigates, so it
 * needs a page, not JSON. Fetch and XHR never send `Sec-Fetch-Mode: navigate`; where a browser sends
 * no Fetch Metadata, a navigation asks for HTML and our scripts always ask for JSON.
 */
export function isBrowserFormPost(request: Request): boolean {
  const mode = request.headers.get('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  const accept = request.headers.get('accept') ?? '';
  return /\btext\/html\b/i.test(accept) && !/\bapplication\/json\b/i.test(accept);
}

function readErrors(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const { errors } = body as { errors: unknown };
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The not-sent page's details for one of the endpoint's JSON answers (the list in docs/contract.md). */
export async function resultOf(form: ResultForm, answer: Response): Promise<ResultDetails> {
  const { status } = answer;
  if (status === 429) {
    const seconds = Number(answer.headers.get('retry-after')) || 60;
    return { reason: 'rate_limited', problems: [], minutes: Math.max(1, Math.ceil(seconds / 60)) };
  }
  if (status === 413) return { reason: 'too_large', problems: [], minutes: null };
  // Posted from another site's page: nothing was read; the visitor is shown our own form instead.
  if (status === 403) return { reason: 'cross_site', problems: [], minutes: null };
  if (status === 503) return { reason: 'busy', problems: [], minutes: null };
  if (status !== 400 && status !== 415 && status !== 422) return { reason: 'upstream', problems: [], minutes: null };
  const errors = readErrors(await answer.clone().json().catch(() => null));
  if (errors._form === 'too_fast') return { reason: 'too_fast', problems: [], minutes: null };
  if (errors._form === 'expired') return { reason: 'expired', problems: [], minutes: null };
  const problems = knownProblems(form, errors);
  if (status === 415) return { reason: 'type', problems, minutes: null };
  const refused = problems.some(({ field }) => isPanelOnlyField(field));
  return { reason: refused ? 'refused' : 'invalid', problems, minutes: null };
}

/**
 * Leaves a script's JSON answer as it is; for a browser's own form post, answers `303 See Other` to the
 * localized thank-you page or to the not-sent page that says why, so the visitor never sees raw JSON
 * and a reload does not post again.
 */
export async function answerFormPost(request: Request, answer: Response, form: ResultForm, locale: Locale): Promise<Response> {
  if (!isBrowserFormPost(request)) return answer;
  const { pages } = form;
  const sent = isReceived(answer.status);
  // An application that waits for the guardian's confirmation says so on its sent page; a rights
  // request's sent page names the request and its reference.
  const body: unknown = sent && answer.status === 202 ? await answer.clone().json().catch(() => null) : null;
  const pending = typeof body === 'object' && body !== null ? (body as { pending?: unknown }).pending : undefined;
  const sentDetails = sentQuery(form, body);
  const location = sent
    ? `${buildLocalizedPath(pending === 'guardian' && pages.waiting ? pages.waiting : pages.sent, {}, locale)}${sentDetails ? `?${sentDetails}` : ''}`
    : `${buildLocalizedPath(pages.notSent, {}, locale)}?${resultQuery(await resultOf(form, answer))}`;
  await answer.body?.cancel().catch(() => undefined);
  return new Response(null, { status: 303, headers: { ...NO_STORE, Location: location } });
}
