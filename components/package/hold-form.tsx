'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

/** What shows interest in the hold form: a focus, a finger or pointer on it, an answer. */
const INTEREST_EVENTS = ['focusin', 'pointerdown', 'input', 'change'] as const;

/**
 * The form's code (react-hook-form, the checks, the send), fetched once the form is wanted and tried
 * three times on a patchy link. If it never comes the form stays the server's plain form, which sends
 * without it: an error here would put the error screen where the client's answers are.
 */
const HoldFormControl = lazy(async () => {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      return await import('./hold-form-control');
    } catch {
      await new Promise((resolve) => setTimeout(resolve, attempt * 2_000));
    }
  }
  return new Promise<never>(() => undefined);
});

/**
 * The hold form's island. Until the client shows interest in the form it only takes the talents'
 * "hold dates" links (the talent chosen in the form, the form in view, its first date focused); then
 * it brings the form's code, which takes the server's form over as it stands.
 */
export function HoldForm({ formId }: { formId: string }) {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const want = () => setWanted(true);
    for (const type of INTEREST_EVENTS) form.addEventListener(type, want, { once: true, passive: true });
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-hold-talent]');
      const select = form.elements.namedItem('talent_id');
      if (!link || !(select instanceof HTMLSelectElement)) return;
      event.preventDefault();
      select.value = link.dataset.holdTalent ?? '';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      form.closest('section')?.scrollIntoView({ block: 'start' });
      const from = form.elements.namedItem('from');
      if (from instanceof HTMLInputElement) from.focus({ preventScroll: true });
    };
    document.addEventListener('click', onClick);
    return () => {
      for (const type of INTEREST_EVENTS) form.removeEventListener(type, want);
      document.removeEventListener('click', onClick);
    };
  }, [formId]);

  return wanted ? (
    <Suspense fallback={null}>
      <HoldFormControl formId={formId} />
    </Suspense>
  ) : null;
}
