'use client';

import { Activity, useEffect, useMemo, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useEnterMovesNext } from '@/components/forms/use-enter-moves-next';
import { useFormGuard } from '@/components/forms/use-form-guard';
import { changedValues, useKeptRegister } from '@/components/forms/early-input';
import { DRAFT_FIELDS } from '@/lib/forms/application/draft';
import type { ApplicationInput } from '@/lib/forms/application/schema';
import { APPLICATION_RESULT, PHOTO_SLOTS, type PhotoSlot as Slot } from '@/lib/forms/application/rules';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import type { Locale } from '@/lib/i18n/routing';
import { AboutSection } from './about-section';
import { preloadCalendar } from './birthdate-input';
import { useApplicationText } from './application-text';
import { EMPTY_VALUES, type ApplicationValues } from './application-values';
import { ClearForm } from './clear-form';
import { ConsentStep, type SendingStatus } from './consent-step';
import { FormStep } from './form-step';
import { MeasurementsSection } from './measurements-section';
import { preloadPhoneFormat } from './phone-input';
import { PhotoSlot } from './photo-slot';
import { useApplicationDraft } from './use-application-draft';
import { useConsentTimes } from './use-consent-times';
import { useApplicationSend, VISIBLE_FIELDS } from './use-application-send';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import { usePhotoSlots } from './use-photo-slots';
import { SHOWN_NOTICE_FIELD } from '@/lib/privacy/shown-field';
import styles from './application-form.module.css';
import { PostedForm } from '@/components/forms/posted-form';

let preloadScheduled = false;

/**
 * The schema, the phone formatter and the calendar are fetched once the visitor starts filling in the form, after
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
      preloadCalendar();
    }, 0),
  );
}

// The schema (and zod) come with the first focus, not with the page.
const validation = lazyResolver<ApplicationValues, ApplicationInput>(() =>
  import('@/lib/forms/application/schema').then((module) => module.applicationResolver as never),
);

type Props = {
  locale: Locale;
  /** The server-signed token rendered with the page (lib/forms/server/token.ts), in the form's action for posting without JavaScript. */
  formToken: string;
  /** The privacy notice's version the page printed, sealed (lib/privacy/seal.ts): sent back so the consent names it. Null when the page could print none. */
  noticeSeal: string | null;
  /** Told once the form is React's (hydrated, or drawn in the browser): a send tapped before waits for it. */
  onTakenOver?: () => void;
};

/** The application: text answers with react-hook-form and the shared schema, four checked photos, upload with progress. */
export function ApplicationForm({ locale, formToken, noticeSeal, onTakenOver }: Props) {
  const { t, errorText, failureText } = useApplicationText();
  const guard = useFormGuard(formToken);
  const formRef = useRef<HTMLFormElement>(null);
  const onKeyDown = useEnterMovesNext();

  const form = useForm<ApplicationValues, unknown, ApplicationInput>({
    resolver: validation.resolver,
    defaultValues: EMPTY_VALUES,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { reset, getValues, subscribe, formState } = form;
  // What the visitor entered before the script ran is kept when each field is hydrated (components/forms/early-input.ts).
  const register = useKeptRegister(form);
  const { errors } = formState;
  const photos = usePhotoSlots();
  const draft = useApplicationDraft(reset, subscribe, EMPTY_VALUES, () => changedValues(getValues(), EMPTY_VALUES));
  const consentTimes = useConsentTimes(subscribe);

  const action = guard.action(`${APPLICATION_RESULT.endpoint}/${locale}`);
  const sending = useApplicationSend({ action, form, formRef, guard, photos, draft, consentTimes });
  const { submitState, progress, failure, attempted, succeeded, guardianDays, cleared, onSubmit, retry } = sending;
  useFocusFirstInvalid(formRef, sending.focusRequest, formState.submitCount);
  useEffect(() => onTakenOver?.(), [onTakenOver]);

  const invalidCount = VISIBLE_FIELDS.filter((field) => errors[field]).length + Object.values(photos.errors).filter(Boolean).length;
  const stillInvalid = attempted && sending.idle && invalidCount > 0;
  // Answers brought back from this browser become the form's defaults, so they say whether a draft was restored.
  const restored = !succeeded && DRAFT_FIELDS.some((field) => (formState.defaultValues?.[field] ?? '') !== EMPTY_VALUES[field]);
  const shownFailure = failureText(failure);

  // Each section is a hydration boundary, as an element that stays the same object while its inputs
  // do: React skips an unchanged element (a keystroke re-renders the form's own state, not the ~40
  // fields), and a boundary not hydrated yet whose element changes must be hydrated at once, so a new
  // element on each of the form's renders would hydrate every section inside a visitor's first key.
  // Sections 01 and 02 take everything else from the form (useApplicationForm).
  const textSections = useMemo(
    () => (
      <>
        <Activity mode="visible">
          <AboutSection errorText={errorText} locale={locale} />
        </Activity>
        <Activity mode="visible">
          <MeasurementsSection errorText={errorText} locale={locale} />
        </Activity>
      </>
    ),
    [errorText, locale],
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
  const consentSection = useMemo(() => {
    const status: SendingStatus = { alertMessage, alertDetail, showRetry, onRetry: retry, submitState, progress, succeeded, guardianDays };
    return (
      <Activity mode="visible">
        <ConsentStep errorText={errorText} sending={status} />
      </Activity>
    );
  }, [errorText, alertMessage, alertDetail, showRetry, retry, submitState, progress, succeeded, guardianDays]);

  return (
    // The sections take the form from here (useFormContext), its register the one that keeps early input.
    <FormProvider {...form} register={register}>
      <PostedForm
        ref={formRef}
        className={styles.form}
        action={action}
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        onFocus={preloadOnFirstFocus}
        aria-describedby="apply-required-note"
      >
        {noticeSeal === null ? null : <input type="hidden" name={SHOWN_NOTICE_FIELD} value={noticeSeal} />}
        <div className={styles.toolbar}>
          <p id="apply-required-note" className={styles.requiredNote}>
            {t('requiredNote')}
          </p>
          <ClearForm hidden={!(draft.hasAnswers || photos.anyPhoto || restored) || !sending.idle} onClear={sending.clearEverything} />
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
        {textSections}

        {photosSection}

        {consentSection}
      </PostedForm>
    </FormProvider>
  );
}

type PhotosStepProps = Pick<ReturnType<typeof usePhotoSlots>, 'slots' | 'errors'> & { onPick: ReturnType<typeof usePhotoSlots>['pickPhoto'] };

/** Section 03, the four photos (drawn by the form as a memoized element, like every section). */
function PhotosStep({ slots, errors, onPick }: PhotosStepProps) {
  const t = useTranslations('ApplicationForm');
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
