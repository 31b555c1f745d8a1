import { parseSubmittedAt } from './entry-headers';
import { isRecord } from './http';

/**
 * The optional fields of docs/contract.md's `POST /api/entry/{entry}/send`: the guardian inside an
 * application's `contacts`, its `consent` record (the guardian's item confirmed by e-mail or not), and a
 * contact entry's data-rights `request` with when its requester confirmed their e-mail (`confirmed_at`).
 */

export const RELATIONSHIPS = ['mother', 'father', 'guardian'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
export const REQUESTS = ['access', 'correction', 'deletion', 'withdrawal'] as const;
export type DataRequest = (typeof REQUESTS)[number];

/** How a guardian confirmed their consent: by following a link mailed to the e-mail given for them. */
export const CONFIRMATION_CHANNELS = ['email'] as const;
export type ConfirmationChannel = (typeof CONFIRMATION_CHANNELS)[number];

export type GuardianConsent = {
  by: 'guardian';
  relationship: Relationship;
  accepted_at: string;
  /** When the guardian confirmed, and how: both or neither (an application from before the site asked them). */
  confirmed_at?: string;
  channel?: ConfirmationChannel;
};
export type Consent = { by: 'applicant'; accepted_at: string } | GuardianConsent;
export type ConsentRecord = {
  schema: 1;
  notice: { version: string; locale: string };
  locale: string;
  submitted_at: string;
  consents: Consent[];
};
/** A person in `contacts`: the adult's responsible person (`poste` and `name`), or the guardian with e-mail and phone. */
export type ContactPerson = { poste: string; name: string; email?: string; phone?: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LOCALE_PATTERN = /^[a-z]{2}(-[A-Z]{2})?$/;
const MAX_CONSENT_LENGTH = 4000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isRelationship = (value: unknown): value is Relationship => (RELATIONSHIPS as readonly unknown[]).includes(value);
export const isDataRequest = (value: unknown): value is DataRequest => (REQUESTS as readonly unknown[]).includes(value);

/** Exactly these keys: the record never carries anything else (a photo, a message, a contact detail). */
function hasOnlyKeys(value: Record<string, unknown>, keys: readonly string[]): boolean {
  return Object.keys(value).every((key) => keys.includes(key)) && keys.every((key) => key in value);
}

/** An ISO 8601 instant (with Z or an offset), as UTC; undefined for anything else. */
export function instant(value: unknown): string | undefined {
  return typeof value === 'string' ? parseSubmittedAt(value) : undefined;
}

const isChannel = (value: unknown): value is ConfirmationChannel => (CONFIRMATION_CHANNELS as readonly unknown[]).includes(value);

function parseGuardianConsent(value: Record<string, unknown>, acceptedAt: string): GuardianConsent | undefined {
  if (!isRelationship(value.relationship)) return undefined;
  const consent: GuardianConsent = { by: 'guardian', relationship: value.relationship, accepted_at: acceptedAt };
  if (hasOnlyKeys(value, ['by', 'relationship', 'accepted_at'])) return consent;
  // Confirmed: when (an instant) and how, always together.
  if (!hasOnlyKeys(value, ['by', 'relationship', 'accepted_at', 'confirmed_at', 'channel'])) return undefined;
  const confirmedAt = instant(value.confirmed_at);
  if (!confirmedAt || !isChannel(value.channel)) return undefined;
  return { ...consent, confirmed_at: confirmedAt, channel: value.channel };
}

function parseConsentItem(value: unknown): Consent | undefined {
  if (!isRecord(value)) return undefined;
  const acceptedAt = instant(value.accepted_at);
  if (!acceptedAt) return undefined;
  if (value.by === 'applicant' && hasOnlyKeys(value, ['by', 'accepted_at'])) return { by: 'applicant', accepted_at: acceptedAt };
  if (value.by === 'guardian') return parseGuardianConsent(value, acceptedAt);
  return undefined;
}

/** The `consent` JSON text of the contract, checked whole; undefined when it is not exactly that shape. */
export function parseConsent(text: string): ConsentRecord | undefined {
  if (text.length > MAX_CONSENT_LENGTH) return undefined;
  const value = parseJson(text);
  if (!isRecord(value) || !hasOnlyKeys(value, ['schema', 'notice', 'locale', 'submitted_at', 'consents'])) return undefined;
  const { notice, locale, consents } = value;
  if (value.schema !== 1 || !isRecord(notice) || !hasOnlyKeys(notice, ['version', 'locale'])) return undefined;
  if (typeof notice.version !== 'string' || !/^[0-9a-f]{16}$/.test(notice.version)) return undefined;
  if (typeof notice.locale !== 'string' || !LOCALE_PATTERN.test(notice.locale)) return undefined;
  if (typeof locale !== 'string' || !LOCALE_PATTERN.test(locale)) return undefined;
  const submittedAt = instant(value.submitted_at);
  if (!submittedAt || !Array.isArray(consents) || consents.length === 0 || consents.length > 2) return undefined;
  const items = consents.map(parseConsentItem);
  if (!items.every((item): item is Consent => item !== undefined)) return undefined;
  const applicants = items.filter((item) => item.by === 'applicant').length;
  if (applicants !== 1 || items.length - applicants > 1) return undefined;
  return { schema: 1, notice: { version: notice.version, locale: notice.locale }, locale, submitted_at: submittedAt, consents: items };
}

function parsePerson(value: unknown): ContactPerson | undefined {
  if (!isRecord(value) || typeof value.poste !== 'string' || typeof value.name !== 'string' || value.name.trim() === '') return undefined;
  const person: ContactPerson = { poste: value.poste, name: value.name };
  if (!('email' in value) && !('phone' in value)) return person;
  // The guardian: a relationship of the contract, a valid e-mail and a phone.
  if (!isRelationship(value.poste)) return undefined;
  if (typeof value.email !== 'string' || !EMAIL_PATTERN.test(value.email.trim())) return undefined;
  if (typeof value.phone !== 'string' || !/\d{6,}/.test(value.phone.replace(/\D/g, ''))) return undefined;
  return { ...person, email: value.email, phone: value.phone };
}

/** The contract's `{"value": [{poste, name[, email, phone]}], "label": "…"}`; undefined when it is not that. */
export function parseContacts(text: string): { people: ContactPerson[]; label: string } | undefined {
  const value = parseJson(text);
  if (!isRecord(value) || typeof value.label !== 'string' || !Array.isArray(value.value) || value.value.length === 0) return undefined;
  const people = value.value.map(parsePerson);
  if (!people.every((person): person is ContactPerson => person !== undefined)) return undefined;
  return { people, label: value.label };
}

/** The guardian in `contacts`: the person given with e-mail and phone. */
export function guardianOf(contacts: { people: ContactPerson[] } | undefined): (ContactPerson & { poste: Relationship }) | undefined {
  return contacts?.people.find((person): person is ContactPerson & { poste: Relationship } => person.email !== undefined && isRelationship(person.poste));
}
