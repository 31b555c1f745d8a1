import { describe, expect, it } from 'vitest';
import { agencyDay, readableInstant, timeTag } from '@/local-panel/text';

describe("the staff pages' clock", () => {
  it("writes an instant on the agency's clock with its zone named, midnight as 00", () => {
    expect(readableInstant('2026-11-25T14:03:07.000Z', 'America/Sao_Paulo')).toBe('2026-11-25 11:03:07 America/Sao_Paulo');
    expect(readableInstant('2026-07-01T23:30:00.000Z', 'Europe/Lisbon')).toBe('2026-07-02 00:30:00 Europe/Lisbon');
    expect(timeTag('2026-11-25T14:03:07.000Z', 'America/Sao_Paulo')).toBe('<time datetime="2026-11-25T14:03:07.000Z">2026-11-25 11:03:07 America/Sao_Paulo</time>');
  });

  it('keeps an unreadable instant as it came', () => {
    expect(readableInstant('not a date', 'Europe/Lisbon')).toBe('not a date');
  });

  it("gives the day on the agency's clock, not UTC's", () => {
    expect(agencyDay(new Date('2026-11-26T02:00:00Z'), 'America/Sao_Paulo')).toBe('2026-11-25');
    expect(agencyDay(new Date('2026-11-26T02:00:00Z'), 'Europe/Lisbon')).toBe('2026-11-26');
  });
});
