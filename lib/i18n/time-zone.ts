import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/config/env';
import type { Locale } from './routing';

/**
 * The agency's zone (AGENCY_TIME_ZONE, default America/Sao_Paulo): dates and times the site prints
 * read the same on the server and in every browser, whatever zone either is in.
 */
export const AGENCY_TIME_ZONE = env.AGENCY_TIME_ZONE;

/** A zone the messages name the way people there say it (`TimeZone.<key>`). */
export type ZoneKey = 'brasilia';

/** The zones of Brazil's official time, UTC−3 all year: each is "horário de Brasília" to a Brazilian. */
const NAMED_ZONES: Readonly<Record<string, ZoneKey>> = {
  'America/Sao_Paulo': 'brasilia',
  'America/Araguaina': 'brasilia',
  'America/Bahia': 'brasilia',
  'America/Belem': 'brasilia',
  'America/Fortaleza': 'brasilia',
  'America/Maceio': 'brasilia',
  'America/Recife': 'brasilia',
  'America/Santarem': 'brasilia',
};

export type ZoneNames = (key: ZoneKey) => string;

/**
 * A zone's name in the reader's language: the messages' own for a zone they name ("horário de
 * Brasília", "Brasília time"), otherwise the one Intl gives at that moment ("Central European Summer
 * Time"), otherwise the zone's IANA name.
 */
export function zoneName(zone: string, locale: string, at: Date, names: ZoneNames): string {
  const key = NAMED_ZONES[zone];
  if (key) return names(key);
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'long' }).formatToParts(at).find((item) => item.type === 'timeZoneName');
  return part?.value ?? zone;
}

/**
 * A moment on the agency's clock, with the zone named so a client abroad does not guess:
 * "27 de dez. de 2026, 22:02 (horário de Brasília)", "Dec 27, 2026, 10:02 PM (Brasília time)".
 * Null for an unreadable date.
 */
export function formatAgencyDateTime(iso: string, locale: string, names: ZoneNames, zone: string = AGENCY_TIME_ZONE): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(date);
  return `${when} (${zoneName(zone, locale, date, names)})`;
}

/** formatAgencyDateTime in `locale` with the zone's name from the messages, for a server component or a mail. */
export async function agencyDateTimes(locale: Locale): Promise<(iso: string) => string | null> {
  const t = await getTranslations({ locale, namespace: 'TimeZone' });
  return (iso) => formatAgencyDateTime(iso, locale, (key) => t(key));
}
