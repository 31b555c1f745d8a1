'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { readStorage, writeStorage } from '@/lib/browser/storage';
import styles from './social-feed.module.css';

type Props = {
  /** The widget's iframe address; null shows only the link to the profile. */
  embedUrl: string | null;
  providerName: string;
  profileUrl: string;
  handle: string;
};

type Phase = 'waiting' | 'loading' | 'loaded' | 'failed';

const CONSENT_KEY = 'social-feed-consent';
// A widget that has not loaded by then is treated as unavailable and the profile link takes over.
const LOAD_TIMEOUT_MS = 15_000;

function hasStoredConsent(): boolean {
  return readStorage('local', CONSENT_KEY) === '1';
}

function storeConsent(): void {
  // Private mode: the choice simply lasts for this page view.
  writeStorage('local', CONSENT_KEY, '1');
}

/**
 * The third-party feed inside a fixed-size box (no layout shift). Nothing is requested from the
 * provider until the visitor agrees; once they have, later visits load it when it scrolls into
 * view. The profile link is always there in case the widget never shows.
 */
export function SocialFeed({ embedUrl, providerName, profileUrl, handle }: Props) {
  const t = useTranslations('Panorama');
  const boxRef = useRef<HTMLDivElement>(null);
  const [consented, setConsented] = useState(false);
  const [phase, setPhase] = useState<Phase>('waiting');

  // Stored consent is read after hydration so the server and first client render agree.
  useEffect(() => {
    if (!embedUrl || !hasStoredConsent()) return;
    const box = boxRef.current;
    if (!box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setConsented(true);
          setPhase('loading');
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [embedUrl]);

  useEffect(() => {
    if (phase !== 'loading') return;
    const timer = window.setTimeout(() => setPhase((current) => (current === 'loading' ? 'failed' : current)), LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const accept = () => {
    storeConsent();
    setConsented(true);
    setPhase('loading');
  };

  const showFrame = Boolean(embedUrl) && consented && phase !== 'failed';

  return (
    <section className={styles.feed} aria-labelledby="social-feed-title">
      <h2 id="social-feed-title" className="visually-hidden">
        {t('feedTitle', { handle })}
      </h2>
      <div ref={boxRef} className={styles.box} data-phase={phase} aria-busy={phase === 'loading'}>
        {showFrame && embedUrl ? (
          <iframe
            className={styles.frame}
            src={embedUrl}
            title={t('frameTitle', { handle, provider: providerName })}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            onLoad={() => setPhase('loaded')}
          />
        ) : (
          <div className={styles.gate}>
            {embedUrl && phase !== 'failed' ? (
              <>
                <p className={styles.gateTitle}>{t('consentTitle')}</p>
                <p className={styles.gateText}>{t('consentText', { provider: providerName })}</p>
                <button type="button" className={styles.consent} onClick={accept}>
                  {t('consentButton')}
                </button>
              </>
            ) : (
              <p className={styles.gateTitle}>{phase === 'failed' ? t('failed') : t('unavailable')}</p>
            )}
          </div>
        )}
        {phase === 'loading' ? <span className={styles.loading} aria-hidden="true" /> : null}
      </div>
      <p className={styles.after}>
        <a href={profileUrl} target="_blank" rel="noopener noreferrer">
          {t('profileLink', { handle })}
          <span className="visually-hidden"> ({t('newTab')})</span>
          <span aria-hidden="true"> ↗</span>
        </a>
      </p>
    </section>
  );
}
