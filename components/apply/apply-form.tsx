'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { SubmitButton, type SubmitState } from '@/components/forms/submit-button';
import { useEnterMovesNext } from '@/components/forms/use-enter-moves-next';
import { FORM_TOKEN_FIELD, SUBMISSION_ID_FIELD, useFormGuard } from '@/components/forms/use-form-guard';
import { clearDraft, DRAFT_FIELDS, loadDraft, pickDraft, saveDraft } from '@/lib/apply/draft';
import { APPLY_TEXT_FIELDS } from '@/lib/forms/apply-fields';
import { preparePhoto } from '@/lib/apply/photo';
import { uploadForm } from '@/lib/apply/upload';
import type { ApplyFormValues, ApplyInput } from '@/lib/forms/apply';
import { PHOTO_SLOTS, type PhotoSlot as Slot } from '@/lib/forms/apply-rules';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { ERROR_CODES } from '@/lib/forms/codes';
import { readApplyAnswer, type ApplyFailure } from '@/lib/forms/apply-answer';
import {
  AGENCY_COUNTRY,
  bustOptions,
  genderValues,
  heightOptions,
  hipsOptions,
  jeansOptions,
  shoeOptions,
  waistOptions,
  weightOptions,
  type Option,
} from '@/lib/forms/options';
import type { Locale } from '@/lib/i18n/routing';
import { BirthdateInput } from './birthdate-input';
import { ClearForm } from './clear-form';
import { PhoneInput, preloadPhoneFormat } from './phone-input';
import { FieldError } from '@/components/forms/field-error';
import { PhotoSlot, type SlotError, type SlotState } from './photo-slot';
import styles from './apply-form.module.css';

/** The sent state lasts this long, then the form starts over. */
export const RESET_AFTER_MS = 2500;
const DRAFT_SAVE_DELAY_MS = 400;

type Values = ApplyFormValues & { accept: boolean };

/** The schema and the phone formatter are fetched once the visitor starts filling in the form. */
function preloadOnFirstFocus() {
  validation.preload();
  preloadPhoneFormat();
}

// The schema (and zod) come with the first focus, not with the page.
const validation = lazyResolver<Values, ApplyInput>(() =>
  import('@/lib/forms/apply-resolver').then((module) => module.applyResolver as never),
);
type TextField = Exclude<FieldPath<Values>, 'accept'>;

const EMPTY_VALUES: Values = {
  ...(Object.fromEntries(APPLY_TEXT_FIELDS.map((field) => [field, ''])) as Record<(typeof APPLY_TEXT_FIELDS)[number], string>),
  gender: '' as Values['gender'],
  country: AGENCY_COUNTRY,
  accept: false,
  website: '',
};

const MEASUREMENTS: ReadonlyArray<{ name: TextField; options: Option[]; required?: boolean }> = [
  { name: 'height', options: heightOptions(), required: true },
  { name: 'weight', options: weightOptions() },
  { name: 'bust', options: bustOptions() },
  { name: 'waist', options: waistOptions() },
  { name: 'hips', options: hipsOptions() },
  { name: 'jeans', options: jeansOptions() },
  { name: 'shoes', options: shoeOptions() },
];

/** The fields a person sees (the anti-spam ones and the city id have no control). */
const VISIBLE_FIELDS = [...DRAFT_FIELDS, 'accept'] as const;
const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);
const EMPTY_SLOTS: Record<Slot, SlotState> = {
  image_1: { status: 'empty' },
  image_2: { status: 'empty' },
  image_3: { status: 'empty' },
  image_4: { status: 'empty' },
};

function slotError(state: SlotState, showRequired: boolean, serverError: string | undefined): SlotError | null {
  if (state.status === 'refused') return state.reason;
  if (state.status === 'empty' && (showRequired || serverError)) return 'required';
  if (serverError === 'type') return 'type';
  return null;
}

type Props = {
  locale: Locale;
  /** Built on the server so the names match between server and browser renders. */
  countries: Option[];
  /** The server-signed token rendered with the page (lib/server/form-token.ts), for posting without JavaScript. */
  formToken: string;
};

