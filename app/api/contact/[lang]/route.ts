import { CONTACT_RESULT } from '@/lib/forms/contact/rules';
import { contactSchema } from '@/lib/forms/contact/schema';
import { errorsToCodes } from '@/lib/forms/form-data';
import { toInternational } from '@/lib/forms/phone';
import { BRAZIL } from '@/lib/forms/phone-rules';
import { answerHandOff, answerOncePerSubmission } from '@/lib/forms/server/entry-answer';
import { formAnswers } from '@/lib/forms/server/guard';
import { formRoute } from '@/lib/forms/server/route';
import { entryFromFormData } from '@/lib/outbox';
import { contactSend } from '@/lib/forms/contact/send';
import { SUBMISSION_ID_FIELD } from '@/lib/shared-state/submissions';

/**
 * `POST /api/contact/{lang}`: checks a message as the browser form does and hands it to the outbox,
 * which delivers it to the panel (202), or sends it while the visitor waits when the outbox is full.
 */
export const POST = formRoute(
  {
    scope: 'contact',
    result: CONTACT_RESULT,
    // Four short fields and a 5000-character message, even all in 4-byte characters, fit with room for
    // multipart framing; anything bigger is not this form.
    maxBytes: 32 * 1024,
    // A visitor may retry a failed send a few times; more than five a minute from one address is a script.
    rateLimit: { limit: 5, windowMs: 60_000 },
  },
  async ({ fields, received }) => {
    const parsed = contactSchema.safeParse(fields);
    if (!parsed.success) return formAnswers.invalid(errorsToCodes(parsed.error));
    const { name, email, phone, message } = parsed.data;
    return answerOncePerSubmission('contact', fields[SUBMISSION_ID_FIELD], async (id) => {
      const payload = new FormData();
      payload.set('name', name);
      payload.set('email', email);
      payload.set('phone', toInternational(phone, BRAZIL) ?? phone);
      payload.set('message', message);
      return answerHandOff(contactSend, await entryFromFormData(id, received.toISOString(), payload));
    });
  },
);
