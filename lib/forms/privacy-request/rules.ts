import type { ResultForm } from '@/lib/forms/result';
import type { Locale } from '@/lib/i18n/routing';

/** What a person may ask about their own data through the privacy page (docs/contract.md: the contact entry's `request`). */
export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'deletion', 'withdrawal'] as const;

/** The request form as its result pages see it: its sent page names the request and its reference. */
export const PRIVACY_RESULT: ResultForm = {
  kind: 'privacy',
  endpoint: '/api/privacy-request',
  fields: ['name', 'email', 'request', 'details'],
  requests: PRIVACY_REQUEST_KINDS,
  pages: { form: '/privacy', sent: '/privacy/sent', notSent: '/privacy/not-sent' },
};
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** Field lengths of the request form, shared by the schema and the form (no zod here). */
export const PRIVACY_REQUEST_LIMITS = { name: 120, email: 254, details: 2000 } as const;

export function isPrivacyRequestKind(value: unknown): value is PrivacyRequestKind {
  return typeof value === 'string' && (PRIVACY_REQUEST_KINDS as readonly string[]).includes(value);
}

/**
 * The message's first line, naming the request in the visitor's language, so the staff see what it is
 * at a glance even in a panel that ignores the `request` field.
 */
export const PRIVACY_REQUEST_SUBJECTS: Record<Locale, Record<PrivacyRequestKind, string>> = {
  pt: {
    access: 'Pedido de acesso aos meus dados',
    correction: 'Pedido de correção dos meus dados',
    deletion: 'Pedido de eliminação dos meus dados',
    withdrawal: 'Retirada do meu consentimento',
  },
  en: {
    access: 'Request for access to my data',
    correction: 'Request to correct my data',
    deletion: 'Request to delete my data',
    withdrawal: 'Withdrawal of my consent',
  },
  es: {
    access: 'Solicitud de acceso a mis datos',
    correction: 'Solicitud de rectificación de mis datos',
    deletion: 'Solicitud de supresión de mis datos',
    withdrawal: 'Retirada de mi consentimiento',
  },
};
