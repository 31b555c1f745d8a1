import type { AppPathname } from '@/lib/i18n/routing';
import { OFFICER_SECTION_ID, REQUEST_SECTION_ID } from './document';

/** The privacy notice's pathname key: `<Link href={PRIVACY_PATHNAME}>` (lib/i18n/navigation) gives /privacidade, /en/privacy, /es/privacidad. */
export const PRIVACY_PATHNAME = '/privacy' satisfies AppPathname;

/** The request form on the notice page: `<Link href={{ pathname: PRIVACY_PATHNAME, hash: PRIVACY_REQUEST_HASH }}>`. */
export const PRIVACY_REQUEST_HASH = REQUEST_SECTION_ID;

/** The notice's section naming the data protection officer and their e-mail: `hash: PRIVACY_OFFICER_HASH`. */
export const PRIVACY_OFFICER_HASH = OFFICER_SECTION_ID;
