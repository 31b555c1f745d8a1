'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReset, UseFormSubscribe } from 'react-hook-form';
import { clearDraft, loadDraft, pickDraft, saveDraft } from '@/lib/forms/apply/draft';
import { AGENCY_COUNTRY } from '@/lib/forms/options';

const DRAFT_SAVE_DELAY_MS = 400;

type DraftValues = Record<string, unknown> & { country?: string; accept?: boolean };

/**
 * The application's answers kept in this browser while it is filled in (lib/forms/apply/draft.ts: text
 * answers only, expiring after a few days): brought back after hydration, saved a moment after each
 * change, forgotten on a successful send and by the visible "clear form".
 */
export function useApplicationDraft<V extends DraftValues>(
  reset: UseFormReset<V>,
  subscribe: UseFormSubscribe<V>,
  emptyValues: V,
  /** True when the visitor already started on this page before its script ran: that wins over an older draft. */
  startedHere: () => boolean,
) {
  const [hasAnswers, setHasAnswers] = useState(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // After hydration: bring back a saved draft (the form token is fetched fresh by useFormGuard).
  useEffect(() => {
    const draft = loadDraft();
    if (draft && !startedHere()) reset({ ...emptyValues, ...draft } as V);
    // emptyValues is a module constant of the form; startedHere is read once, now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reset]);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          // The preselected country is not an answer: an untouched form keeps nothing in the browser.
          const answers = { ...values, country: values.country === AGENCY_COUNTRY ? '' : values.country } as Record<string, unknown>;
          setHasAnswers(Object.keys(pickDraft(answers)).length > 0 || Boolean(values.accept));
          if (saveTimer.current) clearTimeout(saveTimer.current);
          saveTimer.current = setTimeout(() => saveDraft(answers), DRAFT_SAVE_DELAY_MS);
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

  /** Drops a save still waiting (the form is being reset). */
  const cancelSave = useCallback(() => {
    if (saveTimer.current) clearTimeout(saveTimer.current);
  }, []);

  /** Forgets the kept answers (sent, or cleared by the visitor). */
  const forget = useCallback(() => {
    if (saveTimer.current) clearTimeout(saveTimer.current);
    clearDraft();
  }, []);

  return { hasAnswers, cancelSave, forget };
}
