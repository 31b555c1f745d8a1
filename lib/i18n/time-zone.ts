/** The agency's zone: dates and times the site prints read the same on the server and in every browser. */
export const AGENCY_TIME_ZONE = 'America/Sao_Paulo';

/**
 * A moment as the agency means it, with the agency's zone named (`zoneName`, from the messages) so a
 * client abroad does not guess: "27 de dez. de 2026, 22:02 (horário de Brasília)",
 * "Dec 27, 2026, 10:02 PM (Brasília time)". Null for an unreadable date.
 */
export function formatAgencyDateTime(iso: string, locale: string, zoneName: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE }).format(date);
  return `${when} (${zoneName})`;
}
