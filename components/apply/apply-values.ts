import type { FieldPath } from 'react-hook-form';
import { APPLY_TEXT_FIELDS } from '@/lib/forms/apply/fields';
import type { ApplyFormValues } from '@/lib/forms/apply/schema';
import { AGENCY_COUNTRY } from '@/lib/forms/options';

/** What the application form holds: the text answers, the consent boxes and the honeypot. */
export type ApplyValues = ApplyFormValues & { accept: boolean; guardian_accept: boolean };
export type ApplyTextField = Exclude<FieldPath<ApplyValues>, 'accept' | 'guardian_accept'>;

export const EMPTY_VALUES: ApplyValues = {
  ...(Object.fromEntries(APPLY_TEXT_FIELDS.map((field) => [field, ''])) as Record<(typeof APPLY_TEXT_FIELDS)[number], string>),
  gender: '' as ApplyValues['gender'],
  country: AGENCY_COUNTRY,
  accept: false,
  guardian_accept: false,
  website: '',
};
