'use client';

import { useWatch, type Control } from 'react-hook-form';
import { birthdateSide, type BirthdateSide } from '@/lib/forms/apply/guardian';
import { useIsHydrated } from '@/lib/browser/hydration';
import type { ApplyValues } from './apply-values';

/**
 * Which side of 18 the birthdate in the form puts the applicant on today (lib/forms/apply/guardian.ts),
 * or null before the script has taken the form over: the server's page is drawn for both sides, and
 * its styles and early script (components/apply/guardian-script.tsx) show the side the page can tell.
 */
export function useBirthdateSide(control: Control<ApplyValues, unknown, unknown>): BirthdateSide | null {
  const birthdate = useWatch({ control, name: 'birthdate' });
  const hydrated = useIsHydrated();
  return hydrated ? birthdateSide(birthdate, new Date()) : null;
}
