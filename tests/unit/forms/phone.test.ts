import { describe, expect, it } from 'vitest';
import { callingCodePrefix, formatBrazilian, formatPhoneInput, isValidPhone, toInternational } from '@/lib/forms/phone';
import { applyBackspaceOnSeparator, caretAfterFormat, isBareCallingCode, PHONE_PLACEHOLDER } from '@/lib/forms/phone-rules';

/** Types `text` one character at a time, as the field formats it after each keystroke. */
function typeInto(text: string, country: string): string {
  let value = '';
  for (const character of text) value = formatPhoneInput(value + character, country);
  return value;
}

describe('phone numbers', () => {
  it("keeps the spec's placeholder for Brazil", () => {
    expect(PHONE_PLACEHOLDER).toBe('+xx (xx) xxxx - xxxx');
  });

  it("formats a Brazilian mobile in the spec's mask as it is typed, country code first, and stops at its last digit", () => {
    expect(typeInto('5511912345678', 'BR')).toBe('+55 (11) 91234-5678');
    expect(typeInto('55119123456789', 'BR')).toBe('+55 (11) 91234-5678');
    // The field starts with +55: typed after it, the number is read in Brazil at once.
    expect(formatPhoneInput('+55 1', 'BR')).toBe('+55 (1');
    expect(formatPhoneInput('+55 11', 'BR')).toBe('+55 (11)');
    expect(formatPhoneInput('+55 11912', 'BR')).toBe('+55 (11) 912');
    // Without it, a leading 55 is the 55 area code until the number is too long for one: no digit is dropped meanwhile.
    expect(formatPhoneInput('551', 'BR')).toBe('+55 (55) 1');
    expect(formatPhoneInput('5511912345', 'BR')).toBe('+55 (55) 1191-2345');
    expect(formatPhoneInput('55119123456', 'BR')).toBe('+55 (11) 91234-56');
  });

  it('formats a Brazilian landline with four and four digits, and accepts it', () => {
    expect(typeInto('551131234567', 'BR')).toBe('+55 (11) 3123-4567');
    expect(isValidPhone('+55 (11) 3123-4567', 'BR')).toBe(true);
    expect(formatBrazilian('552133334444')).toBe('+55 (21) 3333-4444');
  });

  it('accepts Brazilian mobiles and landlines with or without the country code', () => {
    expect(isValidPhone('+55 (11) 91234-5678', 'BR')).toBe(true);
    expect(isValidPhone('+55 11 91234-5678', 'BR')).toBe(true);
    expect(isValidPhone('(11) 91234-5678', 'BR')).toBe(true);
    expect(isValidPhone('(21) 3333-4444', 'BR')).toBe(true);
    expect(toInternational('(11) 91234-5678', 'BR')).toBe('+55 (11) 91234-5678');
    expect(toInternational('+55 21 3333 4444', 'PT')).toBe('+55 (21) 3333-4444');
  });

  it('reads a number written the Brazilian way, with Brazil chosen, in Brazil, and shows it in the mask', () => {
    for (const written of ['(11) 91234-5678', '11912345678', '11 91234-5678', '5511912345678', '+55 11 91234 5678']) {
      expect(formatPhoneInput(written, 'BR')).toBe('+55 (11) 91234-5678');
      expect(typeInto(written, 'BR')).toBe('+55 (11) 91234-5678');
      expect(isValidPhone(written, 'BR')).toBe(true);
      expect(toInternational(written, 'BR')).toBe('+55 (11) 91234-5678');
    }
    // The 55 area code (Rio Grande do Sul) is an area code when the number is national-length or opens with "(".
    expect(formatPhoneInput('(55) 3222-1234', 'BR')).toBe('+55 (55) 3222-1234');
    expect(typeInto('(55) 3222-1234', 'BR')).toBe('+55 (55) 3222-1234');
    expect(toInternational('5532221234', 'BR')).toBe('+55 (55) 3222-1234');
    expect(typeInto('(51) 91234-5678', 'BR')).toBe('+55 (51) 91234-5678');
    // Typed after the country code the field starts with.
    expect(typeInto(`${callingCodePrefix('BR')}11912345678`, 'BR')).toBe('+55 (11) 91234-5678');
  });

  it('starts the field with the chosen country\'s code, which alone is no answer', () => {
    expect(callingCodePrefix('BR')).toBe('+55 ');
    expect(callingCodePrefix('PT')).toBe('+351 ');
    expect(callingCodePrefix('us')).toBe('+1 ');
    expect(callingCodePrefix('XX')).toBe('');
    expect(isBareCallingCode('+55 ')).toBe(true);
    expect(isBareCallingCode('+351')).toBe(true);
    expect(isBareCallingCode('+55 (1')).toBe(false);
    expect(isBareCallingCode('+55 (11) 91234-5678')).toBe(false);
  });

  it('takes a Portuguese mobile and landline typed with +351, even with Brazil chosen', () => {
    expect(typeInto('+351912345678', 'BR')).toBe('+351 912 345 678');
    expect(isValidPhone('+351 912 345 678', 'BR')).toBe(true);
    expect(typeInto('+351213456789', 'PT')).toBe('+351 21 345 6789');
    expect(isValidPhone('+351 21 345 6789', 'PT')).toBe(true);
  });

  it('takes a number pasted with its own + after the code the field starts with as that number, not a Brazilian one', () => {
    // The field shows `+55 ` on focus; pasting at the caret gives the whole text to the formatter at once.
    expect(formatPhoneInput('+55 +34 612 345 678', 'BR')).toBe('+34 612 34 56 78');
    expect(isValidPhone(formatPhoneInput('+55 +34 612 345 678', 'BR'), 'BR')).toBe(true);
    expect(formatPhoneInput('+351 +55 11 91234-5678', 'PT')).toBe('+55 (11) 91234-5678');
    // A + typed after the code starts the number over.
    expect(typeInto('+55 +351912345678', 'BR')).toBe('+351 912 345 678');
  });

  it('reads a number typed without + as one of the chosen country, and writes it for the agency with its code', () => {
    expect(typeInto('912345678', 'PT')).toBe('912 345 678');
    expect(isValidPhone('912 345 678', 'PT')).toBe(true);
    expect(toInternational('912 345 678', 'PT')).toBe('+351 912 345 678');
    // A Lisbon landline: written for the agency the way Portugal groups it.
    expect(toInternational('213 456 789', 'PT')).toBe('+351 21 345 6789');
    // The same digits are not a Brazilian number.
    expect(isValidPhone('912 345 678', 'BR')).toBe(false);
  });

  it('takes North American numbers (+1), typed either way', () => {
    expect(typeInto('+12015550123', 'BR')).toBe('+1 201 555 0123');
    expect(isValidPhone('+1 201 555 0123', 'BR')).toBe(true);
    expect(typeInto('2015550123', 'US')).toBe('(201) 555-0123');
    expect(isValidPhone('(201) 555-0123', 'US')).toBe(true);
    expect(toInternational('(201) 555-0123', 'US')).toBe('+1 201 555 0123');
    expect(isValidPhone('+1 416 555 0199', 'CA')).toBe(true);
  });

  it('refuses incomplete, impossible or unreadable numbers', () => {
    expect(isValidPhone('+55 (11) 91234-567', 'BR')).toBe(false);
    expect(isValidPhone('+55 (11) 1234-5678', 'BR')).toBe(false);
    expect(isValidPhone('+351 912 345', 'PT')).toBe(false);
    expect(isValidPhone('+1 201 555', 'US')).toBe(false);
    expect(isValidPhone('+999 123 456 789', 'BR')).toBe(false);
    expect(isValidPhone('+55 (11) 91234-5678 ramal 2', 'BR')).toBe(false);
    expect(isValidPhone('call me', 'BR')).toBe(false);
    expect(isValidPhone('', 'BR')).toBe(false);
    expect(isValidPhone(null, 'BR')).toBe(false);
    expect(toInternational('+351 912 345', 'PT')).toBeNull();
  });

  it('keeps the caret after the same digit when the field re-formats, and a backspace on a separator removes a digit', () => {
    // Typing "1" between the 5 and 5 of "+55 (1": the caret stays after the digit just typed.
    expect(caretAfterFormat('+515 (1', 3, '+51 51')).toBe(3);
    expect(caretAfterFormat('+55 (11) 91234-5678', 19, '+55 (11) 91234-5678')).toBe(19);
    // Typed without the country code, shown with it: the caret stays after the digit just typed, not inside `+55`.
    expect(caretAfterFormat('(1', 2, '+55 (1')).toBe(6);
    expect(caretAfterFormat('(11) 9', 6, '+55 (11) 9')).toBe(10);
    expect(caretAfterFormat('(11) 91', 7, '+55 (11) 91')).toBe(11);
    expect(applyBackspaceOnSeparator('+55 (11) 91234-5678', '+55 (11) 912345678', 14)).toEqual({ raw: '+55 (11) 91235678', caret: 13 });
    expect(applyBackspaceOnSeparator('+55 (11) 9', '+55 (11) ', 9)).toEqual({ raw: '+55 (11) ', caret: 9 });
  });
});
