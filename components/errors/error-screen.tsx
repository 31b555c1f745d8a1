import { useLocale, useTranslations } from 'next-intl';
import { buildLocalizedPath } from '@/lib/i18n/paths';
import { HistoryBackButton } from './history-back-button';
import styles from './error-screen.module.css';

type Props = {
  status?: number;
  message: string;
  hint?: string;
  onRetry?: () => void;
  /** A page without script state to reset retries with a plain link instead (the home's 503 screen). */
  retryHref?: string;
};

/**
 * The one error screen: status code, message and a quiet animation; 404 offers Return and HOME.
 * Not a client component: the 404 and 503 pages render it on the server, so every page does not
 * load its code for the not-found boundary; only "Return" is an island, and the route's error
 * boundary (a client component) brings it with it when it is needed.
 */
export function ErrorScreen({ status = 500, message, hint, onRetry, retryHref }: Props) {
  const t = useTranslations('Errors');
  const locale = useLocale();
  return (
    <section className={styles.screen} aria-labelledby="error-title">
      <p className={styles.status} aria-hidden="true">
        {String(status).split('').map((digit, i) => (
          <span key={i} style={{ animationDelay: `${i * 120}ms` }}>{digit}</span>
        ))}
      </p>
      <p className="visually-hidden">{t('status', { status })}</p>
      <h1 id="error-title" className={styles.message}>{message}</h1>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <div className={styles.actions}>
        {status === 404 ? (
          <>
            <HistoryBackButton className={styles.button} label={t('return')} />
            {/* A hard link to the visitor's home (`/`, `/en`): it also recovers from a broken client state. */}
            <a href={buildLocalizedPath('/', {}, locale)} className={styles.buttonSolid}>{t('home')}</a>
          </>
        ) : null}
        {onRetry ? (
          <button type="button" className={styles.buttonSolid} onClick={onRetry}>
            {t('retry')}
          </button>
        ) : retryHref ? (
          <a href={retryHref} className={styles.buttonSolid}>{t('retry')}</a>
        ) : null}
      </div>
    </section>
  );
}
