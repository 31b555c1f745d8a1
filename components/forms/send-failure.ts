import type { SendFailure, SendResult } from '@/lib/forms/send-answer';

/** POSTs a form's answers asking for JSON: the answer as `readSendAnswer` expects it, `network` when none came. */
export async function postForm(url: string, body: FormData): Promise<SendResult> {
  try {
    const response = await fetch(url, { method: 'POST', body, headers: { Accept: 'application/json' } });
    const retryAfter = Number(response.headers.get('retry-after'));
    return {
      kind: 'answer',
      status: response.status,
      body: await response.json().catch(() => null),
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    };
  } catch {
    return { kind: 'network' };
  }
}

/** What a short form (the contact message, the privacy request) tells the visitor about a failed send. */
export type FailureNotice = { kind: 'upstream' | 'network' | 'too_fast' | 'expired' | 'invalid' | 'rate_limited'; seconds: number };

export function failureNotice(failure: SendFailure): FailureNotice {
  switch (failure.kind) {
    case 'network':
      return { kind: 'network', seconds: 0 };
    // Their limits are per minute, so a wait is said in seconds.
    case 'rateLimited':
      return { kind: 'rate_limited', seconds: failure.retryAfterSeconds };
    case 'tooFast':
      return { kind: 'too_fast', seconds: 0 };
    case 'expired':
      return { kind: 'expired', seconds: 0 };
    case 'invalid':
    case 'type':
      return { kind: 'invalid', seconds: 0 };
    default:
      return { kind: 'upstream', seconds: 0 };
  }
}

type FailureKey =
  | `failure.${FailureNotice['kind']}`
  | 'failure.rateLimitedDetail'
  | 'failure.tooFastDetail'
  | 'failure.expiredDetail'
  | 'failure.detailWithEmail'
  | 'failure.detail';
type Translate = (key: FailureKey, values?: Record<string, string | number>) => string;

/** The alert's message and detail, in the form's own `failure.*` messages; the agency's e-mail as another way to write. */
export function failureTexts(t: Translate, notice: FailureNotice, agencyEmail: string | null): { message: string; detail: string } {
  const message = t(`failure.${notice.kind}`);
  if (notice.kind === 'rate_limited') return { message, detail: t('failure.rateLimitedDetail', { seconds: notice.seconds }) };
  if (notice.kind === 'too_fast') return { message, detail: t('failure.tooFastDetail') };
  if (notice.kind === 'expired') return { message, detail: t('failure.expiredDetail') };
  return { message, detail: agencyEmail ? t('failure.detailWithEmail', { email: agencyEmail }) : t('failure.detail') };
}
