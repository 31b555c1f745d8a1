'use client';

import { useSyncExternalStore } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { birthdateSide, type BirthdateSide } from '@/lib/forms/apply/guardian';
import { answerNotTakenYet } from '@/components/forms/early-input';
import { useIsHydrated } from '@/lib/browser/hydration';
import type { ApplyValues } from './apply-values';

/** The birthdate field's id (components/apply/about-section.tsx). */
const FIELD_ID = 'apply-birthdate';

function subscribeToTyping(onChange: () => void): () => void {
  document.addEventListener('input', onChange, true);
  document.addEventListener('change', onChange, true);
  return () => {
    document.removeEventListener('input', onChange, true);
    document.removeEventListener('change', onChange, true);
  };
}

/** The date typed in the server's field before the form's script came, until the form has taken it. */
function earlyText(): string {
  const early = answerNotTakenYet(document.getElementById(FIELD_ID));
  return typeof early === 'string' ? early : '';
}

/**
 * Which side of 18 the birthdate in the form puts the applicant on today (lib/forms/apply/guardian.ts),
 * or null before the script has taken the form over: the server's page is drawn for both sides, and
 * its styles and early script (components/apply/guardian-script.tsx) show the side the page can tell.
 *
 * A date typed before the form's script came is the form's a moment after the form is taken over
 * (components/forms/early-input.ts); until then the field's own text says it, so the guardian's part
 * the early script showed is not taken away from under the visitor and put back.
 */
export function useBirthdateSide(control: Control<ApplyValues, unknown, unknown>): BirthdateSide | null {
  const birthdate = useWatch({ control, name: 'birthdate' });
  const typed = useSyncExternalStore(subscribeToTyping, earlyText, () => '');
  const hydrated = useIsHydrated();
  return hydrated ? birthdateSide(birthdate || typed, new Date()) : null;
}
