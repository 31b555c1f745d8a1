import type { AppPathname } from '@/lib/i18n/routing';
import { ERROR_CODES } from './codes';
import { isSubmissionReference } from './reference';

/**
 * What the "not sent" pages of a form posted without JavaScript are told: why, and which fields with
 * which error codes. Only these names and codes ever reach the address bar, never what was typed.
 */
export const FORM_KINDS = ['application', 'contact', 'privacy'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const RESULT_REASONS = ['invalid', 'refused', 'type', 'too_large', 'rate_limited', 'too_fast', 'expired', 'cross_site', 'busy', 'upstream'] as const;
export type ResultReason = (typeof RESULT_REASONS)[number];

/** Fields the panel checks that the application has no control of its own for (a refusal there is the agency's). */
export const PANEL_ONLY_FIELDS = ['id_country', 'id_city', 'contacts'] as const;
export type PanelOnlyField = (typeof PANEL_ONLY_FIELDS)[number];

/**
 * A form as its result pages see it: its name and the fields a problem may name, in the form's order.
 * Each form declares its own (`APPLICATION_RESULT`, `CONTACT_RESULT`, `PRIVACY_RESULT`); this module knows none.
 */
export type ResultForm = {
  kind: FormKind;
  fields: readonly string[];
  /** Where the form posts, the language added as the last segment (`/api/contact` → `/api/contact/pt`). */
  endpoint: '/api/get-scouted' | '/api/contact' | '/api/privacy-request';
  /** The form's page and the pages a post without JavaScript lands on (`waiting`: kept until a guardian confirms). */
  pages: { form: '/be-a-model' | '/contact' | '/privacy'; sent: AppPathname; notSent: AppPathname; waiting?: AppPathname };
  /** The kinds of request the form's sent page may name with its reference (the rights request's). */
  requests?: readonly string[];
};

// The photo checks of the route handler add their own codes to the schema's.
// Beside the fields' codes, the photos': a file that is no photo, an empty file (lib/forms/application/check-photos.ts).
const CODES: ReadonlySet<string> = new Set<string>([...ERROR_CODES, 'type', 'unreadable']);
// Every photo and every text field wrong (the guardian's included) still fit; anything longer was not written by us.
const MAX_PROBLEMS = 32;

export type FieldProblem = { field: string; code: string };
export type ResultDetails = { reason: ResultReason; problems: FieldProblem[]; minutes: number | null };

export function isPanelOnlyField(field: string): field is PanelOnlyField {
  return (PANEL_ONLY_FIELDS as readonly string[]).includes(field);
}

/** The field names and codes a form's page may show, in the form's order; anything else is dropped. */
export function knownProblems(form: ResultForm, errors: Record<string, string>): FieldProblem[] {
  return form.fields
    .filter((field) => field in errors)
    .map((field) => ({ field, code: CODES.has(errors[field] ?? '') ? (errors[field] as string) : 'invalid' }));
}

/** `?reason=invalid&fields=email:email,image_2:type` (and `minutes` for a rate limit). */
export function resultQuery({ reason, problems, minutes }: ResultDetails): string {
  const query = new URLSearchParams({ reason });
  if (problems.length > 0) query.set('fields', problems.map(({ field, code }) => `${field}:${code}`).join(','));
  if (minutes !== null) query.set('minutes', String(minutes));
  return query.toString();
}

type SearchParams = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** Reads the query back for a form's page; whatever was edited by hand falls back to a general reason. */
export function readResultQuery(form: ResultForm, params: SearchParams): ResultDetails {
  const reasonText = single(params.reason);
  const reason = (RESULT_REASONS as readonly string[]).includes(reasonText) ? (reasonText as ResultReason) : 'upstream';
  const errors: Record<string, string> = {};
  for (const pair of single(params.fields).split(',').slice(0, MAX_PROBLEMS)) {
    const [field, code] = pair.split(':');
    if (field && code && !(field in errors)) errors[field] = code;
  }
  const minutesNumber = Number(single(params.minutes));
  const minutes = Number.isInteger(minutesNumber) && minutesNumber > 0 && minutesNumber <= 24 * 60 ? minutesNumber : null;
  return { reason, problems: knownProblems(form, errors), minutes };
}

/**
 * What a sent page may say of the send: its reference and the kind of request, from the endpoint's
 * answer (`reference`, `request`) to the address the browser is sent to, and back. Never anything the
 * visitor typed: an address is kept in history, logs and other people's screens.
 */
export type SentDetails = { reference: string | null; request: string | null };

function sentDetails(form: ResultForm, reference: unknown, request: unknown): SentDetails {
  return {
    reference: form.requests && isSubmissionReference(reference) ? reference : null,
    request: typeof request === 'string' && form.requests?.includes(request) ? request : null,
  };
}

/** `reference=AB12CD34&request=deletion` from an answer's body, for a form whose sent page names them; '' otherwise. */
export function sentQuery(form: ResultForm, body: unknown): string {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const { reference, request } = sentDetails(form, fields.reference, fields.request);
  const query = new URLSearchParams();
  if (reference) query.set('reference', reference);
  if (request) query.set('request', request);
  return query.toString();
}

/** Reads the sent page's query back; anything edited by hand is left out. */
export function readSentQuery(form: ResultForm, params: SearchParams): SentDetails {
  return sentDetails(form, single(params.reference), single(params.request));
}
