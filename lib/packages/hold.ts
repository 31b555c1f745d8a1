import 'server-only';
import { randomUUID } from 'node:crypto';
import { errorsToCodes } from '@/lib/forms/form-data';
import { answerHandOff } from '@/lib/forms/server/entry-answer';
import { isSubmissionId, SUBMISSION_ID_FIELD } from '@/lib/shared-state/submissions';
import { holdSchema, type HoldInput } from './hold-schema';
import { holdEntry, holdsSend } from './holds-entry';
import type { ClientPackage } from './types';

/** A hold request's fields checked with the form's schema, then against the package: `{field: code}` for each problem. */
export function checkHold(pkg: ClientPackage, fields: Record<string, string>): { ok: true; hold: HoldInput } | { ok: false; errors: Record<string, string> } {
  const parsed = holdSchema.safeParse({
    talent_id: fields.talent_id ?? '',
    from: fields.from ?? '',
    to: fields.to ?? '',
    name: fields.name ?? '',
    email: fields.email ?? '',
    note: fields.note ?? '',
  });
  if (!parsed.success) return { ok: false, errors: errorsToCodes(parsed.error) };
  if (!pkg.talents.some((talent) => talent.id === parsed.data.talent_id)) return { ok: false, errors: { talent_id: 'not_in_package' } };
  return { ok: true, hold: parsed.data };
}

/**
 * Hands a checked hold request to the outbox like every send: kept durably and answered 202, delivered
 * with the submission id as `Idempotency-Key` (a repeat is one request) and the package's PIN, sealed,
 * when it has one; when the outbox is full, sent while the client waits.
 */
export function handOffHold(token: string, pin: string | null, fields: Record<string, string>, hold: HoldInput, receivedAt: string): Promise<Response> {
  const submitted = fields[SUBMISSION_ID_FIELD];
  const id = isSubmissionId(submitted) ? submitted : randomUUID();
  const entry = holdEntry(id, receivedAt, { token, pin, talent_id: hold.talent_id, from: hold.from, to: hold.to, name: hold.name, email: hold.email, note: hold.note ?? '' });
  return answerHandOff(holdsSend, entry);
}
