'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { SUBMISSION_ID_FIELD, type useFormGuard } from '@/components/forms/use-form-guard';
import { SHOWN_NOTICE_FIELD } from '@/lib/privacy/shown-field';
import { untilTakenOver, useAnswersNotTakenYet } from '@/components/forms/early-input';
import type { SubmitState } from '@/components/forms/submit-button';
import { readApplicationAnswer, type ApplicationFailure } from '@/lib/forms/application/answer';
import { PHOTO_SLOTS } from '@/lib/forms/application/rules';
import { DRAFT_FIELDS } from '@/lib/forms/application/draft';
import type { ApplicationInput } from '@/lib/forms/application/schema';
import { uploadForm } from '@/lib/forms/application/upload';
import { applicationBody } from './application-body';
import { EMPTY_VALUES, type ApplicationValues } from './application-values';
import type { useApplicationDraft } from './use-application-draft';
import type { useConsentTimes } from './use-consent-times';
import type { usePhotoSlots } from './use-photo-slots';

/** The sent state lasts this long, then the form starts over. */
export const RESET_AFTER_MS = 2500;

/** The fields a person sees (the anti-spam ones and the city id have no control). */
export const VISIBLE_FIELDS = [...DRAFT_FIELDS, 'accept', 'guardian_accept'] as const;
/** Every control a visitor can answer, photos included. */
const ANSWER_CONTROLS = [...VISIBLE_FIELDS, ...PHOTO_SLOTS];

type Parts = {
  /** Where the form posts (`/api/get-scouted/{lang}?t=<form token>`, the guard's `action`). */
  action: string;
  form: UseFormReturn<ApplicationValues, unknown, ApplicationInput>;
  formRef: RefObject<HTMLFormElement | null>;
  guard: ReturnType<typeof useFormGuard>;
  photos: ReturnType<typeof usePhotoSlots>;
  draft: ReturnType<typeof useApplicationDraft>;
  consentTimes: ReturnType<typeof useConsentTimes>;
};

/**
 * The application's send: waiting for a form still being taken over, checking, the upload with its
 * progress, what the answer means for the fields and photos, the sent state and the start over.
 */
export function useApplicationSend({ action, form, formRef, guard, photos, draft, consentTimes }: Parts) {
  const { handleSubmit, reset, setError, getValues } = form;
  const [submitState, setSubmitState] = useState<SubmitState>('idle');
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<ApplicationFailure | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  // Received, but kept until the guardian confirms by e-mail within so many days.
  const [guardianDays, setGuardianDays] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [cleared, setCleared] = useState(false);
  // Sent while the form was still being taken over: shown as sending while the rest is hydrated.
  const [takingOver, setTakingOver] = useState(false);
  const notTakenYet = useAnswersNotTakenYet(formRef, ANSWER_CONTROLS);
  // Set for the send that follows the wait, so it goes ahead even when the wait ran out.
  const waitedForTakeOver = useRef(false);
  const photosPreparing = useRef(false);
  useLayoutEffect(() => {
    photosPreparing.current = photos.anyPreparing;
  });
  const inFlight = useRef(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (resetTimer.current) clearTimeout(resetTimer.current);
    },
    [],
  );

  function startOver() {
    draft.cancelSave();
    reset(EMPTY_VALUES);
    photos.clearSlots();
    setAttempted(false);
    setSubmitState('idle');
  }

  /** The visitor's own "clear form", confirmed: every answer, photo and the copy kept in this browser go. */
  function clearEverything() {
    startOver();
    draft.forget();
    setFailure(null);
    setSucceeded(false);
    setCleared(true);
    formRef.current?.querySelector<HTMLInputElement>('#apply-realname')?.focus();
  }

  async function send(values: ApplicationInput) {
    const body = applicationBody(getValues(), values.birthdate, new Date());
    consentTimes.stamp(body);
    photos.appendPhotos(body);
    // The same id on every retry of this send: the site forwards it to the agency once.
    body.set(SUBMISSION_ID_FIELD, guard.submissionId());
    // The notice version the page printed, as the form carries it for a send without JavaScript.
    const shownNotice = formRef.current?.elements.namedItem(SHOWN_NOTICE_FIELD);
    if (shownNotice instanceof HTMLInputElement) body.set(SHOWN_NOTICE_FIELD, shownNotice.value);

    setSubmitState('sending');
    setFailure(null);
    setSucceeded(false);
    setCleared(false);
    setProgress(0);
    const result = await uploadForm(action, body, setProgress);
    setProgress(null);

    const reading = readApplicationAnswer(result);
    if (reading.kind === 'received') {
      draft.forget();
      guard.nextSubmission();
      // The next application is a new form: its time trap starts now.
      void guard.refreshToken();
      setGuardianDays(reading.guardianDays);
      setSucceeded(true);
      setSubmitState('sent');
      resetTimer.current = setTimeout(startOver, RESET_AFTER_MS);
      return;
    }

    setSubmitState('idle');
    if (reading.refreshToken) void guard.refreshToken();
    for (const [field, code] of reading.fieldErrors) setError(field, { type: 'server', message: code });
    if (reading.photoErrors) photos.setServerErrors(reading.photoErrors);
    setFailure(reading.failure);
    if (reading.focus) setFocusRequest((n) => n + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref, not state: a double tap lands before React re-renders, and must not send twice.
    if (submitState !== 'idle' || inFlight.current) return;
    if (!waitedForTakeOver.current) consentTimes.sendPressed();
    if (!waitedForTakeOver.current && notTakenYet().length > 0) {
      // Sent as the script takes the form over (a slow phone, answers given before it ran): some answers
      // are still only on screen, and validating now would ask for them again. Send once the form holds
      // them all, the photos among them checked.
      inFlight.current = true;
      setTakingOver(true);
      await untilTakenOver(notTakenYet, () => photosPreparing.current);
      inFlight.current = false;
      setTakingOver(false);
      // The submit event runs this handler again, synchronously up to its first await.
      waitedForTakeOver.current = true;
      formRef.current?.requestSubmit();
      waitedForTakeOver.current = false;
      return;
    }
    photos.showRequired();
    setAttempted(true);
    if (photos.anyPreparing) {
      setFailure({ kind: 'preparing' });
      return;
    }
    setFailure(null);
    const photosReady = photos.allReady;
    inFlight.current = true;
    try {
      await handleSubmit(async (values) => {
        if (photosReady) await send(values);
      })(event);
    } finally {
      inFlight.current = false;
    }
  }

  const retry = useCallback(() => formRef.current?.requestSubmit(), [formRef]);

  return { submitState: takingOver ? ('sending' as const) : submitState, idle: submitState === 'idle', progress, failure, attempted, succeeded, guardianDays, cleared, focusRequest, onSubmit, retry, clearEverything };
}
