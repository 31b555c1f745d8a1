import { describe, expect, it } from 'vitest';
import { isMinorOn } from '@/lib/forms/application/guardian';
import { createApplicationSchema } from '@/lib/forms/application/schema';
import { errorsToCodes } from '@/lib/forms/form-data';

const adultAnswers = {
  realname: 'Ana Souza',
  gender: 'woman',
  email: 'ana@example.com',
  height: '178/5.10',
  country: 'BR',
  accept: 'on',
};
const guardian = {
  guardian_name: 'Joana Souza',
  guardian_relation: 'mother',
  guardian_email: 'joana@example.com',
  guardian_phone: '(11) 91234-5678',
  guardian_accept: 'on',
};

function codes(day: Date, answers: Record<string, unknown>): Record<string, string> {
  const result = createApplicationSchema({ now: () => day }).safeParse(answers);
  return result.success ? {} : errorsToCodes(result.error);
}

describe('the guardian rule: under 18 on the day of sending', () => {
  it('counts the 18th birthday itself as an adult\'s day, and the day before as a minor\'s', () => {
    expect(isMinorOn('2008/11/27', new Date(2026, 10, 26, 23, 59))).toBe(true);
    expect(isMinorOn('2008/11/27', new Date(2026, 10, 27, 0, 0))).toBe(false);
    expect(isMinorOn('2008/11/28', new Date(2026, 10, 27, 12))).toBe(true);
    expect(isMinorOn('27/11/2008', new Date(2026, 10, 27, 12))).toBe(false);
    expect(isMinorOn('2011/01/01', new Date(2026, 10, 27))).toBe(true);
  });

  it('reaches a 29 February birthday on 1 March in a common year, and on the day in a leap year', () => {
    // Born on 29 February 2008: 18 on 1 March 2026 (2026 has no 29 February).
    expect(isMinorOn('2008/02/29', new Date(2026, 1, 28, 12))).toBe(true);
    expect(isMinorOn('2008/02/29', new Date(2026, 2, 1, 0, 0))).toBe(false);
    // Born on 29 February 2012: 18 on 29 February 2030? 2030 is common: 1 March. In 2032 (leap) they are 20.
    expect(isMinorOn('2012/02/29', new Date(2030, 1, 28))).toBe(true);
    expect(isMinorOn('2012/02/29', new Date(2030, 2, 1))).toBe(false);
    // Born 1 March 2008, in a leap year of sending: 29 February is still before the birthday.
    expect(isMinorOn('2008/03/01', new Date(2026, 1, 28))).toBe(true);
  });

  it('says nothing for a date it cannot read (the birthdate\'s own check asks for it)', () => {
    expect(isMinorOn('', new Date())).toBe(false);
    expect(isMinorOn('2010/02/30', new Date())).toBe(false);
    expect(isMinorOn(undefined, new Date())).toBe(false);
  });

  it('requires every guardian answer and the guardian\'s consent of a minor, naming each field', () => {
    const day = new Date(2026, 10, 27, 12);
    expect(codes(day, { ...adultAnswers, birthdate: '2011/05/10' })).toEqual({
      guardian_name: 'required',
      guardian_relation: 'required',
      guardian_email: 'required',
      guardian_phone: 'required',
      guardian_accept: 'accept',
    });
    expect(codes(day, { ...adultAnswers, birthdate: '2011/05/10', ...guardian })).toEqual({});
    expect(
      codes(day, { ...adultAnswers, birthdate: '2011/05/10', ...guardian, guardian_relation: 'aunt', guardian_email: 'joana@', guardian_phone: '1234', guardian_accept: undefined }),
    ).toEqual({ guardian_relation: 'option', guardian_email: 'email', guardian_phone: 'phone', guardian_accept: 'accept' });
  });

  it('asks for the guardian with the other fields\' errors, not only once everything else is right', () => {
    const day = new Date(2026, 10, 27, 12);
    const errors = codes(day, { ...adultAnswers, email: 'nope', birthdate: '2011/05/10' });
    expect(errors.email).toBe('email');
    expect(errors.guardian_name).toBe('required');
  });

  it('asks nothing of an adult, whatever the guardian fields hold, and changes on the 18th birthday', () => {
    expect(codes(new Date(2026, 10, 27, 12), { ...adultAnswers, birthdate: '2007/05/10', guardian_email: 'not an e-mail', guardian_relation: 'x' })).toEqual({});
    expect(codes(new Date(2026, 10, 27, 0, 1), { ...adultAnswers, birthdate: '2008/11/27' })).toEqual({});
    expect(codes(new Date(2026, 10, 26, 23, 59), { ...adultAnswers, birthdate: '2008/11/27' })).toHaveProperty('guardian_accept', 'accept');
  });

  it('takes a phone field holding only the country code it starts with as empty', () => {
    const result = createApplicationSchema({ now: () => new Date(2026, 10, 27) }).safeParse({ ...adultAnswers, birthdate: '2000/01/01', phone: '+55 ' });
    expect(result.success && result.data.phone).toBeUndefined();
  });
});
