'use client';

import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useFormatter, useTranslations } from 'next-intl';
import { useFormSend } from '@/components/forms/use-form-send';
import { newSubmissionId, SUBMISSION_ID_FIELD } from '@/components/forms/use-form-guard';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { HOLD_FIELDS, isHoldErrorCode, type HoldField } from '@/lib/packages/hold-rules';
import type { HoldFormValues, HoldInput } from '@/lib/packages/hold-schema';
import { holdDays } from './hold-days';
import { sendProblem, type SendProblem } from './send-problem';
import styles from './package.module.css';

// The schema (and zod with it) come with this code's first check, not with the page.
const validation = lazyResolver<HoldFormValues, HoldInput>(() => import('@/lib/packages/hold-schema').then((module) => module.holdResolver));

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Asked = { name: string; from: string; to: string };
// A new request may name another talent or other days; the client's name and e-mail stay.
const CLEARED_AFTER_SEND: readonly HoldField[] = ['talent_id', 'from', 'to', 'note'];

function controlOf(form: HTMLFormElement, name: string): Control | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement ? element : null;
}

/**
 * The hold form's code: react-hook-form takes the server's form over (its fields as they stand, what
 * was typed before this came included), checks it with the route's own schema, writes what is wrong
 * beside each field (`hold-<field>-error`), and sends it in place through the small forms' one send.
 * A failed send keeps every answer and says why; a sent one says what was asked.
 */
export default function HoldFormControl({ formId }: { formId: string }) {
  const t = useTranslations('Package');
  const format = useFormatter();
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const [problem, setProblem] = useState<Exclude<SendProblem, 'reload'> | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const { send } = useFormSend();
  const { register, handleSubmit, setError, setFocus, resetField, formState } = useForm<HoldFormValues, unknown, HoldInput>({
    resolver: validation.resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { errors } = formState;

  useLayoutEffect(() => {
    const element = document.getElementById(formId);
    if (!(element instanceof HTMLFormElement)) return;
    // The server's form, found once this code runs in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setForm(element);
    // From now on the schema's words, beside each field, instead of the browser's bubbles.
    element.noValidate = true;
    validation.preload();
    const removers = HOLD_FIELDS.flatMap((name) => {
      const control = controlOf(element, name);
      if (!control) return [];
      const field = register(name);
      field.ref(control);
      const change = (event: Event) => void field.onChange(event);
      const blur = (event: Event) => void field.onBlur(event);
      control.addEventListener('input', change);
      control.addEventListener('change', change);
      control.addEventListener('blur', blur);
      return [
        () => {
          control.removeEventListener('input', change);
          control.removeEventListener('change', change);
          control.removeEventListener('blur', blur);
        },
      ];
    });
    return () => removers.forEach((remove) => remove());
  }, [formId, register]);

  useLayoutEffect(() => {
    if (!form) return;
    const submit = async (values: HoldInput) => {
      setProblem(null);
      const result = await send(form.action, new FormData(form));
      if (!result) return;
      const found = sendProblem(result, 'talent_id');
      if (found === 'reload') return window.location.reload();
      if (found === null) {
        const select = controlOf(form, 'talent_id');
        setAsked({ name: select instanceof HTMLSelectElement ? (select.selectedOptions[0]?.text ?? '') : '', from: values.from, to: values.to });
        const id = controlOf(form, SUBMISSION_ID_FIELD);
        if (id) id.value = newSubmissionId();
        for (const name of CLEARED_AFTER_SEND) resetField(name, { defaultValue: '' });
        return;
      }
      setAsked(null);
      const codes = result.reading.kind === 'failed' ? result.reading.errors : {};
      const fields = HOLD_FIELDS.filter((name) => name in codes);
      for (const name of fields) setError(name, { type: 'server', message: codes[name] });
      if (fields[0]) return setFocus(fields[0]);
      setProblem(found);
    };
    const onSubmit = (event: Event) => {
      event.preventDefault();
      void handleSubmit(submit)();
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [form, handleSubmit, resetField, send, setError, setFocus]);

  // Each field says what is wrong with it, and is marked so for screen readers.
  const codes = HOLD_FIELDS.map((name) => errors[name]?.message ?? '');
  const codeKey = codes.join('|');
  useLayoutEffect(() => {
    if (!form) return;
    codeKey.split('|').forEach((code, index) => {
      const name = HOLD_FIELDS[index]!;
      const control = controlOf(form, name);
      if (!control) return;
      if (code) {
        control.setAttribute('aria-invalid', 'true');
        control.setAttribute('aria-describedby', `hold-${name}-error`);
      } else {
        control.removeAttribute('aria-invalid');
        control.removeAttribute('aria-describedby');
      }
    });
  }, [form, codeKey]);

  const fieldText = (name: HoldField, code: string) => {
    if (name === 'talent_id' && code === 'required') return t('hold.error.talent');
    return t(`hold.error.${isHoldErrorCode(code) ? code : 'invalid'}`);
  };
  const problemText = problem === 'invalid' ? t('hold.invalid') : problem === 'not_in_package' ? t('hold.error.not_in_package') : problem ? t(`error.${problem}`) : null;

  return (
    <>
      {form
        ? HOLD_FIELDS.map((name, index) => {
            const slot = document.getElementById(`hold-${name}-error`);
            return slot && codes[index] ? createPortal(fieldText(name, codes[index]), slot, name) : null;
          })
        : null}
      <div role="status" className={asked ? styles.sent : undefined}>
        {asked ? (
          <>
            <h3>{t('hold.sentTitle')}</h3>
            <p>{t('hold.sent', { name: asked.name, dates: holdDays(format, asked.from, asked.to) })}</p>
            <p>{t('hold.sentAnother')}</p>
          </>
        ) : null}
      </div>
      <p className={styles.error} role="alert">
        {problemText}
      </p>
    </>
  );
}
