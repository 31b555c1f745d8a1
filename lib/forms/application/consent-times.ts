/**
 * The hidden fields in which the form posts its browser's times (epoch milliseconds): when each
 * consent box was ticked and when Send was pressed. The server checks them (./consent.ts) and uses
 * the time of receipt for any that is missing or not sane, as for a form sent without JavaScript.
 */
export const CONSENT_TIME_FIELDS = { applicant: 'accept_at', guardian: 'guardian_accept_at', submitted: 'sent_at' } as const;
