import 'server-only';
import { getTalents } from '@/lib/api/talents';
import type { TalentSummary } from '@/lib/api/types';

/** The roster entries for these ids, in the order asked; ids the roster does not know are left out. */
export async function resolveTalents(ids: readonly number[], locale: string): Promise<TalentSummary[]> {
  const roster = await getTalents(locale);
  const byId = new Map(roster.map((talent) => [talent.id, talent]));
  return ids.map((id) => byId.get(id)).filter((talent) => talent !== undefined);
}
