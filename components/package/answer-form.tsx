'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import styles from './package.module.css';

type Problem = 'invalid' | 'not_in_package' | 'rate_limited' | 'form_expired' | 'busy';

async function problemOf(response: Response): Promise<Problem | 'reload'> {
  if (response.status === 403 || response.status === 404 || response.status === 410) return 'reload';
  if (response.status === 429) return 'rate_limited';
  if (response.status !== 422 && response.status !== 400) return 'busy';
  const body = (await response.json().catch(() => null)) as { errors?: Record<string, string> } | null;
  if (body?.errors?.talent_ids === 'not_in_package') return 'not_in_package';
  if (body?.errors?._form === 'too_fast' || body?.errors?._form === 'expired') return 'form_expired';
  return 'invalid';
}

/**
 * With script, the answer form is sent in place: nothing typed is lost when it cannot go (the
 * message says why), and once it went the page shows what was sent. Only this message is React's.
 */
export function AnswerForm({ formId, token }: { formId: string; token: string }) {
  const t = useTranslations('Package');
  const [problem, setProblem] = useState<Problem | null>(null);
  const router = useRouter();

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    let sending = false;
    const onSubmit = async (event: SubmitEvent) => {
      event.preventDefault();
      if (sending) return;
      const data = new FormData(form);
      const ids = data.getAll('talent_ids').map(String);
      if (ids.length === 0) {
        setProblem('invalid');
        form.ownerDocument.querySelector<HTMLInputElement>(`input[name="talent_ids"][form="${formId}"]`)?.focus();
        return;
      }
      sending = true;
      form.setAttribute('aria-busy', 'true');
      try {
        const response = await fetch(form.action, { method: 'POST', body: data, headers: { Accept: 'application/json' } });
        if (response.ok) {
          const sent = ids.join(',');
          setProblem(null);
          // The page drawn again by the server says what was sent and carries a fresh submission id.
          if (new URLSearchParams(window.location.search).get('sent') === sent) router.refresh();
          else router.push({ pathname: '/package/[token]', params: { token }, query: { sent } }, { scroll: false });
          return;
        }
        const found = await problemOf(response);
        if (found === 'reload') window.location.reload();
        else setProblem(found);
      } catch {
        setProblem('busy');
      } finally {
        sending = false;
        form.removeAttribute('aria-busy');
      }
    };
    const listener = (event: Event) => void onSubmit(event as SubmitEvent);
    form.addEventListener('submit', listener);
    return () => form.removeEventListener('submit', listener);
  }, [formId, router, token]);

  return (
    <p className={styles.error} role="alert">
      {problem ? t(`error.${problem}`) : null}
    </p>
  );
}
