'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReset, UseFormSubscribe } from 'react-hook-form';
import { clearDraft, loadDraft, pickDraft, saveDraft } from '@/lib/forms/application/draft';
import { AGENCY_COUNTRY } from '@/lib/forms/options';

const DRAFT_SAVE_DELAY_MS = 400;

type DraftValues = Record<string, unknown> & { country?: string; accept?: boolean };

/**
 * The application's answers kept in this browser while it is filled in (lib/forms/application/draft.ts: text
 * answers only, expiring after a few days): brought back after hydration, saved a moment after each
 * change, forgotten on a successful send and by the visible "clear form".
 */
export function useApplicationDraft<V extends DraftValues>(
  reset: UseFormReset<V>,
  subscribe: UseFormSubscribe<V>,
  emptyValues: V,
  /** What the visitor already gave on this page (before the script ran, or since): it wins over an older draft. */
  givenHere: () => Partial<V>,
) {
  const [hasAnswers, setHasAnswers] = useState(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // After hydration: bring back a saved draft (the form token is fetched fresh by useFormGuard).
  // In a task of its own: the first read of the browser's storage is slow on a phone, and hydration
  // may run inside a visitor's first key press (docs/quality.md, input delay).
  useEffect(() => {
    const timer = setTimeout(() => {
      const draft = loadDraft();
      if (draft) reset({ ...emptyValues, ...draft, ...givenHere() } as V);
    }, 0);
    return () => clearTimeout(timer);
    // emptyValues is a module constant of the form; givenHere is read when the draft is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reset]);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          // The preselected country is not an answer: an untouched form keeps nothing in the browser.
          const answers = { ...values, country: values.country === AGENCY_COUNTRY ? '' : values.country } as Record<string, unknown>;
          if (saveTimer.current) clearTimeout(saveTimer.current);
          // With the save, a moment later: the first key's paint does not wait for the form to re-render.
          saveTimer.current = setTimeout(() => {
            setHasAnswers(Object.keys(pickDraft(answers)).length > 0 || Boolean(values.accept));
            saveDraft(answers);
          }, DRAFT_SAVE_DELAY_MS);
        },
      }),
    [subscribe],
  );

  useEffect(
    () => () => {
      if (saveTimer.current) clearTimeout(saveTimer.current);
    },
    [],
  );

  /** Drops a save still waiting (the form is being reset to empty). */
  const cancelSave = useCallback(() => {
    if (saveTimer.current) clearTimeout(saveTimer.current);
    setHasAnswers(false);
  }, []);

  /** Forgets the kept answers (sent, or cleared by the visitor). */
  const forget = useCallback(() => {
    if (saveTimer.current) clearTimeout(saveTimer.current);
    setHasAnswers(false);
    clearDraft();
  }, []);

  return { hasAnswers, cancelSave, forget };
}
