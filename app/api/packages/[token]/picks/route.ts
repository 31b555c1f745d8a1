import type { NextRequest } from 'next/server';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { packagePath, PIN_COOKIE } from '@/lib/packages/access';
import { checkPicks, closedAnswer, handOffPicks, invalidPicks, MAX_NOTE } from '@/lib/packages/answer';
import { openPackage } from '@/lib/packages/open';
import { isPackageToken } from '@/lib/packages/types';
import { crossSiteAnswer, isCrossSite } from '@/lib/http/cross-site';
import { answerWithoutBareFailure } from '@/lib/forms/server/entry-answer';
import { guardFormRequest } from '@/lib/forms/server/guard';
import { isBrowserFormPost } from '@/lib/forms/server/result';
import { isReceived } from '@/lib/forms/send-answer';
import { NO_STORE, privateJson } from '@/lib/http/private-json';
import { clientAddress } from '@/lib/http/visitor-address';

// Sixty ticks, a name, an e-mail and a 5000-character note in 4-byte characters, with room to spare.
const MAX_BODY_BYTES = 64 * 1024;
// A client sends an answer and maybe a change or two; more than ten in ten minutes is a script.
const RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

/** The answer, and the ids it sent when it was taken (for the page that says what was sent). */
type Handled = { answer: Response; ids: number[] };

async function handle(request: NextRequest, token: string): Promise<Handled> {
  const answer = (response: Response): Handled => ({ answer: response, ids: [] });
  const receivedAt = new Date().toISOString();
  if (!isPackageToken(token)) {
    await request.body?.cancel().catch(() => undefined);
    return answer(privateJson({ error: 'not_found' }, 404));
  }
  if (isCrossSite(request)) {
    await request.body?.cancel().catch(() => undefined);
    return answer(crossSiteAnswer());
  }
  const guarded = await guardFormRequest(request, { scope: 'package-picks', maxBytes: MAX_BODY_BYTES, maxFieldChars: MAX_NOTE * 2, rateLimit: RATE_LIMIT });
  if (!guarded.ok) return answer(guarded.response);
  const opening = await openPackage(token, request.cookies.get(PIN_COOKIE)?.value, clientAddress(request));
  if (opening.kind === 'limited') return answer(privateJson({ error: 'rate_limited' }, 429, { 'Retry-After': String(opening.retryAfterSeconds) }));
  const { read } = opening;
  if (read.kind !== 'ok') return answer(closedAnswer(read));
  const checked = checkPicks(read.pkg, guarded.formData);
  if (!checked.ok) return answer(invalidPicks(checked.errors));
  return { answer: await handOffPicks(token, guarded.fields, checked.picks, receivedAt), ids: checked.picks.talentIds };
}

/** Where a browser's own form post goes next: the page, saying what was sent, or why it was not. */
async function nextPage(answer: Response, token: string, locale: Locale, ids: number[]): Promise<string> {
  const page = packagePath(token, locale);
  if (isReceived(answer.status)) return `${page}?sent=${ids.join(',')}#answer`;
  if (answer.status === 403 || answer.status === 404 || answer.status === 410) return page;
  let code = answer.status === 429 ? 'rate_limited' : answer.status === 422 || answer.status === 400 ? 'invalid' : 'busy';
  if (answer.status === 422) {
    const body = (await answer.clone().json().catch(() => null)) as { errors?: Record<string, string> } | null;
    if (body?.errors?.talent_ids === 'not_in_package') code = 'not_in_package';
    else if (body?.errors?._form === 'too_fast' || body?.errors?._form === 'expired') code = 'form_expired';
  }
  return `${page}?error=${code}#answer`;
}

/**
 * `POST /api/packages/{token}/picks?lang=pt`: the client's answer (talent_ids ticked, name, e-mail,
 * note) checked against the package and handed to the outbox. Scripts get JSON; a form the browser
 * posted itself is sent back to the package page (303).
 */
export async function POST(request: NextRequest, { params }: RouteContext<'/api/packages/[token]/picks'>): Promise<Response> {
  const { token } = await params;
  const lang = new URL(request.url).searchParams.get('lang');
  const locale: Locale = isLocale(lang) ? lang : 'pt';
  let ids: number[] = [];
  const answer = await answerWithoutBareFailure('package-picks', async () => {
    const handled = await handle(request, token);
    ids = handled.ids;
    return handled.answer;
  });
  if (!isBrowserFormPost(request) || !isPackageToken(token)) return answer;
  const location = await nextPage(answer, token, locale, ids);
  await answer.body?.cancel().catch(() => undefined);
  return new Response(null, { status: 303, headers: { ...NO_STORE, Location: location } });
}
