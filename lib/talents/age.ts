const datePattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

export type CalendarDate = { year: number; month: number; day: number };

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isRealDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Parses 'YYYY-MM-DD' (a time part after it is ignored); null unless it is a real calendar date. */
export function parseIsoDate(value: string | null | undefined): CalendarDate | null {
  const match = datePattern.exec((value ?? '').trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

export function ageOn(birth: CalendarDate, today: Date): number | null {
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const day = today.getDate();
  // Whole-number comparison of month and day: a 29 Feb birthday is reached on 1 Mar in common years.
  const birthdayPassed = month > birth.month || (month === birth.month && day >= birth.day);
  const age = year - birth.year - (birthdayPassed ? 0 : 1);
  return age < 0 ? null : age;
}

/** Age in whole years on `today` (local calendar); null for an absent, invalid or future birthdate. */
export function ageFrom(birthdate: string | null | undefined, today: Date): number | null {
  const birth = parseIsoDate(birthdate);
  if (!birth || Number.isNaN(today.getTime())) return null;
  return ageOn(birth, today);
}
