'use client';

import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { formatIdList } from '@/lib/favorites/ids';
import styles from './favorites.module.css';

type Props = { ids: readonly number[] };

const noSubscribe = () => () => {};

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function shareUrlFor(ids: readonly number[]): string {
  // The current localized path (/favoritos, /en/favorites) keeps the recipient in this language.
  return `${window.location.origin}${window.location.pathname}?ids=${formatIdList(ids)}`;
}

/** Copy link, native share sheet (where the browser has one) and the zip of the selection's photos. */
export function SelectionActions({ ids }: Props) {
  const t = useTranslations('Favorites');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const canShare = useSyncExternalStore(
    noSubscribe,
    () => typeof navigator.share === 'function',
    () => false,
  );
  const shareUrl = useSyncExternalStore(
    noSubscribe,
    () => shareUrlFor(ids),
    () => '',
  );

  async function copy() {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setStatus(t('copied'));
    } catch {
      // Clipboard refused (permissions, old browser): select the link so the visitor can copy it.
      input.current?.select();
      setStatus(t('copyManually'));
    }
  }

  async function share() {
    try {
      await navigator.share({ title: t('shareTitle'), text: t('shareText', { count: ids.length }), url: shareUrl });
    } catch {
      // Closing the share sheet rejects too; nothing to tell.
    }
  }

  return (
    <div className={styles.actions}>
      <div className={styles.shareRow}>
        <label htmlFor={inputId} className={styles.shareLabel}>
          {t('shareLink')}
        </label>
        <div className={styles.shareField}>
          <input
            ref={input}
            id={inputId}
            className={styles.shareInput}
            type="url"
            readOnly
            value={shareUrl}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className={styles.button} onClick={copy}>
            {t('copyLink')}
          </button>
          {canShare ? (
            <button type="button" className={styles.button} onClick={share}>
              {t('share')}
            </button>
          ) : null}
        </div>
      </div>
      <a className={`${styles.button} ${styles.download}`} href={`/api/favorites/zip?ids=${formatIdList(ids)}`} download>
        <DownloadIcon />
        {t('download')}
      </a>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
