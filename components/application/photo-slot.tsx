'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ChangeEvent } from 'react';
import type { PhotoRefusal } from '@/lib/forms/application/photo';
import { ACCEPTED_IMAGE_TYPES, type PhotoSlot as Slot } from '@/lib/forms/application/rules';
import { truncateFileName } from '@/lib/forms/file-name';
import { FieldError } from '@/components/forms/field-error';
import { markAnswerTaken } from '@/components/forms/early-input';
import styles from './photo-slot.module.css';

export type SlotState =
  | { status: 'empty' }
  | { status: 'checking'; name: string }
  | { status: 'ready'; name: string; file: File; previewUrl: string; downscaled: boolean }
  | { status: 'refused'; name: string; reason: PhotoRefusal };

export type SlotError = PhotoRefusal | 'required';

type Props = {
  slot: Slot;
  number: number;
  state: SlotState;
  /** Shown once the visitor tried to send, or at once for a refused file. */
  error: SlotError | null;
  onPick: (slot: Slot, file: File) => void;
};

// HEIC and WebP are offered too: they are turned into JPEG before sending (lib/forms/application/photo.ts).
const PICKER_TYPES = [...ACCEPTED_IMAGE_TYPES, 'image/heic', 'image/heif', 'image/webp'].join(',');

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

export function PhotoSlot({ slot, number, state, error, onPick }: Props) {
  const t = useTranslations('ApplicationForm.photos');
  const id = `photo-${slot}`;
  const kind = t(`kinds.${slot}`);
  const hasFile = state.status !== 'empty';
  const errorId = error ? `${id}-error` : undefined;
  const nameId = hasFile ? `${id}-name` : undefined;
  const describedBy = [errorId, nameId].filter(Boolean).join(' ') || undefined;

  const input = useRef<HTMLInputElement>(null);
  // A photo chosen before the script ran is checked and shown like one chosen after.
  useEffect(() => {
    const file = input.current?.files?.[0];
    if (!input.current || !file) {
      // Nothing chosen before: the slot is the form's as it is.
      markAnswerTaken(input.current);
      return;
    }
    input.current.value = '';
    onPick(slot, file);
    // Once, for the element the server drew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A photo chosen before is the form's once the form's state holds it (being checked, or done).
  useEffect(() => {
    if (state.status !== 'empty') markAnswerTaken(input.current);
  }, [state.status]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Emptied so choosing the same file again (after fixing it elsewhere) still fires a change.
    event.target.value = '';
    if (file) onPick(slot, file);
  }

  return (
    <div className={styles.slot} data-invalid={error ? true : undefined} data-status={state.status}>
      <div className={styles.preview}>
        {state.status === 'ready' ? (
          // A blob: URL of the visitor's own file; next/image cannot optimise it and has nothing to add.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={state.previewUrl} alt={t('previewAlt', { number, kind })} className={styles.image} />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <svg viewBox="0 0 48 48" width="40" height="40">
              <path d="M8 14h8l3-4h10l3 4h8v24H8z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
              <circle cx="24" cy="25" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </span>
        )}
        {state.status === 'checking' ? <span className={styles.busy}>{t('preparing')}</span> : null}
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        name={slot}
        accept={PICKER_TYPES}
        className={styles.input}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={handleChange}
      />
      <label htmlFor={id} className={styles.label}>
        <span className={styles.title}>
          {t('slot', { number })}
          <span className={styles.asterisk} aria-hidden="true">*</span>
        </span>
        <span className={styles.kind}>{kind}</span>
        <span className={styles.action}>{hasFile ? t('change') : t('choose')}</span>
      </label>
      {hasFile ? (
        <p id={nameId} className={styles.name}>
          <span className={styles.fileName}>{truncateFileName(state.name)}</span>
          {state.status === 'ready' && state.downscaled ? (
            <span className={styles.note}>{t('reduced', { size: formatSize(state.file.size) })}</span>
          ) : null}
        </p>
      ) : null}
      {error && errorId ? <FieldError id={errorId}>{t(`errors.${error}`)}</FieldError> : null}
    </div>
  );
}
