import { createApplicationSchema, MAX_PHOTO_BYTES, MAX_TOTAL_BYTES, PHOTO_SLOTS } from '@/lib/forms/application/schema';
import { cleanPhotos, notPhotosAnswer, photoProblem } from '@/lib/forms/application/check-photos';
import { consentRecord, submittedAt } from '@/lib/forms/application/consent';
import { isGuardianRelation, isMinorOn } from '@/lib/forms/application/guardian';
import { scoutedParts } from '@/lib/forms/application/panel-payload';
import { APPLICATION_RESULT } from '@/lib/forms/application/rules';
import { errorsToCodes } from '@/lib/forms/form-data';
import { APPLICATION_BODY_PACE, MAX_APPLICATIONS_PER_CLIENT, MAX_CONCURRENT_APPLICATIONS } from '@/lib/forms/server/busy-gate';
import { busyAnswer } from '@/lib/forms/server/busy-gate';
import { answerHandOff, answerOncePerSubmission } from '@/lib/forms/server/entry-answer';
import { guardianMailProblem, holdForGuardian, sendReceipt } from '@/lib/forms/application/confirmation';
import { isReceived } from '@/lib/forms/send-answer';
import { confirmationDays } from '@/lib/confirmations/days';
import { APPLICATION, applicationSend } from '@/lib/forms/application/send';
import { formAnswers } from '@/lib/forms/server/guard';
import { formRoute } from '@/lib/forms/server/route';
import { consentNoticeVersion } from '@/lib/privacy/notice';
import { SHOWN_NOTICE_FIELD } from '@/lib/privacy/shown-field';
import { SUBMISSION_ID_FIELD } from '@/lib/shared-state/submissions';
import pt from '@/messages/pt.json';

/**
 * `POST /api/get-scouted/{lang}`: checks an application as the browser form does (photos included,
 * while the applicant is on the page) and hands it to the outbox, which delivers it to the panel. An
 * applicant under 18 waits for the guardian, who confirms by a link mailed to them (lib/confirmations):
 * until then nothing reaches the panel. Every applicant gets a receipt by mail.
 */
export const POST = formRoute(
  {
    scope: APPLICATION,
    result: APPLICATION_RESULT,
    // An applicant sends once and may retry a failed send a few times; more than this is not a person.
    rateLimit: { limit: 10, windowMs: 10 * 60_000 },
    // Past MAX_CONCURRENT_APPLICATIONS at once, an application waits in line (its body unread) 15 s at
    // most, then 503 with Retry-After; past 200 in line, 503 at once. One address never holds every
    // place (slow uploads): its next one is told busy.
    gate: { max: MAX_CONCURRENT_APPLICATIONS, waitMs: 15_000, maxWaiting: 200, perClient: MAX_APPLICATIONS_PER_CLIENT, retryAfterSeconds: 10 },
    multipart: {
      maxFileBytes: MAX_PHOTO_BYTES,
      maxTotalBytes: MAX_TOTAL_BYTES,
      // The form has 30 text fields (the guardian's, the consent times and the notice shown among them), and without
      // JavaScript 8 typed answers of the long lists (lib/forms/application/typed-answers.ts); a few spare.
      maxFields: 44,
      maxFieldBytes: 4 * 1024,
      fileFields: PHOTO_SLOTS,
      // A body that drips is cut with 408 and frees its place (docs/operations.md, "Limits per instance").
      pace: APPLICATION_BODY_PACE,
    },
  },
  async ({ fields, files, locale, received }) => {
    // The age rules (the guardian's among them) on the day the application arrived.
    const parsed = createApplicationSchema({ now: () => received }).safeParse(fields);
    const errors: Record<string, string> = parsed.success ? {} : errorsToCodes(parsed.error);
    for (const slot of PHOTO_SLOTS) {
      const problem = photoProblem(files.get(slot));
      if (problem) errors[slot] = problem;
    }
    const problems = Object.values(errors);
    // Photos that are not photos, and nothing else amiss: 415, as the decoding below answers.
    if (problems.length > 0 && problems.every((code) => code === 'type')) return notPhotosAnswer(errors);
    if (!parsed.success || problems.length > 0) return formAnswers.invalid(errors);
    const input = parsed.data;
    // The version the form's page printed (sealed in the form), else the one the privacy page prints
    // now; none when the panel's texts cannot be read: a consent never names a text nobody was shown.
    const version = await consentNoticeVersion(locale, fields[SHOWN_NOTICE_FIELD]);
    if (version === null) return formAnswers.upstream();

    const minor = isMinorOn(input.birthdate, received);
    // Checked before anything is kept: a guardian who cannot be mailed cannot confirm.
    const mailProblem = minor ? await guardianMailProblem(input) : null;
    if (mailProblem) return formAnswers.invalid({ guardian_email: mailProblem });

    return answerOncePerSubmission(APPLICATION, fields[SUBMISSION_ID_FIELD], async (id) => {
      const checked = await cleanPhotos(files);
      if (!checked.ok) return checked.response;
      const guardian = minor && isGuardianRelation(input.guardian_relation) ? input.guardian_relation : null;
      const consent = consentRecord({ locale, noticeVersion: version, received, fields, guardian });
      // The panel is read by the agency's staff in Portuguese, whatever language the applicant used.
      const { fields: panelFields, files: photos } = scoutedParts(input, checked.photos, pt.ApplicationForm.contactsLabel, {
        minor,
        consent: JSON.stringify(consent),
      });
      // The photos wait already drawn again without metadata: no queued, held or failed item ever holds EXIF or GPS.
      const entry = { id, kind: APPLICATION, submittedAt: submittedAt({ received, fields }).toISOString(), fields: panelFields, files: photos } as const;
      if (minor) {
        const held = await holdForGuardian(entry, input, locale, received);
        if (held.kind === 'busy') return busyAnswer(60);
        await sendReceipt(entry, input, locale, held.expiresAt);
        return formAnswers.pending('guardian', confirmationDays());
      }
      const answer = await answerHandOff(applicationSend, entry);
      if (isReceived(answer.status)) await sendReceipt(entry, input, locale, null);
      return answer;
    });
  },
);
