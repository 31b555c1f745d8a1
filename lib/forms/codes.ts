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
  // The guardian's e-mail is the applicant's own: the guardian must confirm from a mailbox of their own.
  'same_email',
  // The site cannot send mail (no SMTP_URL): what needs a confirmation by e-mail cannot be taken.
  'mail_unavailable',
  // This address got as many confirmation mails as it may today.
  'mail_limit',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
