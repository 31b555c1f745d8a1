'use client';

import { useSentRequestEmail } from './sent-request';

type Props = { reference: string; label: string; className?: string | undefined };

/** The summary's row naming where the confirmation link went, when this page sent the request (components/privacy/sent-request.ts). */
export function SentRequestEmail({ reference, label, className }: Props) {
  const email = useSentRequestEmail(reference);
  if (!email) return null;
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{email}</dd>
    </div>
  );
}
