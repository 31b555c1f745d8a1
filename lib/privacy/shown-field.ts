/**
 * The application form's hidden field that carries the privacy notice's version as the page printed
 * it, sealed by the server (lib/privacy/seal.ts), so the consent record names the text the applicant
 * was shown when the form was handed out, not one computed later.
 */
export const SHOWN_NOTICE_FIELD = 'notice';
