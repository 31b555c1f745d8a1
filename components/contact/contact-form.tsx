'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { FormField } from '@/components/forms/form-field';
import { SUBMISSION_ID_FIELD, useFormGuard } from '@/components/forms/use-form-guard';
import type { ContactFormValues, ContactInput } from '@/lib/forms/contact/schema';
import { CONTACT_LIMITS, CONTACT_RESULT } from '@/lib/forms/contact/rules';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import styles from '@/components/forms/short-form.module.css';
import { CONTACT_ERROR_KEYS, knownKey } from '@/lib/i18n/message-keys';
import { failureNotice, failureTexts, type FailureNotice } from '@/components/forms/send-failure';
import { useFormSend } from '@/components/forms/use-form-send';
import { ShortForm } from '@/components/forms/short-form';

type Props = {
  /** The agency's e-mail, offered as another way to write when a send fails. */
  agencyEmail: string | null;
  /** The server-signed token rendered with the page (lib/forms/server/token.ts), for posting without JavaScript. */
  formToken: string;
};

type FieldName = 'name' | 'email' | 'phone' | 'message';
const FIELDS: readonly FieldName[] = ['name', 'email', 'phone', 'message'];

// The schema (and zod) come with the first focus, not with the page.
const validation = lazyResolver<ContactFormValues, ContactInput>(() =>
  import('@/lib/forms/contact/schema').then((module) => module.contactResolver),
);

// The sent state lasts 2.5 s, then the form is empty and ready again.
export const CONTACT_RESET_MS = 2500;

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', message: '', website: '' };

function isFieldName(value: string): value is FieldName {
  return (FIELDS as readonly string[]).includes(value);
}

/**
 * The contact message form: validated in the browser with the same schema as the route handler,
 * errors in text beside each field, focus on the first invalid one, and a failed send that keeps
 * every character and says so.
 */
export function ContactForm({ agencyEmail, formToken }: Props) {
  const t = useTranslations('ContactForm');
  const locale = useLocale();
  const { state, setState, send: post } = useFormSend();
  const [failure, setFailure] = useState<FailureNotice | null>(null);
  const guard = useFormGuard(formToken);
  const action = guard.action(`${CONTACT_RESULT.endpoint}/${locale}`);
  const resetTimer = useRef<number | undefined>(undefined);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    getValues,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const errorText = useCallback(
    (field: FieldName): string | null => {
      const code = errors[field]?.message;
      if (!code) return null;
      return t(`errors.${knownKey(CONTACT_ERROR_KEYS, code, 'invalid')}`, { field, max: CONTACT_LIMITS[field] });
    },
    [errors, t],
  );

  const send = async (values: ContactInput) => {
    if (state !== 'idle') return;
    setFailure(null);

    const body = new FormData();
    for (const field of FIELDS) body.set(field, values[field]);
    body.set('website', getValues('website') ?? '');
    body.set(SUBMISSION_ID_FIELD, guard.submissionId());

    const result = await post(action, body);
    if (!result) return;
    const { reading } = result;
    if (reading.kind === 'received') {
      guard.nextSubmission();
      resetTimer.current = window.setTimeout(() => {
        reset(EMPTY);
        // The next message is a new form: its time trap starts now.
        void guard.refreshToken();
        setState('idle');
      }, CONTACT_RESET_MS);
      return;
    }

    const { failure, errors: codes } = reading;
    if (reading.refreshToken) void guard.refreshToken();
    const fields = Object.keys(codes).filter(isFieldName);
    for (const field of fields) setError(field, { type: 'server', message: codes[field] });
    const first = FIELDS.find((field) => fields.includes(field));
    if (first) {
      setFocus(first);
      return;
    }
    setFailure(failureNotice(failure));
  };

  const failureText = failure ? failureTexts(t, failure, agencyEmail) : null;

  return (
    <ShortForm
      note={{ id: 'contact-form-note', text: t('note') }}
      action={action}
      onFocus={validation.preload}
      onSubmit={(event) => void handleSubmit(send)(event)}
      honeypot={{ id: 'contact-website', label: t('honeypot'), registration: register('website') }}
      failure={failureText}
      state={state}
    >
      <div className={styles.row}>
        <FormField id="contact-name" label={t('name')} required error={errorText('name')}>
          {(control) => <input {...control} {...register('name')} type="text" autoComplete="name" enterKeyHint="next" />}
        </FormField>
        <FormField id="contact-email" label={t('email')} required error={errorText('email')}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              enterKeyHint="next"
            />
          )}
        </FormField>
      </div>
      <FormField id="contact-phone" label={t('phone')} required hint={t('phoneHint')} error={errorText('phone')}>
        {(control) => <input {...control} {...register('phone')} type="tel" inputMode="tel" autoComplete="tel" enterKeyHint="next" />}
      </FormField>
      <FormField id="contact-message" label={t('message')} required error={errorText('message')}>
        {(control) => <textarea {...control} {...register('message')} rows={6} />}
      </FormField>
    </ShortForm>
  );
}
