'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useFormSend } from '@/components/forms/use-form-send';
import { useRouter } from '@/lib/i18n/navigation';
import { sendProblem, type SendProblem } from './send-problem';
import styles from './package.module.css';

/**
 * With script, the answer form is sent in place: nothing typed is lost when it cannot go (the
 * message says why), and once it went the page shows what was sent. Only this message is React's.
 */
export function AnswerForm({ formId, token }: { formId: string; token: string }) {
  const t = useTranslations('Package');
  const [problem, setProblem] = useState<Exclude<SendProblem, 'reload'> | null>(null);
  const router = useRouter();
  const { send } = useFormSend();

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const onSubmit = async (event: Event) => {
      event.preventDefault();
      const data = new FormData(form);
      const ids = data.getAll('talent_ids').map(String);
      if (ids.length === 0) {
        setProblem('invalid');
        form.ownerDocument.querySelector<HTMLInputElement>(`input[name="talent_ids"][form="${formId}"]`)?.focus();
        return;
      }
      form.setAttribute('aria-busy', 'true');
      const result = await send(form.action, data);
      // Null: a second press while the first send is on its way, which that send answers.
      if (!result) return;
      form.removeAttribute('aria-busy');
      const found = sendProblem(result, 'talent_ids');
      if (found === 'reload') return window.location.reload();
      setProblem(found);
      if (found) return;
      const sent = ids.join(',');
      // The page drawn again by the server says what was sent and carries a fresh submission id.
      if (new URLSearchParams(window.location.search).get('sent') === sent) router.refresh();
      else router.push({ pathname: '/package/[token]', params: { token }, query: { sent } }, { scroll: false });
    };
    const listener = (event: Event) => void onSubmit(event);
    form.addEventListener('submit', listener);
    return () => form.removeEventListener('submit', listener);
  }, [formId, router, send, token]);

  return (
    <p className={styles.error} role="alert">
      {problem ? t(`error.${problem}`) : null}
    </p>
  );
}
