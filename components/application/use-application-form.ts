'use client';

import { useFormContext } from 'react-hook-form';
import type { ApplicationValues } from './application-values';

/**
 * The application form as its sections take it (the form's FormProvider): `register` is the one that
 * keeps what was typed before the script came (components/forms/early-input.ts), `errors` the fields' errors.
 */
export function useApplicationForm() {
  const { register, control, formState } = useFormContext<ApplicationValues>();
  return { register, control, errors: formState.errors };
}
