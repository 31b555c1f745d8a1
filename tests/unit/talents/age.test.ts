import { ageFrom } from '@/lib/talents/age';

const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12);

describe('ageFrom', () => {
  it('turns a year older on the birthday, not the day before', () => {
    expect(ageFrom('2001-04-17', on(2026, 4, 16))).toBe(24);
    expect(ageFrom('2001-04-17', on(2026, 4, 17))).toBe(25);
    expect(ageFrom('2001-04-17', on(2026, 4, 18))).toBe(25);
  });

  it('uses the local calendar day, even just before midnight', () => {
    expect(ageFrom('2001-04-17', new Date(2026, 3, 16, 23, 59))).toBe(24);
    expect(ageFrom('2001-04-17', new Date(2026, 3, 17, 0, 0))).toBe(25);
  });

  it('counts a 29 February birthday on 29 February in leap years', () => {
    expect(ageFrom('2004-02-29', on(2024, 2, 28))).toBe(19);
    expect(ageFrom('2004-02-29', on(2024, 2, 29))).toBe(20);
  });

  it('counts a 29 February birthday on 1 March in common years', () => {
    expect(ageFrom('2004-02-29', on(2025, 2, 28))).toBe(20);
    expect(ageFrom('2004-02-29', on(2025, 3, 1))).toBe(21);
  });

  it('is 0 on the day of birth and null before it', () => {
    expect(ageFrom('2026-05-10', on(2026, 5, 10))).toBe(0);
    expect(ageFrom('2026-05-10', on(2026, 5, 9))).toBeNull();
  });

  it('ignores a time part after the date', () => {
    expect(ageFrom('2001-04-17 00:00:00', on(2026, 4, 17))).toBe(25);
    expect(ageFrom('2001-04-17T00:00:00Z', on(2026, 4, 16))).toBe(24);
  });

  it('is null for absent or invalid birthdates', () => {
    expect(ageFrom(null, on(2026, 1, 1))).toBeNull();
    expect(ageFrom(undefined, on(2026, 1, 1))).toBeNull();
    expect(ageFrom('', on(2026, 1, 1))).toBeNull();
    expect(ageFrom('2001-02-30', on(2026, 1, 1))).toBeNull();
    expect(ageFrom('2003-02-29', on(2026, 1, 1))).toBeNull();
    expect(ageFrom('2001-13-01', on(2026, 1, 1))).toBeNull();
    expect(ageFrom('17/04/2001', on(2026, 1, 1))).toBeNull();
    expect(ageFrom('2001-04-17', new Date(Number.NaN))).toBeNull();
  });
});
