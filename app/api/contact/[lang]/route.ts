import { CONTACT_RESULT } from '@/lib/forms/contact/rules';
import { contactSchema } from '@/lib/forms/contact/schema';
import { errorsToCodes } from '@/lib/forms/form-data';
import { toInternational } from '@/lib/forms/phone';
import { BRAZIL } from '@/lib/forms/phone-rules';
import { isLocale } from '@/lib/i18n/routing';
import { crossSiteAnswer, isCrossSite } from '@/lib/http/cross-site';
import { entryFromFormData } from '@/lib/outbox';
import { answerHandOff, answerOncePerSubmission, answerWithoutBareFailure } from '@/lib/forms/server/entry-answer';
import { formAnswers, guardFormRequest } from '@/lib/forms/server/guard';
import { answerFormPost } from '@/lib/forms/server/result';
import { SUBMISSION_ID_FIELD } from '@/lib/shared-state/submissions';
import { privateJson } from '@/lib/http/private-json';

// Four short fields and a 5000-character message, even all in 4-byte characters, fit with room for
// multipart framing; anything bigger is not this form.
const MAX_BODY_BYTES = 32 * 1024;
// A visitor may retry a failed send a few times; more than five a minute from one address is a script.
const RATE_LIMIT = { limit: 5, windowMs: 60_000 };

/**
 * `POST /api/contact/{lang}`: checks a message as the browser form does and hands it to the outbox,
 * which delivers it to the panel (202), or sends it while the visitor waits when the outbox is full.
 * The form's script gets JSON; a form the browser posted itself is sent on to a page.
 */
export async function POST(request: Request, { params }: RouteContext<'/api/contact/[lang]'>): Promise<Response> {
  const { lang } = await params;
  if (!isLocale(lang)) {
    await request.body?.cancel().catch(() => undefined);
    return privateJson({ error: 'not_found' }, 404);
  }
  const answer = await answerWithoutBareFailure('contact', () => handleMessage(request));
  return answerFormPost(request, answer, CONTACT_RESULT, lang);
}

async function handleMessage(request: Request): Promise<Response> {
  const receivedAt = new Date().toISOString();
  // Another site making a visitor's browser post here: refused before anything is read or counted.
  if (isCrossSite(request)) {
    await request.body?.cancel().catch(() => undefined);
    return crossSiteAnswer();
  }
  const guarded = await guardFormRequest(request, {
    scope: 'contact',
    maxBytes: MAX_BODY_BYTES,
    rateLimit: RATE_LIMIT,
  });
  if (!guarded.ok) return guarded.response;

  const parsed = contactSchema.safeParse(guarded.fields);
  if (!parsed.success) return formAnswers.invalid(errorsToCodes(parsed.error));

  const { name, email, phone, message } = parsed.data;
  return answerOncePerSubmission('contact', guarded.fields[SUBMISSION_ID_FIELD], async (id) => {
    const payload = new FormData();
    payload.set('name', name);
    payload.set('email', email);
    payload.set('phone', toInternational(phone, BRAZIL) ?? phone);
    payload.set('message', message);
    return answerHandOff(await entryFromFormData(id, 'contact', receivedAt, payload));
  });
}
