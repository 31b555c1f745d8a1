import type { FieldPath } from 'react-hook-form';
import { APPLICATION_TEXT_FIELDS } from '@/lib/forms/application/fields';
import type { ApplicationFormValues } from '@/lib/forms/application/schema';
import { AGENCY_COUNTRY } from '@/lib/forms/options';

/** What the application form holds: the text answers, the consent boxes and the honeypot. */
export type ApplicationValues = ApplicationFormValues & { accept: boolean; guardian_accept: boolean };
export type ApplicationTextField = Exclude<FieldPath<ApplicationValues>, 'accept' | 'guardian_accept'>;

export const EMPTY_VALUES: ApplicationValues = {
  ...(Object.fromEntries(APPLICATION_TEXT_FIELDS.map((field) => [field, ''])) as Record<(typeof APPLICATION_TEXT_FIELDS)[number], string>),
  gender: '' as ApplicationValues['gender'],
  country: AGENCY_COUNTRY,
  accept: false,
  guardian_accept: false,
  website: '',
};
