import 'server-only';
import { isApiError } from '@/lib/api/errors';
import { ERROR_CODES } from '@/lib/forms/fields';
import { claimSubmission, isSubmissionId, markSubmissionSent, releaseSubmission } from '@/lib/shared-state/submissions';
import { formAnswers } from './form-guard';

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/**
 * The panel's 422 `{"errors": {"field": ["message", …]}}` as `{field: code}`. The panel writes
 * sentences, not codes, so anything but a known code becomes 'invalid' for the form to translate.
 */
export function panelErrorsToCodes(details: unknown): Record<string, string> {
  const codes: Record<string, string> = {};
  if (typeof details !== 'object' || details === null) return codes;
  for (const [field, value] of Object.entries(details)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    codes[field] = typeof first === 'string' && KNOWN_CODES.has(first) ? first : 'invalid';
  }
  return codes;
}

/**
 * Runs a panel send and answers as the site's endpoints do (docs/contract.md): 201 `{"ok": true}`; the panel's 422 → 422 with its
 * field codes; any other failure → 502 `{"error": "upstream"}` (logged, never shown to the visitor).
 */
export async function answerEntrySend(label: string, send: () => Promise<unknown>): Promise<Response> {
  try {
    await send();
    return formAnswers.created();
  } catch (error) {
    if (isApiError(error) && error.code === 'validation') {
      const errors = panelErrorsToCodes(error.details);
      // For the agency: which fields the panel refused and our code for each, never the values or the
      // panel's sentences (they may quote what the visitor typed).
      console.warn(JSON.stringify({ event: 'entry.refused', entry: label, status: 422, fields: errors }));
      return Object.keys(errors).length > 0 ? formAnswers.invalid(errors) : formAnswers.upstream();
    }
    console.error(`[${label}] the panel did not take the entry:`, isApiError(error) ? `${error.code} ${error.message}` : error);
    return formAnswers.upstream();
  }
}

/**
 * Runs `work` (which checks, prepares and forwards an entry, answering as docs/contract.md says) once per
 * submission id: a repeat of an id already forwarded gets 201 `{"ok": true}` without `work` running,
 * so without a second panel call. No id (a form posted without JavaScript, a script): `work` runs.
 */
export async function answerOncePerSubmission(form: string, submissionId: string | undefined, work: () => Promise<Response>): Promise<Response> {
  if (!isSubmissionId(submissionId)) return work();
  if ((await claimSubmission(form, submissionId)) === 'sent') {
    console.info(JSON.stringify({ event: 'entry.repeat', entry: form }));
    return formAnswers.created();
  }
  let answer: Response | undefined;
  try {
    answer = await work();
    return answer;
  } finally {
    if (answer?.status === 201) await markSubmissionSent(form, submissionId);
    else await releaseSubmission(form, submissionId);
  }
}

/**
 * The route's answer, or 502 `{"error": "upstream"}` when something unforeseen throws (a client gone
 * mid-body, a bug): never a bare 500 with a stack, and the visitor keeps the form to send again.
 * Only the error's name is logged: its message may quote what the visitor typed.
 */
export async function answerWithoutBareFailure(label: string, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    console.error(`[${label}] unexpected failure:`, error instanceof Error ? error.name : 'unknown');
    return formAnswers.upstream();
  }
}
