import 'server-only';
import type { NextRequest } from 'next/server';
import { answerErrors, isReceived } from '@/lib/forms/send-answer';
import { answerWithoutBareFailure } from '@/lib/forms/server/entry-answer';
import { formAnswers, guardFormRequest } from '@/lib/forms/server/guard';
import { isBrowserFormPost } from '@/lib/forms/server/result';
import { crossSiteAnswer, isCrossSite } from '@/lib/http/cross-site';
import { NO_STORE, privateJson } from '@/lib/http/private-json';
import { clientAddress } from '@/lib/http/visitor-address';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import type { RateLimitOptions } from '@/lib/shared-state/memory-rate-limit';
import { packagePath, PIN_COOKIE } from './access';
import { closedAnswer } from './answer';
import { openPackage } from './open';
import { isPackageToken, type ClientPackage } from './types';

type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** Where a browser's own form post lands on the page (`?…#anchor`): `value` is what was sent when it was taken, else null. */
type Landing<T> = (outcome: { status: number; errors: Record<string, string> }, value: T | null) => string;

/**
 * One kind of a client's send from a package page (the answer, a hold request): how it is read,
 * checked against the package, handed to the outbox, and where a browser's own form post lands.
 */
export type ClientSend<T> = {
  scope: 'package-picks' | 'package-holds';
  maxBytes: number;
  maxFieldChars: number;
  rateLimit: Omit<RateLimitOptions, 'now'>;
  check: (pkg: ClientPackage, form: FormData, fields: Record<string, string>) => Checked<T>;
  /** `pin`: the PIN the package was read with (null when it has none), for a send the panel asks it for. */
  handOff: (send: { token: string; pin: string | null; fields: Record<string, string>; value: T; receivedAt: string }) => Promise<Response>;
  landing: Landing<T>;
};

async function handle<T>(request: NextRequest, token: string, send: ClientSend<T>): Promise<{ answer: Response; value: T | null }> {
  const answer = (response: Response) => ({ answer: response, value: null });
  const receivedAt = new Date().toISOString();
  if (!isPackageToken(token)) {
    await request.body?.cancel().catch(() => undefined);
    return answer(privateJson({ error: 'not_found' }, 404));
  }
  if (isCrossSite(request)) {
    await request.body?.cancel().catch(() => undefined);
    return answer(crossSiteAnswer());
  }
  const guarded = await guardFormRequest(request, { scope: send.scope, maxBytes: send.maxBytes, maxFieldChars: send.maxFieldChars, rateLimit: send.rateLimit });
  if (!guarded.ok) return answer(guarded.response);
  const opening = await openPackage(token, request.cookies.get(PIN_COOKIE)?.value, clientAddress(request));
  if (opening.kind === 'limited') return answer(privateJson({ error: 'rate_limited' }, 429, { 'Retry-After': String(opening.retryAfterSeconds) }));
  const { read, pin } = opening;
  if (read.kind !== 'ok') return answer(closedAnswer(read));
  const checked = send.check(read.pkg, guarded.formData, guarded.fields);
  if (!checked.ok) return answer(formAnswers.invalid(checked.errors));
  return { answer: await send.handOff({ token, pin, fields: guarded.fields, value: checked.value, receivedAt }), value: checked.value };
}

/**
 * `POST /api/packages/{token}/<send>/{lang}`: an unknown language is a 404 with nothing read; refused cross-site, guarded like the site's forms (rate
 * limit, form token, size), read against the package as this client may see it (its PIN cookie), checked,
 * then handed to the outbox. Scripts get JSON; a form the browser posted itself is sent back to the
 * package page (303), to the part of it that says what was sent or why it was not.
 */
export function clientSendRoute<T>(send: ClientSend<T>) {
  return async function POST(request: NextRequest, { params }: { params: Promise<{ token: string; lang: string }> }): Promise<Response> {
    const { token, lang } = await params;
    if (!isLocale(lang)) {
      await request.body?.cancel().catch(() => undefined);
      return privateJson({ error: 'not_found' }, 404);
    }
    const locale: Locale = lang;
    let value: T | null = null;
    const answer = await answerWithoutBareFailure(send.scope, async () => {
      const handled = await handle(request, token, send);
      value = handled.value;
      return handled.answer;
    });
    if (!isBrowserFormPost(request) || !isPackageToken(token)) return answer;
    const page = packagePath(token, locale);
    const closed = answer.status === 403 || answer.status === 404 || answer.status === 410;
    const errors = answer.status === 422 || answer.status === 400 ? answerErrors(await answer.clone().json().catch(() => null)) : {};
    const location = closed ? page : `${page}${send.landing({ status: answer.status, errors }, isReceived(answer.status) ? value : null)}`;
    await answer.body?.cancel().catch(() => undefined);
    return new Response(null, { status: 303, headers: { ...NO_STORE, Location: location } });
  };
}

/** The code a page shows for a send that did not go: the form token, the rate limit, the panel, or the fields. */
export function failureCode(status: number, errors: Record<string, string>): 'rate_limited' | 'form_expired' | 'invalid' | 'busy' {
  if (status === 429) return 'rate_limited';
  if (errors._form === 'too_fast' || errors._form === 'expired') return 'form_expired';
  return status === 422 || status === 400 ? 'invalid' : 'busy';
}
