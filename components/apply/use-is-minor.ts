'use client';

import { useWatch, type Control } from 'react-hook-form';
import { isMinorOn } from '@/lib/forms/apply/guardian';
import { useIsHydrated } from '@/lib/browser/hydration';
import type { ApplyValues } from './apply-values';

/**
 * Whether the applicant is under 18 today by the birthdate in the form (lib/forms/apply/guardian.ts),
 * or null before the script has taken the form over: the server's page (and a form used without
 * JavaScript) shows both the adult's and the guardian's fields, each saying whom it is for.
 */
export function useIsMinor(control: Control<ApplyValues, unknown, unknown>): boolean | null {
  const birthdate = useWatch({ control, name: 'birthdate' });
  const hydrated = useIsHydrated();
  return hydrated ? isMinorOn(birthdate, new Date()) : null;
}
