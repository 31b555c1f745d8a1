'use client';

// The form's stylesheets, in the order the form itself imports them: until its script is wanted, the
// page's HTML is the form, and it must look like it (the script's own chunk would bring them late).
import '@/components/forms/field-error.module.css';
import '@/components/forms/form-field.module.css';
import '@/components/forms/form-alert.module.css';
import '@/components/forms/submit-button.module.css';
import '@/components/forms/honeypot.module.css';
import './application-form.module.css';
import './clear-form.module.css';
import './select-field.module.css';
import './guardian-block.module.css';
import './photo-slot.module.css';
import { Activity, lazy, useEffect, useMemo, useState, type ComponentProps } from 'react';
import { editedValue } from '@/components/forms/early-input';
import { readStorage } from '@/lib/browser/storage';
import { DRAFT_KEY } from '@/lib/forms/application/draft';
import { APPLICATION_RESULT } from '@/lib/forms/application/rules';
import type { ApplicationForm } from './application-form';

type Props = Omit<ComponentProps<typeof ApplicationForm>, 'onTakenOver'>;

/** What shows interest in the form: a finger or pointer on it, a key, a focus, an answer. */
const INTEREST_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;
/** A send tapped before the form's code is here waits for it this long, then goes as the browser's own post. */
const EARLY_SEND_WAIT_MS = 15_000;

// On the server the form is part of this module and is drawn at once, inline in the page's HTML. In
// the browser the bundler folds `typeof window` to a constant: this branch and its import are gone.
const ServerForm: typeof ApplicationForm | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  typeof window === 'undefined' ? (require('./application-form') as typeof import('./application-form')).ApplicationForm : null;

let want: () => void = () => undefined;
const wanted = new Promise<void>((resolve) => {
  want = resolve;
});
let takenOver = false;
let markTakenOver: () => void = () => undefined;
const takeOver = new Promise<void>((resolve) => {
  markTakenOver = () => {
    takenOver = true;
    resolve();
  };
});

/**
 * In the browser, the form's code is fetched once it is wanted, tried three times on a patchy link.
 * If it never comes the form stays the server's plain form, which works (and sends) without it: an
 * error here would put the error screen where the visitor's answers are.
 */
const FormCode =
  ServerForm ??
  lazy(async () => {
    await wanted;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      try {
        const { ApplicationForm: Form } = await import('./application-form');
        return { default: Form };
      } catch {
        await new Promise((resolve) => setTimeout(resolve, attempt * 2_000));
      }
    }
    return new Promise<never>(() => undefined);
  });

/** The server's form on this page, while it is still only HTML (its action carries the form token in its query). */
function serverForm(locale: string): HTMLFormElement | null {
  return typeof document === 'undefined' ? null : document.querySelector<HTMLFormElement>(`form[action^="${APPLICATION_RESULT.endpoint}/${locale}?"]`);
}

/** Whether the visitor has already started on the form the server drew (before any script ran). */
function alreadyStarted(form: HTMLFormElement): boolean {
  if (form.contains(document.activeElement) && document.activeElement !== form) return true;
  return Array.from(form.elements).some(
    (element) => editedValue(element) !== undefined || (element instanceof HTMLInputElement && element.type === 'file' && (element.files?.length ?? 0) > 0),
  );
}

/**
 * Until the form is React's: interest in it brings its code, and a send waits for the code (the
 * script's send prepares the photos for a slow link and keeps the visitor on the page) unless the
 * code cannot come, when the browser posts the form itself. Returns the listeners' removal.
 */
function watchServerForm(form: HTMLFormElement): () => void {
  let sending = false;
  const interest = new AbortController();
  const listening = new AbortController();
  const onInterest = (event: Event) => {
    if (!(event.target instanceof Node) || !form.contains(event.target)) return;
    want();
    interest.abort();
  };
  const onEarlySubmit = (event: SubmitEvent) => {
    if (takenOver) return;
    event.preventDefault();
    want();
    if (sending) return;
    sending = true;
    const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    const waited = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), EARLY_SEND_WAIT_MS));
    void Promise.race([takeOver.then(() => true), waited]).then((ready) => {
      sending = false;
      if (ready) form.requestSubmit(submitter);
      else HTMLFormElement.prototype.submit.call(form);
    });
  };
  for (const type of INTEREST_EVENTS) document.addEventListener(type, onInterest, { capture: true, passive: true, signal: interest.signal });
  form.addEventListener('submit', onEarlySubmit, { capture: true, signal: listening.signal });
  return () => {
    interest.abort();
    listening.abort();
  };
}

/**
 * The application form, whose script (react-hook-form, the checks, the photos, the send: about
 * 30 kB gzip) comes when the visitor shows interest in it, not with every view of the page. Until
 * then the server's form is on screen and works as a plain form: typing, the long lists (filled by
 * the page's early script), sending without JavaScript. React keeps that HTML as it is (an Activity
 * boundary whose code is not here yet stays as the server drew it while the rest of the page is
 * hydrated) and takes it over when the code comes, keeping every answer given before
 * (components/forms/early-input.ts). A draft kept in this browser, an answer already given, or a
 * visit by a link within the site (no server HTML to keep) brings the code at once.
 *
 * Not a Suspense boundary: React streams a large one apart from the page, behind a script, so
 * without JavaScript the form would never show.
 */
export function ApplicationFormOnDemand({ locale, formToken, noticeSeal }: Props) {
  // Read once, as this component is first rendered: the hydration of the server's form, or a new page.
  const [fromServerHtml] = useState(() => serverForm(locale) !== null);
  if (!fromServerHtml) want();

  useEffect(() => {
    const form = serverForm(locale);
    if (!fromServerHtml || !form) return;
    if (alreadyStarted(form) || readStorage('local', DRAFT_KEY) !== null) want();
    return watchServerForm(form);
  }, [fromServerHtml, locale]);

  // The same element on every render: a new one would make React take the boundary over at once,
  // before its code is here.
  return useMemo(
    () => (
      <Activity mode="visible">
        <FormCode locale={locale} formToken={formToken} noticeSeal={noticeSeal} onTakenOver={markTakenOver} />
      </Activity>
    ),
    [locale, formToken, noticeSeal],
  );
}
