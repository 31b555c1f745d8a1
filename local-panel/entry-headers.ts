import type { IncomingHttpHeaders } from 'node:http';

/** Longer `Idempotency-Key` values are treated as absent. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/** The optional headers of an entry send; each is undefined when absent or unusable. */
export type SendHeaders = {
  /** The site's submission id: an opaque string. */
  idempotencyKey?: string;
  /** When the visitor pressed Send, as a UTC ISO string (`2026-11-25T14:03:07.000Z`). */
  submittedAt?: string;
};

/** A header sent once, as a string; a list (a header Node does not merge) counts as absent. */
function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** C0 control characters and DEL. */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The key as sent, or undefined when it is empty, longer than 200 characters or holds a control character. */
export function parseIdempotencyKey(value: string | string[] | undefined): string | undefined {
  const key = single(value);
  if (key === undefined || key === '' || key.length > MAX_IDEMPOTENCY_KEY_LENGTH || hasControlCharacter(key)) return undefined;
  return key;
}

/** `yyyy-MM-ddTHH:mm[:ss[.fff…]]` then `Z` or an offset `±HH:mm` / `±HHmm`. */
const INSTANT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))$/;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Days of `month` (1–12) in the proleptic Gregorian calendar ISO 8601 uses. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * An ISO 8601 instant (date, time and `Z` or an offset) as a UTC ISO string, or undefined for
 * anything else: a date alone, a local time without offset, or an impossible date such as 30 February.
 */
export function parseSubmittedAt(value: string | string[] | undefined): string | undefined {
  const match = INSTANT_PATTERN.exec(single(value)?.trim() ?? '');
  if (!match) return undefined;
  const group = (index: number): number => Number(match[index] ?? 0);
  const [year, month, day, hour, minute, second] = [group(1), group(2), group(3), group(4), group(5), group(6)];
  const milliseconds = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const sign = match[9] === '-' ? -1 : 1;
  const [offsetHours, offsetMinutes] = [group(10), group(11)];
  const valid =
    month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) &&
    hour <= 23 && minute <= 59 && second <= 59 && offsetHours <= 23 && offsetMinutes <= 59;
  if (!valid) return undefined;
  // setUTCFullYear, unlike Date.UTC, keeps years 0–99 as written.
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day);
  instant.setUTCHours(hour, minute - sign * (offsetHours * 60 + offsetMinutes), second, milliseconds);
  return instant.toISOString();
}

export function readSendHeaders(headers: IncomingHttpHeaders): SendHeaders {
  return {
    idempotencyKey: parseIdempotencyKey(headers['idempotency-key']),
    submittedAt: parseSubmittedAt(headers['x-submitted-at']),
  };
}
