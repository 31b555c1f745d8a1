import type pt from '@/messages/pt.json';

/**
 * Message keys chosen at run time (an error code from the server, a field name), narrowed to keys the
 * catalogue has, so `t(`errors.${key}`)` is checked by the compiler instead of cast. messages/pt.json
 * is the complete catalogue (lib/i18n/app-config.d.ts); the lists below must name only its keys.
 */
type Catalogue = typeof pt;

export type ApplicationErrorKey = keyof Catalogue['ApplicationForm']['errors'];
export type ApplicationLabelKey = keyof Catalogue['ApplicationForm']['labels'];
export type ApplicationHintKey = keyof Catalogue['ApplicationForm']['hints'];
export type ContactErrorKey = keyof Catalogue['ContactForm']['errors'];
export type PrivacyRequestErrorKey = keyof Catalogue['PrivacyRequest']['errors'];
export type NavbarKey = keyof Catalogue['Navbar'];

/** The codes the application form has words for (the rest read "check this field"). */
export const APPLICATION_ERROR_KEYS = [
  'required',
  'email',
  'too_long',
  'phone',
  'option',
  'date',
  'accept',
  'invalid',
  'choose',
  'refused',
  'same_email',
  'mail_unavailable',
  'mail_limit',
] as const satisfies readonly ApplicationErrorKey[];
/** The codes the contact form has words for. */
export const CONTACT_ERROR_KEYS = ['required', 'email', 'too_long', 'invalid', 'phone'] as const satisfies readonly ContactErrorKey[];
/** The codes the privacy request form has words for. */
export const PRIVACY_REQUEST_ERROR_KEYS = ['required', 'email', 'too_long', 'option', 'invalid', 'mail_unavailable', 'mail_limit'] as const satisfies readonly PrivacyRequestErrorKey[];

/** `value` when `keys` holds it, else `fallback`. */
export function knownKey<K extends string>(keys: readonly K[], value: string | undefined, fallback: K): K {
  return value !== undefined && (keys as readonly string[]).includes(value) ? (value as K) : fallback;
}
