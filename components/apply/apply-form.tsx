'use client';

import { Activity, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton, type SubmitState } from '@/components/forms/submit-button';
import { useEnterMovesNext } from '@/components/forms/use-enter-moves-next';
import { FORM_TOKEN_FIELD, SUBMISSION_ID_FIELD, useFormGuard } from '@/components/forms/use-form-guard';
import { changedValues, untilTakenOver, useAnswersNotTakenYet, useKeptRegister } from '@/components/forms/early-input';
import { DRAFT_FIELDS } from '@/lib/forms/apply/draft';
import { uploadForm } from '@/lib/forms/apply/upload';
import type { ApplyInput } from '@/lib/forms/apply/schema';
import { PHOTO_SLOTS, type PhotoSlot as Slot } from '@/lib/forms/apply/rules';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { readApplyAnswer, type ApplyFailure } from '@/lib/forms/apply/answer';
import type { Locale } from '@/lib/i18n/routing';
import { AboutSection } from './about-section';
import { applicationBody } from './application-body';
import { useApplyText, type ErrorText } from './apply-text';
import { EMPTY_VALUES, type ApplyValues } from './apply-values';
import { ClearForm } from './clear-form';
import { ConsentFields } from './consent-fields';
import { FormStep } from './form-step';
import { MeasurementsSection } from './measurements-section';
import { preloadPhoneFormat } from './phone-input';
import { PhotoSlot } from './photo-slot';
import { useApplicationDraft } from './use-application-draft';
import { useConsentTimes } from './use-consent-times';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import { usePhotoSlots } from './use-photo-slots';
import styles from './apply-form.module.css';

/** The sent state lasts this long, then the form starts over. */
export const RESET_AFTER_MS = 2500;

let preloadScheduled = false;

/**
 * The schema and the phone formatter are fetched once the visitor starts filling in the form, after
 * the frame that shows the focus (or the first key) is painted: starting their chunk loads costs a
 * slow phone ~40 ms that would otherwise sit between that input and its paint.
 */
function preloadOnFirstFocus() {
  if (preloadScheduled) return;
  preloadScheduled = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      validation.preload();
      preloadPhoneFormat();
    }, 0),
  );
}

// The schema (and zod) come with the first focus, not with the page.
const validation = lazyResolver<ApplyValues, ApplyInput>(() =>
  import('@/lib/forms/apply/resolver').then((module) => module.applyResolver as never),
);

/** The fields a person sees (the anti-spam ones and the city id have no control). */
const VISIBLE_FIELDS = [...DRAFT_FIELDS, 'accept', 'guardian_accept'] as const;
/** Every control a visitor can answer, photos included. */
const ANSWER_CONTROLS = [...VISIBLE_FIELDS, ...PHOTO_SLOTS];

type Props = {
  locale: Locale;
  /** The server-signed token rendered with the page (lib/forms/server/token.ts), for posting without JavaScript. */
  formToken: string;
};

