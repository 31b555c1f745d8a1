'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useWatch } from 'react-hook-form';
import { birthdateSide, type BirthdateSide } from '@/lib/forms/application/guardian';
import { answerNotTakenYet } from '@/components/forms/early-input';
import { useIsHydrated } from '@/lib/browser/hydration';
import { useApplicationForm } from './use-application-form';

/** The birthdate field's id (components/application/about-section.tsx). */
const FIELD_ID = 'apply-birthdate';

/** The date the early script saw typed before the form's script came (components/application/guardian-script.tsx). */
const BEFORE_SCRIPT = Symbol.for('agency.birthdate-before-script');
type Host = Record<symbol, string | undefined>;

function textBeforeScript(): string {
  return (window as unknown as Host)[BEFORE_SCRIPT] ?? '';
}

function forgetTextBeforeScript(): void {
  delete (window as unknown as Host)[BEFORE_SCRIPT];
}

/**
 * Reads the field again once the event is over. Never during it: a render in the middle of an input
 * event (before React's own handler has taken the new text) draws the controlled field with its old
 * value and loses what was typed, as a pasted or autofilled date was.
 */
function subscribeToTyping(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listener = (event: Event) => {
    // The visitor's own change from now on speaks for the field, an emptied one included.
    if (event.target instanceof HTMLInputElement && event.target.id === FIELD_ID) forgetTextBeforeScript();
    clearTimeout(timer);
    timer = setTimeout(onChange, 0);
  };
  document.addEventListener('input', listener, true);
  document.addEventListener('change', listener, true);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('input', listener, true);
    document.removeEventListener('change', listener, true);
  };
}

/** The date typed in the server's field before the form's script came, until the form has taken it. */
function earlyText(): string {
  const early = answerNotTakenYet(document.getElementById(FIELD_ID));
  return typeof early === 'string' ? early : '';
}

/**
 * Which side of 18 the birthdate in the form puts the applicant on today (lib/forms/application/guardian.ts),
 * or null before the script has taken the form over: the server's page is drawn for both sides, and
 * its styles and early script (components/application/guardian-script.tsx) show the side the page can tell.
 *
 * A date typed before the form's script came is the form's a moment after the form is taken over
 * (components/forms/early-input.ts); until then the field's own text says it, so the guardian's part
 * the early script showed is not taken away from under the visitor and put back.
 */
export function useBirthdateSide(): BirthdateSide | null {
  const { control } = useApplicationForm();
  const birthdate = useWatch({ control, name: 'birthdate' });
  const typed = useSyncExternalStore(subscribeToTyping, earlyText, () => '');
  const hydrated = useIsHydrated();
  // Once the form's state holds a date, the text from before the script has been adopted.
  useEffect(() => {
    if (birthdate) forgetTextBeforeScript();
  }, [birthdate]);
  // React's first render of the field empties it for a moment before the form adopts the text typed
  // before the script: the early script's reading stands in, so the guardian's part it showed stays.
  return hydrated ? birthdateSide(birthdate || typed || textBeforeScript(), new Date()) : null;
}
