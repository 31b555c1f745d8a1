import { confirmationDays, holdForConfirmation, mayMail } from '@/lib/confirmations';
import { errorsToCodes } from '@/lib/forms/form-data';
import { privacyRequestPayload } from '@/lib/forms/privacy-request/payload';
import { PRIVACY_REQUEST_SUBJECTS, PRIVACY_RESULT } from '@/lib/forms/privacy-request/rules';
import { privacyRequestSchema } from '@/lib/forms/privacy-request/schema';
import { submissionReference } from '@/lib/forms/reference';
import { busyAnswer } from '@/lib/forms/server/busy-gate';
import { answerOncePerSubmission } from '@/lib/forms/server/entry-answer';
import { formAnswers } from '@/lib/forms/server/guard';
import { formRoute } from '@/lib/forms/server/route';
import { requestMail } from '@/lib/mail/compose';
import { mailConfigured } from '@/lib/mail/transport';
import { entryFromFormData } from '@/lib/outbox';
import { SUBMISSION_ID_FIELD } from '@/lib/shared-state/submissions';

/**
 * `POST /api/privacy-request/{lang}`: a request about one's own data (access, correction, deletion,
 * withdrawal of consent), checked as the browser form checks it, then held until its requester follows
 * the link mailed to the address they gave (lib/confirmations); only then does it go to the outbox as
 * the panel's `contact` entry, with its `request` field and `confirmed_at` (docs/contract.md).
 */
export const POST = formRoute(
  {
    scope: 'privacy-request',
    result: PRIVACY_RESULT,
    // A name, an e-mail, one of four words and 2000 characters of details, even all in 4-byte characters,
    // fit with room for multipart framing; anything bigger is not this form.
    maxBytes: 16 * 1024,
    // A person asks about their data once; a few retries of a failed send are fine, more is a script.
    rateLimit: { limit: 5, windowMs: 60_000 },
  },
  async ({ fields, locale, received }) => {
    const parsed = privacyRequestSchema.safeParse(fields);
    if (!parsed.success) return formAnswers.invalid(errorsToCodes(parsed.error));
    const input = parsed.data;
    // Nobody can confirm a request the site cannot mail: refused, with words that say why.
    if (!mailConfigured()) return formAnswers.invalid({ email: 'mail_unavailable' });
    return answerOncePerSubmission('contact', fields[SUBMISSION_ID_FIELD], async (id) => {
      if (!(await mayMail(input.email))) return formAnswers.invalid({ email: 'mail_limit' });
      const entry = { ...(await entryFromFormData(id, received.toISOString(), privacyRequestPayload(input, locale))), kind: 'contact' } as const;
      const held = await holdForConfirmation({
        entry,
        purpose: 'requester',
        locale,
        now: received,
        summary: { request: input.request },
        compose: (link, expiresAt) => requestMail({ to: input.email, locale, request: PRIVACY_REQUEST_SUBJECTS[locale][input.request], link, expiresAt }),
      });
      if (held.kind !== 'held') return busyAnswer(60);
      // The reference the sent page gives, which the agency finds as the entry's Idempotency-Key.
      return formAnswers.pending('requester', confirmationDays(), { reference: submissionReference(id), request: input.request });
    });
  },
);
