import { describe, expect, it } from 'vitest';
import { formatAgencyDateTime } from '@/lib/i18n/time-zone';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';

describe("a moment in the agency's zone", () => {
  it("is the agency's wall clock with its zone named in the reader's language, whatever zone the server is in", () => {
    const iso = '2026-12-28T01:02:00Z';
    expect(formatAgencyDateTime(iso, 'pt', pt.Package.agencyTimeZone)).toBe('27 de dez. de 2026, 22:02 (horário de Brasília)');
    expect(formatAgencyDateTime(iso, 'en', en.Package.agencyTimeZone)).toMatch(/^Dec 27, 2026, 10:02\sPM \(Brasília time\)$/);
    expect(formatAgencyDateTime(iso, 'es', es.Package.agencyTimeZone)).toBe('27 dic 2026, 22:02 (hora de Brasilia)');
  });

  it('says nothing for a date it cannot read', () => {
    expect(formatAgencyDateTime('soon', 'pt', 'horário de Brasília')).toBeNull();
  });
});