/** The get-scouted application: text answers with react-hook-form and the shared schema, four checked photos, upload with progress. */
export function ApplyForm({ locale, formToken }: Props) {
  const { t, errorText, failureText } = useApplyText();
  const guard = useFormGuard(formToken);
  const formRef = useRef<HTMLFormElement>(null);
  const onKeyDown = useEnterMovesNext();

  const form = useForm<ApplyValues, unknown, ApplyInput>({
    resolver: validation.resolver,
    defaultValues: EMPTY_VALUES,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { control, handleSubmit, reset, setError, getValues, subscribe, formState } = form;
  // What the visitor entered before the script ran is kept when each field is hydrated (components/forms/early-input.ts).
  const register = useKeptRegister(form);
  const { errors } = formState;
  const photos = usePhotoSlots();
  const draft = useApplicationDraft(reset, subscribe, EMPTY_VALUES, () => changedValues(getValues(), EMPTY_VALUES));
  const consentTimes = useConsentTimes(subscribe);

  const [submitState, setSubmitState] = useState<SubmitState>('idle');
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<ApplyFailure | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
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
  useFocusFirstInvalid(formRef, focusRequest, formState.submitCount);

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

  async function send(values: ApplyInput) {
    const body = applicationBody(getValues(), values.birthdate, new Date());
    consentTimes.stamp(body);
    photos.appendPhotos(body);
    body.set(FORM_TOKEN_FIELD, guard.token);
    // The same id on every retry of this send: the site forwards it to the agency once.
    body.set(SUBMISSION_ID_FIELD, guard.submissionId());

    setSubmitState('sending');
    setFailure(null);
    setSucceeded(false);
    setCleared(false);
    setProgress(0);
    const result = await uploadForm(`/api/get-scouted/${locale}`, body, setProgress);
    setProgress(null);

    const reading = readApplyAnswer(result);
    if (reading.kind === 'received') {
      draft.forget();
      guard.nextSubmission();
      // The next application is a new form: its time trap starts now.
      void guard.refreshToken();
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

  const invalidCount = VISIBLE_FIELDS.filter((field) => errors[field]).length + Object.values(photos.errors).filter(Boolean).length;
  const stillInvalid = attempted && submitState === 'idle' && invalidCount > 0;
  // Answers brought back from this browser become the form's defaults, so they say whether a draft was restored.
  const restored = !succeeded && DRAFT_FIELDS.some((field) => (formState.defaultValues?.[field] ?? '') !== EMPTY_VALUES[field]);
  const shownFailure = failureText(failure);
  const retry = useCallback(() => formRef.current?.requestSubmit(), []);

  // Each section is a hydration boundary, as an element that stays the same object while its inputs
  // do: React skips an unchanged element (a keystroke re-renders the form's own state, not the ~40
  // fields), and a boundary not hydrated yet whose element changes must be hydrated at once, so a new
  // element on each of the form's renders would hydrate every section inside a visitor's first key.
  const aboutSection = useMemo(
    () => (
      <Activity mode="visible">
        <AboutSection register={register} control={control} errors={errors} errorText={errorText} locale={locale} />
      </Activity>
    ),
    [register, control, errors, errorText, locale],
  );
  const measurementsSection = useMemo(
    () => (
      <Activity mode="visible">
        <MeasurementsSection register={register} errors={errors} errorText={errorText} locale={locale} />
      </Activity>
    ),
    [register, errors, errorText, locale],
  );
  const photosSection = useMemo(
    () => (
      <Activity mode="visible">
        <PhotosStep slots={photos.slots} errors={photos.errors} onPick={photos.pickPhoto} />
      </Activity>
    ),
    [photos.slots, photos.errors, photos.pickPhoto],
  );

  const alertMessage = shownFailure?.message ?? (stillInvalid ? t('summary', { count: invalidCount }) : undefined);
  const alertDetail = shownFailure?.detail || undefined;
  const showRetry = failure?.kind === 'busy' || failure?.kind === 'expired';
  const consentSection = useMemo(
    () => (
      <Activity mode="visible">
        <ConsentStep
          register={register}
          errors={errors}
          errorText={errorText}
          formToken={guard.token}
          alertMessage={alertMessage}
          alertDetail={alertDetail}
          showRetry={showRetry}
          onRetry={retry}
          submitState={takingOver ? 'sending' : submitState}
          progress={progress}
          succeeded={succeeded}
        />
      </Activity>
    ),
    [register, errors, errorText, guard.token, alertMessage, alertDetail, showRetry, retry, submitState, takingOver, progress, succeeded],
  );

  return (
    <form
      ref={formRef}
      className={styles.form}
      // Without JavaScript, or on a tap before it has run, the browser posts the form itself: never a GET
      // that would put the answers in the address.
      method="post"
      action={`/api/get-scouted/${locale}`}
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      onFocus={preloadOnFirstFocus}
      aria-describedby="apply-required-note"
    >
      <div className={styles.toolbar}>
        <p id="apply-required-note" className={styles.requiredNote}>
          {t('requiredNote')}
        </p>
        <ClearForm hidden={!(draft.hasAnswers || photos.anyPhoto || restored) || submitState !== 'idle'} onClear={clearEverything} />
        <p className={styles.cleared} role="status">
          {cleared && !draft.hasAnswers && !photos.anyPhoto ? t('clear.done') : ''}
        </p>
      </div>
      {restored ? (
        <p className={styles.restored} role="status">
          {t('draftRestored')}
        </p>
      ) : null}

      {/*
        Each section, and each field within it, is a hydration boundary (the memoized elements above):
        on a slow phone, a first key or tap makes React hydrate the form's shell, that section and that
        field, and the rest follows in slices (docs/quality.md, input delay). A field hydrated after
        the visitor has used it keeps what they gave it (components/forms/early-input.ts).
      */}
      {aboutSection}

      {measurementsSection}

      {photosSection}

      {consentSection}
    </form>
  );
}

type PhotosStepProps = Pick<ReturnType<typeof usePhotoSlots>, 'slots' | 'errors'> & { onPick: ReturnType<typeof usePhotoSlots>['pickPhoto'] };

/** Section 03, the four photos (drawn by the form as a memoized element, like every section). */
function PhotosStep({ slots, errors, onPick }: PhotosStepProps) {
  const t = useTranslations('ApplyForm');
  return (
    <FormStep id="apply-photos" step="03" title={t('sections.photos')} hint={`${t('photos.guidance')} ${t('photos.privacy')}`}>
      <div className={styles.photos}>
        {PHOTO_SLOTS.map((slot: Slot, index) => (
          <PhotoSlot key={slot} slot={slot} number={index + 1} state={slots[slot]} error={errors[slot]} onPick={onPick} />
        ))}
      </div>
    </FormStep>
  );
}

type ConsentStepProps = {
  register: UseFormRegister<ApplyValues>;
  errors: FieldErrors<ApplyValues>;
  errorText: ErrorText;
  formToken: string;
  alertMessage: string | undefined;
  alertDetail: string | undefined;
  showRetry: boolean;
  onRetry: () => void;
  submitState: SubmitState;
  progress: number | null;
  succeeded: boolean;
};

/** Section 04, consent and sending: the alert, retry, Send, progress and the success line. */
function ConsentStep({
  register,
  errors,
  errorText,
  formToken,
  alertMessage,
  alertDetail,
  showRetry,
  onRetry,
  submitState,
  progress,
  succeeded,
}: ConsentStepProps) {
  const t = useTranslations('ApplyForm');
  return (
    <FormStep id="apply-consent" step="04" title={t('sections.consent')}>
      <ConsentFields register={register} errors={errors} errorText={errorText} formToken={formToken} />

      <div className={styles.actions}>
        <FormAlert message={alertMessage} detail={alertDetail} />
        {showRetry ? (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('failure.retry')}
          </button>
        ) : null}
        <SubmitButton state={submitState} labels={{ idle: t('submit.idle'), sending: t('submit.sending'), sent: t('submit.sent') }} />
        {progress !== null ? (
          <div className={styles.progress}>
            <progress max={100} value={Math.round(progress * 100)} aria-label={t('progressLabel')} />
            <span aria-hidden="true">{t('progress', { percent: Math.round(progress * 100) })}</span>
          </div>
        ) : null}
        <p className={styles.success} role="status">
          {succeeded ? t('success') : ''}
        </p>
      </div>
    </FormStep>
  );
}
