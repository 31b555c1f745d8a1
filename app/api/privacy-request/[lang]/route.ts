import { errorsToCodes } from '@/lib/forms/form-data';
import { privacyRequestPayload } from '@/lib/forms/privacy-request/payload';
import { PRIVACY_RESULT } from '@/lib/forms/privacy-request/rules';
import { privacyRequestSchema } from '@/lib/forms/privacy-request/schema';
import { answerHandOff, answerOncePerSubmission } from '@/lib/forms/server/entry-answer';
import { formAnswers } from '@/lib/forms/server/guard';
import { formRoute } from '@/lib/forms/server/route';
import { entryFromFormData } from '@/lib/outbox';
import { contactSend } from '@/lib/forms/contact/send';
import { SUBMISSION_ID_FIELD } from '@/lib/shared-state/submissions';

/**
 * `POST /api/privacy-request/{lang}`: a request about one's own data (access, correction, deletion,
 * withdrawal of consent), checked as the browser form checks it and handed to the outbox as the panel's
 * `contact` entry with its `request` field (docs/contract.md).
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
    return answerOncePerSubmission('contact', fields[SUBMISSION_ID_FIELD], async (id) =>
      answerHandOff(contactSend, await entryFromFormData(id, received.toISOString(), privacyRequestPayload(parsed.data, locale))),
    );
  },
);