/** The get-scouted application: text answers with react-hook-form and the shared schema, four checked photos, upload with progress. */
export function ApplyForm({ locale, countries, formToken }: Props) {
  const t = useTranslations('ApplyForm');
  const guard = useFormGuard(formToken);
  const formRef = useRef<HTMLFormElement>(null);
  const onKeyDown = useEnterMovesNext();

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    getValues,
    subscribe,
    formState,
  } = useForm<Values, unknown, ApplyInput>({
    resolver: validation.resolver,
    defaultValues: EMPTY_VALUES,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { errors } = formState;
  const country = useWatch({ control, name: 'country' }) ?? AGENCY_COUNTRY;

  const [slots, setSlots] = useState<Record<Slot, SlotState>>(EMPTY_SLOTS);
  const slotsRef = useRef(slots);
  useEffect(() => {
    slotsRef.current = slots;
  }, [slots]);
  const [showPhotoErrors, setShowPhotoErrors] = useState(false);
  const [serverPhotoErrors, setServerPhotoErrors] = useState<Partial<Record<Slot, string>>>({});
  const [submitState, setSubmitState] = useState<SubmitState>('idle');
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<ApplyFailure | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [hasAnswers, setHasAnswers] = useState(false);
  const [cleared, setCleared] = useState(false);
  const inFlight = useRef(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pickCounter = useRef<Record<Slot, number>>({ image_1: 0, image_2: 0, image_3: 0, image_4: 0 });

  // After hydration: bring back a saved draft (the form token is fetched fresh by useFormGuard).
  useEffect(() => {
    const draft = loadDraft();
    if (draft) reset({ ...EMPTY_VALUES, ...draft } as Values);
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
      if (resetTimer.current) clearTimeout(resetTimer.current);
      for (const state of Object.values(slotsRef.current)) if (state.status === 'ready') URL.revokeObjectURL(state.previewUrl);
    },
    [],
  );

  // Runs once the errors are on screen (RHF publishes them with the new submitCount), so the first
  // invalid control in reading order gets the focus.
  const { submitCount } = formState;
  useEffect(() => {
    if (focusRequest === 0 && submitCount === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A radio group is marked as a whole; its first radio takes the focus.
    const first = invalid?.matches('input, select, textarea') ? invalid : invalid?.querySelector<HTMLElement>('input');
    if (!first || !invalid) return;
    first.focus({ preventScroll: true });
    const target = invalid.closest('[data-field]') ?? invalid;
    target.scrollIntoView({ block: 'center', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }, [focusRequest, submitCount]);

  const replaceSlot = useCallback((slot: Slot, next: SlotState) => {
    setSlots((current) => {
      const previous = current[slot];
      if (previous.status === 'ready' && (next.status !== 'ready' || next.previewUrl !== previous.previewUrl)) {
        URL.revokeObjectURL(previous.previewUrl);
      }
      return { ...current, [slot]: next };
    });
  }, []);

  const pickPhoto = useCallback(
    async (slot: Slot, file: File) => {
      const attempt = ++pickCounter.current[slot];
      setServerPhotoErrors(({ [slot]: _dropped, ...rest }) => rest);
      replaceSlot(slot, { status: 'checking', name: file.name });
      const prepared = await preparePhoto(file);
      // A newer pick for the same slot wins over a slow one.
      if (attempt !== pickCounter.current[slot]) return;
      if (!prepared.ok) {
        replaceSlot(slot, { status: 'refused', name: file.name, reason: prepared.reason });
        return;
      }
      replaceSlot(slot, {
        status: 'ready',
        name: file.name,
        file: prepared.file,
        previewUrl: URL.createObjectURL(prepared.file),
        downscaled: prepared.downscaled,
      });
    },
    [replaceSlot],
  );

  /** The translated reason for an error code; a missing choice reads "choose an option", not "fill in". */
  function errorText(code: string | undefined, isChoice = false): string | null {
    if (!code) return null;
    if (isChoice && code === 'required') return t('errors.choose');
    if (code === 'refused') return t('errors.refused');
    return t(`errors.${KNOWN_CODES.has(code) && code !== 'spam' ? code : 'invalid'}` as 'errors.invalid');
  }

  function startOver() {
    if (saveTimer.current) clearTimeout(saveTimer.current);
    reset(EMPTY_VALUES);
    for (const slot of PHOTO_SLOTS) pickCounter.current[slot] += 1;
    setSlots((current) => {
      for (const state of Object.values(current)) if (state.status === 'ready') URL.revokeObjectURL(state.previewUrl);
      return EMPTY_SLOTS;
    });
    setShowPhotoErrors(false);
    setServerPhotoErrors({});
    setAttempted(false);
    setSubmitState('idle');
  }

  /** The visitor's own "clear form", confirmed: every answer, photo and the copy kept in this browser go. */
  function clearEverything() {
    startOver();
    clearDraft();
    setFailure(null);
    setSucceeded(false);
    setCleared(true);
    formRef.current?.querySelector<HTMLInputElement>('#apply-realname')?.focus();
  }

  async function send(values: ApplyInput) {
    const current = slots;
    const body = new FormData();
    const raw = getValues();
    for (const [name, value] of Object.entries(raw)) {
      if (name === 'accept') continue;
      if (typeof value === 'string' && value.trim() !== '') body.append(name, value);
    }
    body.set('birthdate', values.birthdate);
    body.append('accept', 'true');
    for (const slot of PHOTO_SLOTS) {
      const state = current[slot];
      if (state.status === 'ready') body.append(slot, state.file, state.file.name);
    }
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
      if (saveTimer.current) clearTimeout(saveTimer.current);
      clearDraft();
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
    if (reading.photoErrors) setServerPhotoErrors(reading.photoErrors);
    setFailure(reading.failure);
    if (reading.focus) setFocusRequest((n) => n + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref, not state: a double tap lands before React re-renders, and must not send twice.
    if (submitState !== 'idle' || inFlight.current) return;
    setShowPhotoErrors(true);
    setAttempted(true);
    if (PHOTO_SLOTS.some((slot) => slots[slot].status === 'checking')) {
      setFailure({ kind: 'preparing' });
      return;
    }
    setFailure(null);
    const photosReady = PHOTO_SLOTS.every((slot) => slots[slot].status === 'ready');
    inFlight.current = true;
    try {
      await handleSubmit(async (values) => {
        if (photosReady) await send(values);
      })(event);
    } finally {
      inFlight.current = false;
    }
  }

  const slotErrors = Object.fromEntries(
    PHOTO_SLOTS.map((slot) => [slot, slotError(slots[slot], showPhotoErrors, serverPhotoErrors[slot])]),
  ) as Record<Slot, SlotError | null>;
  const invalidCount =
    VISIBLE_FIELDS.filter((field) => errors[field]).length + Object.values(slotErrors).filter(Boolean).length;
  const stillInvalid = attempted && submitState === 'idle' && invalidCount > 0;
  // Answers brought back from this browser become the form's defaults, so they say whether a draft was restored.
  const restored =
    !succeeded && DRAFT_FIELDS.some((field) => (formState.defaultValues?.[field] ?? '') !== EMPTY_VALUES[field]);

  function failureMessage(): { message: string; detail: string } | null {
    if (!failure) return null;
    switch (failure.kind) {
      case 'rateLimited':
        return { message: t('failure.rateLimited'), detail: t('failure.rateLimitedDetail', { minutes: failure.minutes }) };
      case 'tooLarge':
        return { message: t('failure.tooLarge'), detail: t('failure.tooLargeDetail') };
      case 'type':
        return { message: t('failure.type'), detail: t('failure.typeDetail') };
      case 'invalid':
        return { message: t('failure.invalid'), detail: '' };
      case 'preparing':
        return { message: t('failure.preparing'), detail: '' };
      case 'busy':
        return { message: t('failure.busy'), detail: t('failure.busyDetail', { seconds: failure.seconds }) };
      case 'expired':
        return { message: t('failure.expired'), detail: t('failure.expiredDetail') };
      case 'refused':
        return { message: t('failure.refused', { data: failure.data }), detail: t('failure.refusedDetail', { data: failure.data }) };
      default:
        return { message: t('failure.upstream'), detail: t('failure.upstreamDetail') };
    }
  }
  const shownFailure = failureMessage();

  const textField = (name: TextField, options: { required?: boolean; type?: string; autoComplete?: string; inputMode?: 'email' | 'text' | 'tel'; hint?: boolean; placeholder?: string } = {}) => (
    <FormField
      id={`apply-${name}`}
      label={t(`labels.${name}` as 'labels.realname')}
      required={options.required}
      hint={options.hint ? t(`hints.${name}` as 'hints.father') : undefined}
      error={errorText(errors[name]?.message)}
      className={styles.field}
    >
      {(controlProps) => (
        <input
          {...controlProps}
          {...register(name)}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          placeholder={options.placeholder}
          aria-required={options.required || undefined}
          data-field={name}
        />
      )}
    </FormField>
  );

  const anyPhoto = PHOTO_SLOTS.some((slot) => slots[slot].status !== 'empty');

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
        <ClearForm hidden={!(hasAnswers || anyPhoto || restored) || submitState !== 'idle'} onClear={clearEverything} />
        <p className={styles.cleared} role="status">
          {cleared && !hasAnswers && !anyPhoto ? t('clear.done') : ''}
        </p>
      </div>
      {restored ? (
        <p className={styles.restored} role="status">
          {t('draftRestored')}
        </p>
      ) : null}

      <section className={styles.section} aria-labelledby="apply-about">
        <h2 id="apply-about" className={styles.heading}>
          <span className={styles.step} aria-hidden="true">01</span>
          {t('sections.about')}
        </h2>
        <div className={styles.grid}>
          {textField('realname', { required: true, autoComplete: 'name' })}
          <div className={styles.field} data-field="birthdate">
            <Controller
              control={control}
              name="birthdate"
              render={({ field, fieldState }) => (
                <FormField
                  id="apply-birthdate"
                  label={t('labels.birthdate')}
                  required
                  hint={t('hints.birthdate')}
                  error={errorText(fieldState.error?.message)}
                >
                  {(controlProps) => (
                    <BirthdateInput
                      id={controlProps.id}
                      name={field.name}
                      locale={locale}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      invalid={controlProps['aria-invalid']}
                      describedBy={controlProps['aria-describedby']}
                      className={controlProps.className}
                      placeholder={t('birthdatePlaceholder')}
                    />
                  )}
                </FormField>
              )}
            />
          </div>
          <fieldset
            className={`${styles.field} ${styles.choice}`}
            data-field="gender"
            role="radiogroup"
            aria-required="true"
            aria-invalid={Boolean(errors.gender)}
            aria-describedby={errors.gender ? 'apply-gender-error' : undefined}
          >
            <legend className={styles.legend}>
              {t('labels.gender')}
              <span aria-hidden="true" className={styles.asterisk}>*</span>
            </legend>
            <div className={styles.radios}>
              {genderValues.map((gender) => (
                <label key={gender} className={styles.radio}>
                  <input
                    type="radio"
                    value={gender}
                    {...register('gender')}
                  />
                  <span>{t(`genders.${gender}`)}</span>
                </label>
              ))}
            </div>
            {errors.gender ? <FieldError id="apply-gender-error">{errorText(errors.gender.message, true) ?? ''}</FieldError> : null}
          </fieldset>
          {textField('father', { autoComplete: 'off', hint: true })}
          {textField('email', { required: true, type: 'email', autoComplete: 'email', inputMode: 'email' })}
          <FormField id="apply-country" label={t('labels.country')} error={errorText(errors.country?.message)} className={styles.field}>
            {(controlProps) => (
              <select {...controlProps} {...register('country')} autoComplete="country" data-field="country">
                {countries.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <Controller
            control={control}
            name="phone"
            render={({ field, fieldState }) => (
              <FormField
                id="apply-phone"
                label={t('labels.phone')}
                hint={t('hints.phone')}
                error={errorText(fieldState.error?.message)}
                className={styles.field}
              >
                {(controlProps) => (
                  <PhoneInput
                    {...controlProps}
                    value={field.value ?? ''}
                    country={country}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    name={field.name}
                    data-field="phone"
                  />
                )}
              </FormField>
            )}
          />
          {textField('instagr', { autoComplete: 'off', hint: true, placeholder: '@' })}
          {textField('tiktok', { autoComplete: 'off', hint: true, placeholder: '@' })}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="apply-measurements" aria-describedby="apply-measurements-hint">
        <h2 id="apply-measurements" className={styles.heading}>
          <span className={styles.step} aria-hidden="true">02</span>
          {t('sections.measurements')}
        </h2>
        <p id="apply-measurements-hint" className={styles.sectionHint}>
          {t('measurementsHint')}
        </p>
        <div className={`${styles.grid} ${styles.measurements}`}>
          {MEASUREMENTS.map(({ name, options, required }) => (
            <FormField
              key={name}
              id={`apply-${name}`}
              label={t(`labels.${name}` as 'labels.height')}
              required={required}
              error={errorText(errors[name]?.message, true)}
              className={styles.field}
            >
              {(controlProps) => (
                <select {...controlProps} {...register(name)} aria-required={required || undefined} data-field={name}>
                  <option value="">{t('choose')}</option>
                  {options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="apply-photos" aria-describedby="apply-photos-guidance">
        <h2 id="apply-photos" className={styles.heading}>
          <span className={styles.step} aria-hidden="true">03</span>
          {t('sections.photos')}
        </h2>
        <p id="apply-photos-guidance" className={styles.sectionHint}>
          {t('photos.guidance')} {t('photos.privacy')}
        </p>
        <div className={styles.photos}>
          {PHOTO_SLOTS.map((slot, index) => (
            <PhotoSlot key={slot} slot={slot} number={index + 1} state={slots[slot]} error={slotErrors[slot]} onPick={pickPhoto} />
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="apply-consent">
        <h2 id="apply-consent" className={styles.heading}>
          <span className={styles.step} aria-hidden="true">04</span>
          {t('sections.consent')}
        </h2>
        <div className={styles.consent} data-invalid={errors.accept ? true : undefined}>
          <input
            id="apply-accept"
            type="checkbox"
            className={styles.checkbox}
            {...register('accept')}
            aria-invalid={Boolean(errors.accept)}
            aria-required="true"
            aria-describedby={errors.accept ? 'apply-accept-error' : undefined}
          />
          <label htmlFor="apply-accept" className={styles.consentLabel}>
            {t('accept')}
            <span aria-hidden="true" className={styles.asterisk}>*</span>
          </label>
        </div>
        {errors.accept ? <FieldError id="apply-accept-error">{errorText(errors.accept.message) ?? ''}</FieldError> : null}
        <a href="#privacy" className={styles.privacyLink}>
          {t('privacyLink')}
        </a>

        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="apply-website">{t('honeypot')}</label>
          <input id="apply-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </div>
        <input type="hidden" name={FORM_TOKEN_FIELD} value={guard.token} />

        <div className={styles.actions}>
          <FormAlert
            message={shownFailure?.message ?? (stillInvalid ? t('summary', { count: invalidCount }) : undefined)}
            detail={shownFailure?.detail || undefined}
          />
          {failure?.kind === 'busy' || failure?.kind === 'expired' ? (
            <button type="button" className={styles.retry} onClick={() => formRef.current?.requestSubmit()}>
              {t('failure.retry')}
            </button>
          ) : null}
          <SubmitButton
            state={submitState}
            labels={{ idle: t('submit.idle'), sending: t('submit.sending'), sent: t('submit.sent') }}
          />
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
      </section>
    </form>
  );
}
