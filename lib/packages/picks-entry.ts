import 'server-only';
import { sendPackagePicks, type PicksBody } from '@/lib/api/packages';
import { ApiError } from '@/lib/api/errors';
import { deliveryHeaders } from '@/lib/outbox/entry-body';
import { registerSendKind } from '@/lib/outbox/kinds';
import type { OutboxEntry } from '@/lib/outbox/types';

/**
 * A client's answer to a package as an outbox entry (`kind: package-picks`) and back: the token and
 * the contract's JSON fields, kept as text fields like every send (no PIN: the panel asks none for picks).
 */
export type PicksAnswer = PicksBody & { token: string };

export function picksEntry(id: string, submittedAt: string, answer: PicksAnswer): OutboxEntry {
  return {
    id,
    kind: 'package-picks',
    submittedAt,
    fields: [
      ['token', answer.token],
      ['talent_ids', answer.talent_ids.join(',')],
      ['name', answer.name],
      ['email', answer.email],
      ['note', answer.note],
    ],
    files: [],
  };
}

/** The answer an entry holds; null when it is not a well-formed package-picks entry (a damaged store). */
export function picksFromEntry(entry: OutboxEntry): PicksAnswer | null {
  const field = (name: string) => entry.fields.find(([key]) => key === name)?.[1];
  const token = field('token');
  const ids = (field('talent_ids') ?? '').split(',').filter(Boolean).map(Number);
  const name = field('name');
  const email = field('email');
  if (entry.kind !== 'package-picks' || !token || ids.length === 0 || !ids.every(Number.isInteger) || !name || !email) return null;
  return { token, talent_ids: ids, name, email, note: field('note') ?? '' };
}

/** A client's answer goes to `POST /api/packages/{token}/picks` as the contract's JSON. */
export const picksSend = registerSendKind({
  kind: 'package-picks',
  async send(entry, timeoutMs) {
    const answer = picksFromEntry(entry);
    // A damaged store: refused for good, kept for an operator.
    if (!answer) throw new ApiError({ status: 400, code: 'invalid_response', message: 'malformed package-picks entry' });
    const { token, ...body } = answer;
    return sendPackagePicks(token, body, deliveryHeaders(entry), timeoutMs);
  },
});
