/**
 * A client's request to hold a talent of a package for some days, as the browser and the route both
 * check it (lib/packages/hold-schema.ts) and as the page shows it. No zod here: the page and its
 * island read these without loading the schema.
 */

/** The form's fields, in the order they are on the page. */
export const HOLD_FIELDS = ['talent_id', 'from', 'to', 'name', 'email', 'note'] as const;
export type HoldField = (typeof HOLD_FIELDS)[number];

/** The panel's own limits (docs/contract.md): a name and an e-mail of 200 characters, a note of 5000. */
export const HOLD_LIMITS = { name: 200, email: 200, note: 5000 } as const;

/** Why a field was refused: the forms' codes, and the hold's own about dates and the talent. */
export const HOLD_ERROR_CODES = ['required', 'email', 'too_long', 'date', 'date_past', 'date_order', 'not_in_package', 'invalid'] as const;
export type HoldErrorCode = (typeof HOLD_ERROR_CODES)[number];

export function isHoldErrorCode(value: unknown): value is HoldErrorCode {
  return typeof value === 'string' && (HOLD_ERROR_CODES as readonly string[]).includes(value);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day written `YYYY-MM-DD` that exists (no 31 November). */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const DAY_MS = 86_400_000;

/**
 * The first day a hold may start: yesterday in UTC. A client's "today" runs up to a day ahead of or
 * behind the agency's (São Paulo), so a day's grace either side refuses only what is surely past.
 */
export function earliestHoldDay(now = Date.now()): string {
  return new Date(now - DAY_MS).toISOString().slice(0, 10);
}

/** Today in the agency's zone (UTC−3), for the date fields' `min`. */
export function agencyToday(now = Date.now()): string {
  return new Date(now - 3 * 3_600_000).toISOString().slice(0, 10);
}

/** What a hold request asked for, as the page repeats it after the send: the talent and the days. */
export type AskedHold = { talentId: number; from: string; to: string };

/** The asked hold a query holds (`held=12&from=…&to=…`), when it is well formed. */
export function askedHoldFrom(query: { held?: string; from?: string; to?: string }): AskedHold | null {
  const talentId = /^\d{1,12}$/.test(query.held ?? '') ? Number(query.held) : Number.NaN;
  const { from = '', to = '' } = query;
  if (!Number.isSafeInteger(talentId) || !isCalendarDay(from) || !isCalendarDay(to) || to < from) return null;
  return { talentId, from, to };
}
