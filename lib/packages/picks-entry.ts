import type { OutboxEntry } from '@/lib/outbox/types';
import type { PicksBody } from '@/lib/api/packages';

/**
 * A client's answer to a package as an outbox entry (`kind: packagePicks`) and back: the token and
 * the contract's JSON fields, kept as text fields like every send (no PIN: the panel asks none for picks).
 */
export type PicksAnswer = PicksBody & { token: string };

export function picksEntry(id: string, submittedAt: string, answer: PicksAnswer): OutboxEntry {
  return {
    id,
    kind: 'packagePicks',
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

/** The answer an entry holds; null when it is not a well-formed packagePicks entry (a damaged store). */
export function picksFromEntry(entry: OutboxEntry): PicksAnswer | null {
  const field = (name: string) => entry.fields.find(([key]) => key === name)?.[1];
  const token = field('token');
  const ids = (field('talent_ids') ?? '').split(',').filter(Boolean).map(Number);
  const name = field('name');
  const email = field('email');
  if (entry.kind !== 'packagePicks' || !token || ids.length === 0 || !ids.every(Number.isInteger) || !name || !email) return null;
  return { token, talent_ids: ids, name, email, note: field('note') ?? '' };
}
