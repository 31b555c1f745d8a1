import { describe, expect, it } from 'vitest';
import {
  digitalSets,
  digitalsAreStale,
  formatDay,
  formatFollowers,
  formatMonth,
  instagramHandle,
  isMinor,
  monthsSince,
} from '@/lib/talents/casting';

const today = new Date(Date.UTC(2026, 10, 28));

describe('casting-ready details in the page’s language', () => {
  // Intl keeps the number and its word together with a no-break space.
  const written = (locale: string) => [48_213, 1_290_000, 1_234, 950].map((count) => formatFollowers(count, locale).replace(/\u00a0/g, ' '));

  it('rounds followers the way each language writes large numbers', () => {
    expect(written('pt')).toEqual(['48 mil', '1,3 mi', '1,2 mil', '950']);
    expect(written('en')).toEqual(['48K', '1.3M', '1.2K', '950']);
    expect(written('es')).toEqual(['48 mil', '1,3 M', '1,2 mil', '950']);
  });

  it('writes a month short, as “out. 2026”, “Oct 2026”, “oct 2026”', () => {
    expect(formatMonth('2026-10', 'pt')).toBe('out. 2026');
    expect(formatMonth('2026-10', 'en')).toBe('Oct 2026');
    expect(formatMonth('2026-10', 'es')).toBe('oct 2026');
    expect(formatMonth('not-a-month', 'pt')).toBe('not-a-month');
  });

  it('writes a return day short, with the year only when it is not this one', () => {
    expect(formatDay('2026-12-20', 'pt', today)).toBe('20 de dez.');
    expect(formatDay('2026-12-20', 'en', today)).toBe('Dec 20');
    expect(formatDay('2026-12-20', 'es', today)).toBe('20 dic');
    expect(formatDay('2027-01-05', 'en', today)).toBe('Jan 5, 2027');
  });

  it('reads an Instagram handle as people write it, and nothing else', () => {
    expect(instagramHandle('@ana.stub')).toBe('ana.stub');
    expect(instagramHandle('https://www.instagram.com/ana_stub/?hl=pt')).toBe('ana_stub');
    expect(instagramHandle('ana stub')).toBeNull();
    expect(instagramHandle('<script>')).toBeNull();
    expect(instagramHandle('a'.repeat(31))).toBeNull();
  });
});

describe('digitals', () => {
  it('groups them by month, newest first, leaving undated ones out', () => {
    expect(digitalSets([{ takenAt: '2026-03' }, { takenAt: '2026-10' }, { takenAt: null }, { takenAt: '2026-10' }, {}])).toEqual([
      { month: '2026-10', count: 2 },
      { month: '2026-03', count: 1 },
    ]);
  });

  it('are old past six whole months, counted by the newest set', () => {
    expect(monthsSince('2026-05', today)).toBe(6);
    expect(digitalsAreStale([{ month: '2026-05', count: 1 }], today)).toBe(false);
    expect(digitalsAreStale([{ month: '2026-04', count: 1 }], today)).toBe(true);
    expect(digitalsAreStale([{ month: '2026-10', count: 1 }, { month: '2025-01', count: 4 }], today)).toBe(false);
    expect(digitalsAreStale([], today)).toBe(false);
  });
});

describe('minors', () => {
  it('are under 18 by the birthdate, or on the kids’ board when it is unknown', () => {
    expect(isMinor(17, [])).toBe(true);
    expect(isMinor(18, ['kids'])).toBe(false);
    expect(isMinor(null, ['kids'])).toBe(true);
    expect(isMinor(null, ['new_faces'])).toBe(false);
  });
});
