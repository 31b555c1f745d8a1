/** react-imask pattern: '0' is a required digit, everything else is a fixed character. */
export const PHONE_MASK = '+00 (00) 00000-0000';
export const PHONE_PLACEHOLDER = '+xx (xx) xxxx - xxxx';

const completePhone = /^\+\d{2} \(\d{2}\) \d{5}-\d{4}$/;

export function isValidPhone(value: string | null | undefined): boolean {
  return typeof value === 'string' && completePhone.test(value.trim());
}
