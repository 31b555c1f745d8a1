import 'server-only';
import { cache } from 'react';
import { isApiError } from '@/lib/api/errors';
import { getTalentProfile } from '@/lib/api/talents';
import { PageError } from '@/lib/errors/page-error';

/** The profile for a page (null when the service does not know the id); a backend failure shows the error screen. */
export const loadTalentProfile = cache(async (id: number, locale: string) => {
  try {
    return await getTalentProfile(id, locale);
  } catch (error) {
    if (isApiError(error)) throw new PageError(503, error.code);
    throw error;
  }
});
