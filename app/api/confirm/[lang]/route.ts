import { decideLink } from '@/lib/confirmations';
// The kinds a confirmed send may be handed on as, when the outbox cannot take it and it is sent at once.
import '@/lib/sends';
import { withGuardianConfirmation } from '@/lib/forms/application/consent';
import { withRequesterConfirmation } from '@/lib/forms/privacy-request/payload';
import { clientAddress } from '@/lib/http/visitor-address';
import { crossSiteAnswer, isCrossSite } from '@/lib/http/cross-site';
import { readBodyLimited, SMALL_BODY_DEADLINE_MS } from '@/lib/http/read-limited';
import { NO_STORE, privateJson } from '@/lib/http/private-json';
import { buildLocalizedPath } from '@/lib/i18n/paths';
import { isLocale } from '@/lib/i18n/routing';
import { log } from '@/lib/observability/log';
import { consumeRateLimit } from '@/lib/shared-state/rate-limit';

// The page's form: a 74-character token and one word. Anything bigger is not it.
const MAX_BODY_BYTES = 1024;
// A person answers once or twice; more from one address is a script trying links.
const RATE_LIMIT = { limit: 20, windowMs: 60_000 };

/** How each purpose records a confirmation on the send it releases. */
const CONFIRMED = { guardian: withGuardianConfirmation, requester: withRequesterConfirmation };

type Refusal = { status: 400 | 408 | 413 | 415; error: string };

/** The page's two fields, or why the body is not the page's form (wrong type, too big, too slow, broken off). */
async function readForm(request: Request): Promise<{ token: string; decision: string } | Refusal> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) {
    await request.body?.cancel().catch(() => undefined);
    return { status: 415, error: 'unsupported_media_type' };
  }
  const body = await readBodyLimited(request, MAX_BODY_BYTES, { deadlineMs: SMALL_BODY_DEADLINE_MS });
  if (!body.ok) {
    if (body.reason === 'too_slow') return { status: 408, error: 'too_slow' };
    if (body.reason === 'too_large') return { status: 413, error: 'too_large' };
    return { status: 400, error: 'unreadable' };
  }
  const form = new URLSearchParams(new TextDecoder().decode(body.bytes));
  return { token: form.get('token') ?? '', decision: form.get('decision') ?? '' };
}

/**
 * `POST /api/confirm/{lang}`: the answer from a confirmation link's page (token, and `confirm` or
 * `refuse`), posted by the page's plain form; answered `303` back to the page, which then says what
 * became of the send. Another site's post, a wrong body or a forged token changes nothing.
 */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const { lang } = await params;
  if (!isLocale(lang)) return privateJson({ error: 'not_found' }, 404);
  if (isCrossSite(request)) {
    await request.body?.cancel().catch(() => undefined);
    return crossSiteAnswer();
  }
  const limited = await consumeRateLimit(`confirm:${clientAddress(request)}`, RATE_LIMIT);
  if (!limited.ok) return privateJson({ error: 'rate_limited' }, 429, { 'Retry-After': String(limited.retryAfterSeconds) });
  const form = await readForm(request).catch((): Refusal => ({ status: 400, error: 'unreadable' }));
  // What the client still drips goes nowhere: the connection closes after the answer.
  if ('status' in form) return privateJson({ error: form.error }, form.status, form.status === 408 ? { Connection: 'close' } : {});
  if (form.decision !== 'confirm' && form.decision !== 'refuse') return privateJson({ errors: { _form: 'invalid' } }, 400);
  const result = await decideLink(form.token, form.decision === 'confirm' ? 'confirmed' : 'refused', CONFIRMED).catch((error: unknown) => {
    log.error({ event: 'confirmation.decide-failed', error: error instanceof Error ? error.name : 'unknown' });
    return { kind: 'failed' as const };
  });
  if (result.kind === 'invalid') return privateJson({ error: 'not_found' }, 404);
  const page = buildLocalizedPath('/confirm/[token]', { token: form.token }, lang);
  const retry = result.kind === 'busy' || result.kind === 'failed';
  return new Response(null, { status: 303, headers: { ...NO_STORE, Location: retry ? `${page}?retry=1` : page } });
}
