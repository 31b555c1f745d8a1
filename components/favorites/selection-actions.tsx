'use client';

import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatIdList, MAX_SELECTION, splitSelection, type SelectionPart } from '@/lib/talents/favorites/ids';
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

type ShareRowProps = {
  part: SelectionPart;
  /** Whole selection size, for the native share sheet's text. */
  count: number;
  canShare: boolean;
  onStatus: (message: string) => void;
};

/** One link: its field, copy and (where the browser has one) the native share sheet, then its zip. */
function SelectionPartActions({ part, count, canShare, onStatus }: ShareRowProps) {
  const t = useTranslations('Favorites');
  const locale = useLocale();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const single = part.total === 1;
  const shareUrl = useSyncExternalStore(
    noSubscribe,
    () => shareUrlFor(part.ids),
    () => '',
  );
  const position = { number: part.number, total: part.total, first: part.first, last: part.last };
  // Several copy buttons on one screen: the hidden rest of each name says which link it copies.
  const which = single ? null : <span className="visually-hidden"> {t('partOf', position)}</span>;

  async function copy() {
    try {
      await navigator.clipboard.writeText(shareUrl);
      onStatus(single ? t('copied') : t('partCopied', position));
    } catch {
      // Clipboard refused (permissions, old browser): select the link so the visitor can copy it.
      input.current?.select();
      onStatus(t('copyManually'));
    }
  }

  async function share() {
    try {
      const text = single ? t('shareText', { count }) : t('sharePartText', { ...position, count });
      await navigator.share({ title: t('shareTitle'), text, url: shareUrl });
    } catch {
      // Closing the share sheet rejects too; nothing to tell.
    }
  }

  return (
    <>
      <div className={styles.shareRow}>
        <label htmlFor={inputId} className={styles.shareLabel}>
          {single ? t('shareLink') : t('partLink', position)}
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
            {which}
          </button>
          {canShare ? (
            <button type="button" className={styles.button} onClick={share}>
              {t('share')}
              {which}
            </button>
          ) : null}
        </div>
      </div>
      <a className={`${styles.button} ${styles.download}`} href={`/api/favorites/zip?ids=${formatIdList(part.ids)}`} download>
        <DownloadIcon />
        {single ? t('download') : t('partDownload', position)}
      </a>
      <a className={`${styles.button} ${styles.download}`} href={`/api/comp-card/${locale}?ids=${formatIdList(part.ids)}`}>
        {single ? t('compCards') : t('partCompCards', position)}
      </a>
    </>
  );
}

/**
 * Copy link, native share sheet and the zip of the selection's photos. One link or zip holds at most
 * MAX_SELECTION talents, so a longer selection is offered in numbered parts and the screen says why.
 */
export function SelectionActions({ ids }: Props) {
  const t = useTranslations('Favorites');
  const [status, setStatus] = useState('');
  const canShare = useSyncExternalStore(
    noSubscribe,
    () => typeof navigator.share === 'function',
    () => false,
  );
  const parts = splitSelection(ids);
  const statusLine = (
    <p className={styles.status} role="status">
      {status}
    </p>
  );

  if (parts.length <= 1) {
    return (
      <div className={styles.actions}>
        {parts[0] ? <SelectionPartActions part={parts[0]} count={ids.length} canShare={canShare} onStatus={setStatus} /> : null}
        {statusLine}
      </div>
    );
  }

  return (
    <div className={`${styles.actions} ${styles.partsActions}`}>
      <p className={styles.partsNote}>
        {t('partsNote', { count: ids.length, max: MAX_SELECTION, parts: parts.length })}
      </p>
      <ol className={styles.parts}>
        {parts.map((part) => (
          <li key={part.number} className={styles.part}>
            <SelectionPartActions part={part} count={ids.length} canShare={canShare} onStatus={setStatus} />
          </li>
        ))}
      </ol>
      {statusLine}
    </div>
  );
}
