/**
 * The reference a person can quote for what they sent: the start of its submission id, which the panel
 * keeps as the entry's `Idempotency-Key`, in capitals. Printed by the application's receipt and by the
 * rights request's sent page; the same in the browser and on the server.
 */
export function submissionReference(id: string): string {
  return id.replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toUpperCase();
}

/** Whether `value` reads as a reference (eight capital letters or digits), as an address may carry one. */
export function isSubmissionReference(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z0-9]{8}$/.test(value);
}
