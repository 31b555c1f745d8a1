import type { FormSendResult } from '@/components/forms/use-form-send';

/** Why a package form's send did not go, in the page's `Package.error.*` words; `reload` when the package closed meanwhile. */
export type SendProblem = 'invalid' | 'not_in_package' | 'rate_limited' | 'form_expired' | 'busy' | 'reload';

export function sendProblem({ reading, status }: FormSendResult, field: string): SendProblem | null {
  if (reading.kind === 'received') return null;
  // Revoked, expired or its PIN changed since the page opened: the page says which.
  if (status === 403 || status === 404 || status === 410) return 'reload';
  switch (reading.failure.kind) {
    case 'rateLimited':
      return 'rate_limited';
    case 'tooFast':
    case 'expired':
      return 'form_expired';
    case 'invalid':
    case 'type':
      return reading.errors[field] === 'not_in_package' ? 'not_in_package' : 'invalid';
    default:
      return 'busy';
  }
}
