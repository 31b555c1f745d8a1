import { isValidPhone, PHONE_MASK, PHONE_PLACEHOLDER } from '@/lib/forms/phone';

describe('phone', () => {
  it('exposes the mask and placeholder of the form', () => {
    expect(PHONE_MASK).toBe('+00 (00) 00000-0000');
    expect(PHONE_PLACEHOLDER).toBe('+xx (xx) xxxx - xxxx');
  });

  it('accepts only a completely filled mask', () => {
    expect(isValidPhone('+55 (11) 98765-4321')).toBe(true);
    expect(isValidPhone('+55 (11) 98765-432')).toBe(false);
    expect(isValidPhone('+55 (11) 9876-54321')).toBe(false);
    expect(isValidPhone('+5 (11) 98765-4321')).toBe(false);
    expect(isValidPhone('55 (11) 98765-4321')).toBe(false);
    expect(isValidPhone('+55 11 98765-4321')).toBe(false);
    expect(isValidPhone('+55 (11) 98765-4321 ext')).toBe(false);
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone(null)).toBe(false);
  });
});
