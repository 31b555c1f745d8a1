import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/lib/config';
import { formatAgencyDateTime, type ZoneNames } from '@/lib/i18n/time-zone';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';

const names = (messages: typeof pt): ZoneNames => (key) => messages.TimeZone[key];

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("a moment in the agency's zone", () => {
  it("is the agency's wall clock with its zone named in the reader's language, whatever zone the server is in", () => {
    const iso = '2026-12-28T01:02:00Z';
    expect(formatAgencyDateTime(iso, 'pt', names(pt))).toBe('27 de dez. de 2026, 22:02 (horário de Brasília)');
    expect(formatAgencyDateTime(iso, 'en', names(en))).toMatch(/^Dec 27, 2026, 10:02\sPM \(Brasília time\)$/);
    expect(formatAgencyDateTime(iso, 'es', names(es))).toBe('27 dic 2026, 22:02 (hora de Brasilia)');
  });

  it("names every zone of Brazil's official time as Brasília's", () => {
    expect(formatAgencyDateTime('2026-12-28T01:02:00Z', 'pt', names(pt), 'America/Recife')).toBe('27 de dez. de 2026, 22:02 (horário de Brasília)');
  });

  it('names a zone the messages do not know as Intl does, in the reader\'s language and for that date', () => {
    expect(formatAgencyDateTime('2026-07-01T12:00:00Z', 'en', names(en), 'Europe/Lisbon')).toMatch(/^Jul 1, 2026, 1:00\sPM \(Western European Summer Time\)$/);
    expect(formatAgencyDateTime('2026-12-01T12:00:00Z', 'en', names(en), 'Europe/Lisbon')).toMatch(/\(Western European Standard Time\)$/);
    expect(formatAgencyDateTime('2026-12-01T12:00:00Z', 'es', names(es), 'Europe/Lisbon')).toMatch(/^1 dic 2026, 12:00 \(.*Europa occidental\)$/);
  });

  it('says nothing for a date it cannot read', () => {
    expect(formatAgencyDateTime('soon', 'pt', names(pt))).toBeNull();
  });
});

describe('the AGENCY_TIME_ZONE setting', () => {
  it('is São Paulo unless set, spelled canonically, and stops the start when no zone has that name', () => {
    expect(parseConfig({}).AGENCY_TIME_ZONE).toBe('America/Sao_Paulo');
    expect(parseConfig({ AGENCY_TIME_ZONE: 'europe/lisbon' }).AGENCY_TIME_ZONE).toBe('Europe/Lisbon');
    expect(() => parseConfig({ AGENCY_TIME_ZONE: 'Brasília' })).toThrow(/AGENCY_TIME_ZONE/);
  });

  it('is the clock the site prints by', async () => {
    vi.stubEnv('AGENCY_TIME_ZONE', 'Europe/Lisbon');
    const { formatAgencyDateTime: format, AGENCY_TIME_ZONE } = await import('@/lib/i18n/time-zone');
    expect(AGENCY_TIME_ZONE).toBe('Europe/Lisbon');
    expect(format('2026-12-28T01:02:00Z', 'pt', names(pt))).toBe('28 de dez. de 2026, 01:02 (Horário Padrão da Europa Ocidental)');
  });
});
