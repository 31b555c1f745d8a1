import 'server-only';
import { cache } from 'react';
import { getTalentProfile } from '@/lib/api/talents';
import { readForPage } from '@/lib/site/page-read';

/** The profile for a page (null when the service does not know the id); a backend failure shows the error screen. */
export const loadTalentProfile = cache((id: number, locale: string) => readForPage(() => getTalentProfile(id, locale)));
