import 'server-only';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { crossSiteAnswer, isCrossSite } from '@/lib/http/cross-site';
import { privateJson } from '@/lib/http/private-json';
import type { ResultForm } from '@/lib/forms/result';
import { answerWithoutBareFailure } from './entry-answer';
import { guardFormRequest, type GuardedForm, type GuardOptions } from './guard';
import { answerFormPost } from './result';

type Guarded = Extract<GuardedForm, { ok: true }>;
/** What a form's own check sees: the guarded fields and files, the page's language, when the send arrived. */
export type FormSend = Pick<Guarded, 'fields' | 'files'> & { locale: Locale; received: Date };

/**
 * A form's `POST /api/…/{lang}` route handler, the one path every send takes: an unknown language is
 * a 404 with nothing read; another site's post is refused before anything is read or counted; then
 * the guards (rate limit, the form token from the request's head, the gate's place, body limits,
 * honeypot: ./guard.ts); then the form's own
 * `check`, which validates and hands the entry over; the gate's place is given back whatever happens,
 * nothing ever answers with a stack trace, and a form the browser posted itself is sent on to its
 * sent / not-sent page (the form's script gets the JSON).
 */
export function formRoute(guard: GuardOptions & { result: ResultForm }, check: (send: FormSend) => Promise<Response>) {
  return async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
    const { lang } = await params;
    if (!isLocale(lang)) {
      await request.body?.cancel().catch(() => undefined);
      return privateJson({ error: 'not_found' }, 404);
    }
    const answer = await answerWithoutBareFailure(guard.scope, async () => {
      const received = new Date();
      if (isCrossSite(request)) {
        await request.body?.cancel().catch(() => undefined);
        return crossSiteAnswer();
      }
      const guarded = await guardFormRequest(request, guard);
      if (!guarded.ok) return guarded.response;
      try {
        return await check({ fields: guarded.fields, files: guarded.files, locale: lang, received });
      } finally {
        guarded.release();
      }
    });
    return answerFormPost(request, answer, guard.result, lang);
  };
}
