import 'server-only';
import { randomUUID } from 'node:crypto';
import { answerHandOff } from '@/lib/forms/server/entry-answer';
import { privateJson } from '@/lib/http/private-json';
import { isSubmissionId, SUBMISSION_ID_FIELD } from '@/lib/shared-state/submissions';
import { picksEntry, picksSend } from './picks-entry';
import type { ClientPackage, PackageRead } from './types';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_NAME = 200;
export const MAX_NOTE = 5000;

export type PicksFields = { talentIds: number[]; name: string; email: string; note: string };

/** The answer's fields checked against the package: `{field: code}` for each problem, as the forms' codes. */
export function checkPicks(pkg: ClientPackage, form: FormData): { ok: true; picks: PicksFields } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const raw = form.getAll('talent_ids').map((value) => (typeof value === 'string' ? value.trim() : ''));
  const ids = [...new Set(raw.map((value) => (/^\d{1,12}$/.test(value) ? Number(value) : Number.NaN)))];
  const inPackage = new Set(pkg.talents.map((talent) => talent.id));
  if (ids.length === 0) errors.talent_ids = 'required';
  else if (!ids.every((id) => inPackage.has(id))) errors.talent_ids = 'not_in_package';
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const name = text('name');
  const email = text('email');
  const note = text('note');
  if (name === '') errors.name = 'required';
  else if (name.length > MAX_NAME) errors.name = 'too_long';
  if (email === '') errors.email = 'required';
  else if (email.length > MAX_NAME || !EMAIL.test(email)) errors.email = 'email';
  if (note.length > MAX_NOTE) errors.note = 'too_long';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, picks: { talentIds: ids, name, email, note } };
}

/** A package that cannot take an answer, as the site's endpoints answer (never a hint for an unknown token). */
export function closedAnswer(read: Exclude<PackageRead, { kind: 'ok' }>): Response {
  if (read.kind === 'missing') return privateJson({ error: 'not_found' }, 404);
  if (read.kind === 'expired') return privateJson({ error: 'expired' }, 410);
  if (read.kind === 'unavailable') return privateJson({ error: 'busy' }, 503, { 'Retry-After': '30' });
  return privateJson({ error: 'pin_required' }, 403);
}

/**
 * Hands a checked answer to the outbox like every send: kept durably and answered 202, delivered
 * with the submission id as `Idempotency-Key` (a repeat is one pick); when the outbox is full, sent
 * while the client waits.
 */
export async function handOffPicks(token: string, fields: Record<string, string>, picks: PicksFields, receivedAt: string): Promise<Response> {
  const submitted = fields[SUBMISSION_ID_FIELD];
  const id = isSubmissionId(submitted) ? submitted : randomUUID();
  const body = { talent_ids: picks.talentIds, name: picks.name, email: picks.email, note: picks.note };
  const entry = picksEntry(id, receivedAt, { token, ...body });
  return answerHandOff(picksSend, entry);
}
