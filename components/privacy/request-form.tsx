'use client';

import { useCallback, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { FieldError } from '@/components/forms/field-error';
import { FormField } from '@/components/forms/form-field';
import { SUBMISSION_ID_FIELD, useFormGuard } from '@/components/forms/use-form-guard';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_LIMITS, PRIVACY_RESULT } from '@/lib/forms/privacy-request/rules';
import type { PrivacyRequestInput } from '@/lib/forms/privacy-request/schema';
import { isSubmissionReference, submissionReference } from '@/lib/forms/reference';
import { failureNotice, failureTexts, type FailureNotice } from '@/components/forms/send-failure';
import { useFormSend } from '@/components/forms/use-form-send';
import { useRouter } from '@/lib/i18n/navigation';
import { PRIVACY_REQUEST_ERROR_KEYS, knownKey } from '@/lib/i18n/message-keys';
import shell from '@/components/forms/short-form.module.css';
import { rememberSentRequest } from './sent-request';
import styles from './request-form.module.css';
import { ShortForm } from '@/components/forms/short-form';

type Values = { name: string; email: string; request: string; details: string; website: string };
type FieldName = 'name' | 'email' | 'request' | 'details';
const FIELDS: readonly FieldName[] = ['name', 'email', 'request', 'details'];
const EMPTY: Values = { name: '', email: '', request: '', details: '', website: '' };

// The schema (and zod with it) come with the first focus, not with the page.
const validation = lazyResolver<Values, PrivacyRequestInput>(() =>
  import('@/lib/forms/privacy-request/schema').then(
    // The radios start with no choice (''), which the schema refuses as `required`.
    (module) => module.privacyRequestResolver as unknown as Resolver<Values, unknown, PrivacyRequestInput>,
  ),
);

type Props = {
  /** Offered as another way to ask when a send fails (the data protection officer's, else the agency's: lib/privacy/notice.ts, requestEmail). */
  fallbackEmail: string | null;
  /** The server-signed token rendered with the page, for posting without JavaScript. */
  formToken: string;
};

/**
 * The request about one's own data: the browser checks it with the route's own schema, a received send
 * opens the confirmation page (its heading focused, with the request's reference, what was asked and
 * the e-mail the link went to), and a failed one keeps every answer and says why. Without JavaScript the
 * browser posts the same form and the route answers with the same pages.
 */
export function PrivacyRequestForm({ fallbackEmail, formToken }: Props) {
  const t = useTranslations('PrivacyRequest');
  const locale = useLocale();
  const router = useRouter();
  const guard = useFormGuard(formToken);
  const { state, send: post } = useFormSend();
  const [failure, setFailure] = useState<FailureNotice | null>(null);
  const { register, handleSubmit, setError, setFocus, getValues, formState } = useForm<Values, unknown, PrivacyRequestInput>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { errors } = formState;
  // Registered here, in the form's order, so a failed check focuses the first field on the screen (the
  // labelled fields render inside FormField, after this component's own radios).
  const fields = { name: register('name'), email: register('email'), request: register('request'), details: register('details') };
  const action = guard.action(`${PRIVACY_RESULT.endpoint}/${locale}`);

  const errorText = useCallback(
    (field: FieldName): string | null => {
      const code = errors[field]?.message;
      if (!code) return null;
      const max = field === 'request' ? 0 : PRIVACY_REQUEST_LIMITS[field];
      return t(`errors.${knownKey(PRIVACY_REQUEST_ERROR_KEYS, code, 'invalid')}`, { field, max });
    },
    [errors, t],
  );

  const send = async (values: PrivacyRequestInput) => {
    if (state !== 'idle') return;
    setFailure(null);
    const body = new FormData();
    body.set('name', values.name);
    body.set('email', values.email);
    body.set('request', values.request);
    body.set('details', values.details ?? '');
    body.set('website', getValues('website'));
    const submissionId = guard.submissionId();
    body.set(SUBMISSION_ID_FIELD, submissionId);
    const result = await post(action, body);
    if (!result) return;
    const { reading } = result;
    if (reading.kind === 'received') {
      guard.nextSubmission();
      // The server's reference (a repeat of a send it already has answers without one: the same, from the id).
      const answered = typeof result.body === 'object' && result.body !== null ? (result.body as { reference?: unknown }).reference : undefined;
      const reference = isSubmissionReference(answered) ? answered : submissionReference(submissionId);
      // The address names the request and its reference; the e-mail stays in this page's memory.
      rememberSentRequest(reference, values.email);
      router.push({ pathname: '/privacy/sent', query: { reference, request: values.request } });
      return;
    }
    if (reading.refreshToken) void guard.refreshToken();
    const fields = FIELDS.filter((field) => field in reading.errors);
    for (const field of fields) setError(field, { type: 'server', message: reading.errors[field] });
    if (fields[0]) return setFocus(fields[0]);
    const { failure: why } = reading;
    setFailure(failureNotice(why));
  };

  const failureText = failure ? failureTexts(t, failure, fallbackEmail) : null;

  const requestError = errorText('request');
  return (
    <ShortForm
      note={{ id: 'privacy-request-note', text: t('note') }}
      action={action}
      onFocus={validation.preload}
      onSubmit={(event) => void handleSubmit(send)(event)}
      honeypot={{ id: 'privacy-website', label: t('honeypot'), registration: register('website') }}
      failure={failureText}
      state={state}
    >
      <div className={shell.row}>
        <FormField id="privacy-name" label={t('labels.name')} required hint={t('hints.name')} error={errorText('name')}>
          {(control) => <input {...control} {...fields.name} type="text" autoComplete="name" enterKeyHint="next" />}
        </FormField>
        <FormField id="privacy-email" label={t('labels.email')} required hint={t('hints.email')} error={errorText('email')}>
          {(control) => (
            <input {...control} {...fields.email} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} enterKeyHint="next" />
          )}
        </FormField>
      </div>
      <fieldset
        className={styles.choice}
        role="radiogroup"
        aria-required="true"
        aria-invalid={Boolean(requestError)}
      >
        <legend className={styles.legend} data-required>
          {t('labels.request')}
        </legend>
        <div className={styles.radios}>
          {PRIVACY_REQUEST_KINDS.map((kind) => (
            <label key={kind} className={styles.radio}>
              {/* The group's error is each choice's description: a screen reader says it with the focused radio. */}
              <input type="radio" value={kind} {...fields.request} aria-describedby={requestError ? 'privacy-request-error' : undefined} />
              <span>{t(`kinds.${kind}`)}</span>
            </label>
          ))}
        </div>
        {requestError ? <FieldError id="privacy-request-error">{requestError}</FieldError> : null}
      </fieldset>
      <FormField id="privacy-details" label={t('labels.details')} hint={t('hints.details')} error={errorText('details')}>
        {(control) => <textarea {...control} {...fields.details} rows={4} />}
      </FormField>
    </ShortForm>
  );
}
