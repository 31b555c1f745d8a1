'use client';

import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { useTranslations } from 'next-intl';
import { isChunkLoadError, readPageErrorDigest, reloadForChunkError } from '@/lib/site/page-error';
import { pageTitle, useSiteTitle } from '@/components/errors/use-site-title';

type ScreenProps = ComponentProps<typeof import('@/components/errors/error-screen').ErrorScreen>;

/**
 * The screen's code is fetched when an error happens, not with every page: this boundary is part of
 * every page's tree. If it cannot be fetched (the link is gone), the message and the retry still show.
 */
const ErrorScreen = lazy(() =>
  import('@/components/errors/error-screen').then(
    (module) => ({ default: module.ErrorScreen }),
    () => ({ default: PlainErrorScreen }),
  ),
);

function PlainErrorScreen({ message, hint, onRetry }: ScreenProps) {
  const t = useTranslations('Errors');
  return (
    <section aria-labelledby="error-title">
      <h1 id="error-title">{message}</h1>
      {hint ? <p>{hint}</p> : null}
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </section>
  );
}

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Errors');
  const siteTitle = useSiteTitle();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError(Date.now(), () => window.location.reload());
  }, [error]);

  const known = readPageErrorDigest(error.digest);
  // An error boundary has no metadata of its own; React hoists this <title> into <head>.
  const title = <title>{pageTitle(known?.status === 503 ? t('unavailableTitle') : t('errorTitle'), siteTitle)}</title>;
  if (known) {
    return (
      <>
        {title}
        <Suspense fallback={null}>
          <ErrorScreen status={known.status} message={known.code} hint={t('unavailable')} onRetry={reset} />
        </Suspense>
      </>
    );
  }
  // Never the raw message: in production it is a generic text, in development it may hold internals.
  return (
    <>
      {title}
      <Suspense fallback={null}>
        <ErrorScreen status={500} message={t('generic')} hint={t('genericHint')} onRetry={reset} />
      </Suspense>
    </>
  );
}
