'use client';

import { useCallback, useEffect, useRef } from 'react';
import type { UseFormSubscribe } from 'react-hook-form';
import { CONSENT_TIME_FIELDS } from '@/lib/forms/application/consent-times';
import type { ApplicationValues } from './application-values';

const BOXES = { accept: CONSENT_TIME_FIELDS.applicant, guardian_accept: CONSENT_TIME_FIELDS.guardian } as const;

/**
 * When each consent box was ticked (this browser's clock), and when Send was pressed, for the consent
 * record (lib/forms/application/consent.ts checks them). Unticking forgets the time; ticking again sets a new one.
 */
export function useConsentTimes(subscribe: UseFormSubscribe<ApplicationValues>) {
  const ticked = useRef<Partial<Record<keyof typeof BOXES, number>>>({});
  const pressed = useRef<number | null>(null);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          for (const box of Object.keys(BOXES) as Array<keyof typeof BOXES>) {
            if (values[box] !== true) delete ticked.current[box];
            else ticked.current[box] ??= Date.now();
          }
        },
      }),
    [subscribe],
  );

  /** Send was pressed now (not again for the send that follows a wait for the form to be taken over). */
  const sendPressed = useCallback(() => {
    pressed.current = Date.now();
  }, []);

  /** The times as hidden fields of the body being sent. */
  const stamp = useCallback((body: FormData) => {
    for (const [box, field] of Object.entries(BOXES)) {
      const time = ticked.current[box as keyof typeof BOXES];
      if (time !== undefined) body.set(field, String(time));
    }
    body.set(CONSENT_TIME_FIELDS.submitted, String(pressed.current ?? Date.now()));
  }, []);

  return { sendPressed, stamp };
}
