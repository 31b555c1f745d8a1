import 'server-only';
import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@/lib/forms/fields';
import { isReceived } from '@/lib/forms/send-answer';
import { errorFields, log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import { outbox, type OutboxEntry } from '@/lib/outbox';
import { deliver } from '@/lib/outbox/deliver';
import type { SendKind } from '@/lib/outbox/kinds';
import type { EnqueueResult, OutboxKind } from '@/lib/outbox/types';
import { claimSubmission, isSubmissionId, markSubmissionSent, releaseSubmission } from '@/lib/shared-state/submissions';
import { busyAnswer } from './busy-gate';
import { formAnswers } from './guard';

// A full outbox and a panel that does not take the send either: the visitor is asked to try again in this long.
const FALLBACK_RETRY_SECONDS = 60;

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
 * The send while the visitor waits, through the very deliver() the worker uses, answered as the site's
 * endpoints do (docs/contract.md): 201 `{"ok": true}`; the panel's 422 → 422 with its field codes; no
 * answer, a refusal without fields or a broken entry → 503 with Retry-After: nothing was kept, and the
 * browser keeps every field and photo for the next try.
 */
async function sendWhileWaiting(entry: OutboxEntry): Promise<Response> {
  const outcome = await deliver(entry, { waiting: true });
  if (outcome.kind === 'delivered') {
    metrics().sends.inc({ kind: entry.kind, outcome: 'delivered' });
    return formAnswers.created();
  }
  const errors = outcome.kind === 'refused' && outcome.status === 422 ? panelErrorsToCodes(outcome.details) : {};
  if (Object.keys(errors).length > 0) {
    metrics().sends.inc({ kind: entry.kind, outcome: 'refused' });
    // For the agency: which fields the panel refused and our code for each, never the values or the
    // panel's sentences (they may quote what the visitor typed).
    log.warn({ event: 'entry.refused', entry: entry.kind, status: 422, fields: errors });
    return formAnswers.invalid(errors);
  }
  metrics().sends.inc({ kind: entry.kind, outcome: 'failed' });
  log.error({ event: 'entry.send-failed', entry: entry.kind, reason: outcome.reason });
  return busyAnswer(FALLBACK_RETRY_SECONDS);
}

/**
 * Hands a checked send of this kind to the outbox and answers 202 `{"ok": true}` at once; a worker
 * delivers it (lib/outbox). When the outbox is full or cannot be written (Redis away, disk full), it is
 * delivered while the visitor waits (sendWhileWaiting).
 */
export async function answerHandOff(send: SendKind, draft: Omit<OutboxEntry, 'kind'>): Promise<Response> {
  const entry: OutboxEntry = { ...draft, kind: send.kind };
  let result: EnqueueResult | 'unavailable';
  try {
    result = await outbox().enqueue(entry);
  } catch (error) {
    result = 'unavailable';
    log.error({ event: 'outbox.unavailable', entry: entry.kind, submission: entry.id, ...errorFields(error) });
  }
  if (result === 'queued' || result === 'duplicate') {
    metrics().sends.inc({ kind: entry.kind, outcome: result === 'queued' ? 'accepted' : 'duplicate' });
    log.info({ event: result === 'queued' ? 'entry.queued' : 'entry.repeat', entry: entry.kind, submission: entry.id, files: entry.files.length });
    return formAnswers.accepted();
  }
  if (result === 'full') log.warn({ event: 'outbox.full', entry: entry.kind, submission: entry.id });
  metrics().sends.inc({ kind: entry.kind, outcome: 'fallback' });
  return sendWhileWaiting(entry);
}

/**
 * Runs `work` (which checks, prepares and forwards or queues an entry, answering as docs/contract.md
 * says) once per submission id: a repeat of an id already received gets 201 `{"ok": true}` without
 * `work` running, so without a second entry. `work` gets the id to keep the send under: the
 * submission id, or a fresh one when there is none (a form posted without JavaScript, a script).
 */
export async function answerOncePerSubmission(
  form: OutboxKind,
  submissionId: string | undefined,
  work: (id: string) => Promise<Response>,
): Promise<Response> {
  if (!isSubmissionId(submissionId)) return work(randomUUID());
  if ((await claimSubmission(form, submissionId)) === 'sent') {
    metrics().sends.inc({ kind: form, outcome: 'duplicate' });
    log.info({ event: 'entry.repeat', entry: form, submission: submissionId });
    return formAnswers.created();
  }
  let answer: Response | undefined;
  try {
    answer = await work(submissionId);
    return answer;
  } finally {
    if (answer && isReceived(answer.status)) await markSubmissionSent(form, submissionId);
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
    log.error({ event: 'entry.unexpected-failure', entry: label, error: error instanceof Error ? error.name : 'unknown' });
    return formAnswers.upstream();
  }
}
