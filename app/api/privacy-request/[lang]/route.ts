import { errorsToCodes } from '@/lib/forms/form-data';
import { privacyRequestPayload } from '@/lib/forms/privacy-request/payload';
import { PRIVACY_RESULT } from '@/lib/forms/privacy-request/rules';
import { privacyRequestSchema } from '@/lib/forms/privacy-request/schema';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { entryFromFormData } from '@/lib/outbox';
import { crossSiteAnswer, isCrossSite } from '@/lib/http/cross-site';
import { answerHandOff, answerOncePerSubmission, answerWithoutBareFailure } from '@/lib/forms/server/entry-answer';
import { formAnswers, guardFormRequest } from '@/lib/forms/server/guard';
import { answerFormPost } from '@/lib/forms/server/result';
import { privateJson } from '@/lib/http/private-json';
import { SUBMISSION_ID_FIELD } from '@/lib/shared-state/submissions';

// A name, an e-mail, one of four words and 2000 characters of details, even all in 4-byte characters,
// fit with room for multipart framing; anything bigger is not this form.
const MAX_BODY_BYTES = 16 * 1024;
// A person asks about their data once; a few retries of a failed send are fine, more is a script.
const RATE_LIMIT = { limit: 5, windowMs: 60_000 };

/**
 * `POST /api/privacy-request/{lang}`: a request about one's own data (access, correction, deletion,
 * withdrawal of consent), checked as the browser form checks it and handed to the outbox as the panel's
 * `contact` entry with its `request` field (docs/contract.md). The form's script gets JSON; a form the
 * browser posted itself is sent on to the sent / not-sent page.
 */
export async function POST(request: Request, { params }: RouteContext<'/api/privacy-request/[lang]'>): Promise<Response> {
  const { lang } = await params;
  if (!isLocale(lang)) {
    await request.body?.cancel().catch(() => undefined);
    return privateJson({ error: 'not_found' }, 404);
  }
  const answer = await answerWithoutBareFailure('privacy-request', () => handleRequest(request, lang));
  return answerFormPost(request, answer, PRIVACY_RESULT, lang);
}

async function handleRequest(request: Request, locale: Locale): Promise<Response> {
  const receivedAt = new Date().toISOString();
  // Another site making a visitor's browser post here: refused before anything is read or counted.
  if (isCrossSite(request)) {
    await request.body?.cancel().catch(() => undefined);
    return crossSiteAnswer();
  }
  const guarded = await guardFormRequest(request, { scope: 'privacy-request', maxBytes: MAX_BODY_BYTES, rateLimit: RATE_LIMIT });
  if (!guarded.ok) return guarded.response;

  const parsed = privacyRequestSchema.safeParse(guarded.fields);
  if (!parsed.success) return formAnswers.invalid(errorsToCodes(parsed.error));

  return answerOncePerSubmission('contact', guarded.fields[SUBMISSION_ID_FIELD], async (id) =>
    answerHandOff(await entryFromFormData(id, 'contact', receivedAt, privacyRequestPayload(parsed.data, locale))),
  );
}
