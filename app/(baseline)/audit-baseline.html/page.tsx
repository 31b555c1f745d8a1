import { notFound } from 'next/navigation';
import { env } from '@/lib/config/env';

// Built only for the audit (scripts/audit.ts sets AUDIT_BASELINE=1); other builds answer 404 here.
export const dynamic = 'force-static';

export default function BaselinePage() {
  if (env.AUDIT_BASELINE !== '1') notFound();
  return (
    <main>
      <h1>Baseline</h1>
    </main>
  );
}
