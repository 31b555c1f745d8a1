/**
 * Error messages are codes ('required', 'email', 'too_long', …) that the UI translates.
 * Kept apart from the schemas so a form can name them without loading zod.
 */
export const ERROR_CODES = [
  'required',
  'email',
  'too_long',
  'phone',
  'option',
  'date',
  'accept',
  'spam',
  'invalid',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
