'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorScreen } from '@/components/errors/error-screen';
import { isChunkLoadError, readPageErrorDigest, reloadForChunkError } from '@/lib/site/page-error';
import { pageTitle, useSiteTitle } from '@/components/errors/use-site-title';

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Errors');
  const siteTitle = useSiteTitle();
  useEffect(() => {
    if (isChunkLoadError(error)) {
      try {
        reloadForChunkError(window.sessionStorage, Date.now(), () => window.location.reload());
      } catch {
        // Storage can be unavailable (private mode); show the error screen instead of looping.
      }
    }
  }, [error]);

  const known = readPageErrorDigest(error.digest);
  // An error boundary has no metadata of its own; React hoists this <title> into <head>.
  const title = <title>{pageTitle(known?.status === 503 ? t('unavailableTitle') : t('errorTitle'), siteTitle)}</title>;
  if (known) {
    return (
      <>
        {title}
        <ErrorScreen status={known.status} message={known.code} hint={t('unavailable')} onRetry={reset} />
      </>
    );
  }
  // Never the raw message: in production it is a generic text, in development it may hold internals.
  return (
    <>
      {title}
      <ErrorScreen status={500} message={t('generic')} hint={t('genericHint')} onRetry={reset} />
    </>
  );
}
