import { ACCEPTED_IMAGE_TYPES, createApplySchema, MAX_PHOTO_BYTES, MAX_TOTAL_BYTES, PHOTO_SLOTS, type PhotoSlot } from '@/lib/forms/apply/schema';
import { errorsToCodes } from '@/lib/forms/form-data';
import { sniffImageType } from '@/lib/forms/image-type';
import { APPLY_RESULT } from '@/lib/forms/apply/rules';
import { scoutedParts, type ScoutedPhoto } from '@/lib/forms/apply/panel-payload';
import { consentRecord, submittedAt } from '@/lib/forms/apply/consent';
import { isGuardianRelation, isMinorOn } from '@/lib/forms/apply/guardian';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { noticeVersion } from '@/lib/privacy/notice';
import { APPLICATION_BODY_PACE, MAX_APPLICATIONS_PER_CLIENT, MAX_CONCURRENT_APPLICATIONS } from '@/lib/forms/server/busy-gate';
import { cleanPhoto } from '@/lib/forms/server/clean-photo';
import { crossSiteAnswer, isCrossSite } from '@/lib/http/cross-site';
import { answerHandOff, answerOncePerSubmission, answerWithoutBareFailure } from '@/lib/forms/server/entry-answer';
import { answerFormPost } from '@/lib/forms/server/result';
import { formAnswers, guardFormRequest, type GateOptions } from '@/lib/forms/server/guard';
import { SUBMISSION_ID_FIELD } from '@/lib/shared-state/submissions';
import type { MultipartLimits, UploadedFile } from '@/lib/forms/server/multipart';
import pt from '@/messages/pt.json';
import { privateJson } from '@/lib/http/private-json';

// An applicant sends once and may retry a failed send a few times; more than this is not a person.
const RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
// Past MAX_CONCURRENT_APPLICATIONS at once, an application waits in line (its body unread) 15 s at
// most, then 503 with Retry-After; past 200 in line, 503 at once.
const GATE: GateOptions = {
  max: MAX_CONCURRENT_APPLICATIONS,
  waitMs: 15_000,
  maxWaiting: 200,
  // One address never holds every place (slow uploads); its next one is told busy.
  perClient: MAX_APPLICATIONS_PER_CLIENT,
  retryAfterSeconds: 10,
};
const LIMITS: MultipartLimits = {
  maxFileBytes: MAX_PHOTO_BYTES,
  maxTotalBytes: MAX_TOTAL_BYTES,
  // The form has 29 text fields (the guardian's and the consent times among them), and without JavaScript
  // 8 typed answers of the long lists (lib/forms/apply/typed-answers.ts); a few spare, not for padding.
  maxFields: 44,
  maxFieldBytes: 4 * 1024,
  fileFields: PHOTO_SLOTS,
  // A body that drips is cut with 408 and frees its place (docs/operations.md, "Limits per instance").
  pace: APPLICATION_BODY_PACE,
};

/**
 * `POST /api/get-scouted/{lang}`: checks an application as the browser form does (photos included,
 * while the applicant is on the page) and hands it to the outbox, which delivers it to the panel.
 * The form's script gets JSON; a form the browser posted itself is sent on to a page.
 */
export async function POST(request: Request, { params }: RouteContext<'/api/get-scouted/[lang]'>): Promise<Response> {
  const { lang } = await params;
  if (!isLocale(lang)) {
    await request.body?.cancel().catch(() => undefined);
    return privateJson({ error: 'not_found' }, 404);
  }
  const answer = await answerWithoutBareFailure('get-scouted', () => handleApplication(request, lang));
  return answerFormPost(request, answer, APPLY_RESULT, lang);
}

async function handleApplication(request: Request, locale: Locale): Promise<Response> {
  const received = new Date();
  // Another site making a visitor's browser post here: refused before anything is read or counted.
  if (isCrossSite(request)) {
    await request.body?.cancel().catch(() => undefined);
    return crossSiteAnswer();
  }
  const guarded = await guardFormRequest(request, { scope: 'get-scouted', rateLimit: RATE_LIMIT, gate: GATE, multipart: LIMITS });
  if (!guarded.ok) return guarded.response;
  try {
    return await checkAndForward(guarded.fields, guarded.files, received, locale);
  } finally {
    guarded.release();
  }
}

async function checkAndForward(fields: Record<string, string>, files: Map<string, UploadedFile>, received: Date, locale: Locale): Promise<Response> {
  // The age rules (the guardian's among them) on the day the application arrived.
  const parsed = createApplySchema({ now: () => received }).safeParse(fields);
  const errors: Record<string, string> = parsed.success ? {} : errorsToCodes(parsed.error);
  for (const slot of PHOTO_SLOTS) {
    const file = files.get(slot);
    if (!file || file.bytes.length === 0) errors[slot] = 'required';
  }
  if (!parsed.success || Object.keys(errors).length > 0) return formAnswers.invalid(errors);
  const input = parsed.data;

  return answerOncePerSubmission('get-scouted', fields[SUBMISSION_ID_FIELD], async (id) => {
    const checked = await cleanPhotos(files);
    if (!checked.ok) return checked.response;
    const minor = isMinorOn(input.birthdate, received);
    const guardian = minor && isGuardianRelation(input.guardian_relation) ? input.guardian_relation : null;
    const consent = consentRecord({ locale, noticeVersion: await noticeVersion(locale), received, fields, guardian });
    // The panel is read by the agency's staff in Portuguese, whatever language the applicant used.
    const { fields: panelFields, files: photos } = scoutedParts(input, checked.photos, pt.ApplyForm.contactsLabel, {
      minor,
      consent: JSON.stringify(consent),
    });
    // The photos wait already drawn again without metadata: no queued or failed item ever holds EXIF or GPS.
    return answerHandOff({
      id,
      kind: 'getScouted',
      submittedAt: submittedAt({ received, fields }).toISOString(),
      fields: panelFields,
      files: photos,
    });
  });
}

type CheckedPhotos = { ok: true; photos: Partial<Record<PhotoSlot, ScoutedPhoto>> } | { ok: false; response: Response };

/**
 * Each photo by its bytes (the declared type and the name are whatever the client said), then decoded
 * and drawn again without metadata, upright (lib/forms/server/clean-photo.ts cleanPhoto) before anything is
 * stored: a photo that cannot be used is refused while the applicant is on the page.
 */
async function cleanPhotos(files: Map<string, UploadedFile>): Promise<CheckedPhotos> {
  const photos: Partial<Record<PhotoSlot, ScoutedPhoto>> = {};
  const wrongType: Record<string, string> = {};
  let tooLarge = false;
  for (const slot of PHOTO_SLOTS) {
    const file = files.get(slot);
    if (!file) continue;
    const type = sniffImageType(file.bytes.subarray(0, 16));
    if (!type || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type)) {
      wrongType[slot] = 'type';
      continue;
    }
    const clean = await cleanPhoto(file.bytes, type);
    if (clean.ok) photos[slot] = { bytes: new Uint8Array(clean.bytes.buffer, clean.bytes.byteOffset, clean.bytes.byteLength), type: clean.type };
    else if (clean.reason === 'too_large') tooLarge = true;
    else wrongType[slot] = 'type';
  }
  if (Object.keys(wrongType).length > 0) {
    return { ok: false, response: privateJson({ errors: wrongType }, 415) };
  }
  // More pixels than any photo needs (a decompression bomb, or a panorama): the form says to pick a smaller one.
  if (tooLarge) return { ok: false, response: formAnswers.tooLarge() };
  return { ok: true, photos };
}
