import { hasLocale } from 'next-intl';
import { sendEntry } from '@/lib/api/entries';
import {
  ACCEPTED_IMAGE_TYPES,
  applySchema,
  MAX_PHOTO_BYTES,
  MAX_TOTAL_BYTES,
  PHOTO_SLOTS,
  type PhotoSlot,
} from '@/lib/forms/apply';
import { errorsToCodes } from '@/lib/forms/form-data';
import { sniffImageType } from '@/lib/forms/image-type';
import { buildScoutedPayload } from '@/lib/forms/scouted-payload';
import { routing } from '@/lib/i18n/routing';
import { answerEntrySend } from '@/lib/server/entry-answer';
import { answerFormPost } from '@/lib/server/form-result';
import { clientAddress, formAnswers, isHoneypotHit, isTooFast, STARTED_AT_FIELD } from '@/lib/server/form-guard';
import { consumeRateLimit } from '@/lib/shared-state/rate-limit';
import { MultipartError, parseMultipart } from '@/lib/server/multipart';
import pt from '@/messages/pt.json';

// An applicant sends once and may retry a failed send a few times; more than this is not a person.
const RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
const LIMITS = {
  maxFileBytes: MAX_PHOTO_BYTES,
  maxTotalBytes: MAX_TOTAL_BYTES,
  // The form has 20 text fields; a few spare for future ones, not for padding.
  maxFields: 30,
  maxFieldBytes: 4 * 1024,
  fileFields: PHOTO_SLOTS,
};

function answerMultipartError(error: MultipartError): Response {
  if (error.status === 413) return formAnswers.tooLarge();
  if (error.status === 415) return formAnswers.unsupportedMediaType();
  return formAnswers.invalid({ [error.field ?? '_form']: error.code }, 400);
}

/**
 * `POST /api/get-scouted/{lang}`: checks an application as the browser form does and forwards it to the
 * panel. The form's script gets JSON; a form the browser posted itself is sent on to a page.
 */
export async function POST(request: Request, { params }: RouteContext<'/api/get-scouted/[lang]'>): Promise<Response> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) {
    await request.body?.cancel().catch(() => undefined);
    return Response.json({ error: 'not_found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  let answer: Response;
  try {
    answer = await handleApplication(request);
  } catch (error) {
    // Never a bare 500 with a stack: the visitor keeps the form and can send again.
    console.error('[get-scouted] unexpected failure:', error);
    answer = formAnswers.upstream();
  }
  return answerFormPost(request, answer, 'apply', lang);
}

async function handleApplication(request: Request): Promise<Response> {
  const limited = await consumeRateLimit(`get-scouted:${clientAddress(request)}`, RATE_LIMIT);
  if (!limited.ok) {
    await request.body?.cancel().catch(() => undefined);
    return formAnswers.tooMany(limited.retryAfterSeconds);
  }

  let body;
  try {
    body = await parseMultipart(request, LIMITS);
  } catch (error) {
    if (error instanceof MultipartError) return answerMultipartError(error);
    console.error('[get-scouted] could not read the body:', error);
    return formAnswers.invalid({ _form: 'invalid' }, 400);
  }
  const { fields, files } = body;

  if (isHoneypotHit(fields)) return formAnswers.invalid({ website: 'spam' });
  if (isTooFast(fields[STARTED_AT_FIELD])) return formAnswers.invalid({ _form: 'too_fast' });

  const parsed = applySchema.safeParse(fields);
  const errors: Record<string, string> = parsed.success ? {} : errorsToCodes(parsed.error);
  for (const slot of PHOTO_SLOTS) {
    const file = files.get(slot);
    if (!file || file.bytes.length === 0) errors[slot] = 'required';
  }
  if (!parsed.success || Object.keys(errors).length > 0) return formAnswers.invalid(errors);

  const photos: Partial<Record<PhotoSlot, Blob>> = {};
  const wrongType: Record<string, string> = {};
  for (const slot of PHOTO_SLOTS) {
    const file = files.get(slot);
    if (!file) continue;
    // The type comes from the bytes: the declared type and the name are whatever the client said.
    const type = sniffImageType(file.bytes.subarray(0, 16));
    if (!type || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type)) wrongType[slot] = 'type';
    else photos[slot] = new Blob([new Uint8Array(file.bytes)], { type });
  }
  if (Object.keys(wrongType).length > 0) {
    return Response.json({ errors: wrongType }, { status: 415, headers: { 'Cache-Control': 'no-store' } });
  }

  // The panel is read by the agency's staff in Portuguese, whatever language the applicant used.
  const payload = buildScoutedPayload(parsed.data, photos, pt.ApplyForm.contactsLabel);
  return answerEntrySend('get-scouted', () => sendEntry('getScouted', payload));
}
