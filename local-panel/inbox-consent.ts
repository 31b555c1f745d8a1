import {
  guardianOf,
  isDataRequest,
  parseConsent,
  parseContacts,
  type Consent,
  type ConsentRecord,
  type DataRequest,
  type GuardianConsent,
  type Relationship,
} from './consent';
import { escapeHtml, timeTag } from './text';

/**
 * What staff must see at a glance on an entry: an application's guardian and consent record, and a
 * contact entry's data-rights request. Each block says which raw fields it stands for, so the card's
 * field list leaves them out.
 */

type Fields = Record<string, string | string[]>;
export type EntryBlocks = { badge: string; html: string; shownKeys: string[] };

const RELATIONSHIP_LABELS: Record<Relationship, string> = { mother: 'Mother', father: 'Father', guardian: 'Legal guardian' };
const REQUEST_LABELS: Record<DataRequest, string> = {
  access: 'Access request',
  correction: 'Correction request',
  deletion: 'Deletion request',
  withdrawal: 'Consent withdrawal',
};
const REQUEST_MEANING: Record<DataRequest, string> = {
  access: 'wants a copy of the data the agency holds about them',
  correction: 'wants data the agency holds about them corrected',
  deletion: 'wants the data the agency holds about them deleted',
  withdrawal: 'withdraws their consent (the application is to be deleted)',
};

function field(fields: Fields, key: string): string {
  const value = fields[key];
  return (Array.isArray(value) ? (value[value.length - 1] ?? '') : (value ?? '')).trim();
}

function rows(items: Array<[string, string]>): string {
  return `<dl>${items.map(([term, html]) => `<dt>${escapeHtml(term)}</dt><dd>${html}</dd>`).join('')}</dl>`;
}

function guardianBlock(fields: Fields): { html: string; shown: boolean } {
  const guardian = guardianOf(parseContacts(field(fields, 'contacts')));
  if (!guardian) return { html: '', shown: false };
  const html = `<div class="block" role="group" aria-label="Guardian"><h4>Guardian</h4>${rows([
    ['Relationship', escapeHtml(RELATIONSHIP_LABELS[guardian.poste])],
    ['Name', escapeHtml(guardian.name)],
    ['E-mail', escapeHtml(guardian.email ?? '')],
    ['Phone', escapeHtml(guardian.phone ?? '')],
  ])}</div>`;
  return { html, shown: true };
}

function consentLine(item: Consent, zone: string): string {
  const who = item.by === 'applicant' ? 'Applicant' : `Guardian (${RELATIONSHIP_LABELS[item.relationship].toLowerCase()})`;
  const confirmed = item.by === 'guardian' && item.confirmed_at ? ` · confirmed by e-mail ${timeTag(item.confirmed_at, zone)}` : '';
  return `<li><strong>${escapeHtml(who)}</strong> consented ${timeTag(item.accepted_at, zone)}${confirmed}</li>`;
}

function guardianConsentOf(consent: ConsentRecord | undefined): GuardianConsent | undefined {
  return consent?.consents.find((item): item is GuardianConsent => item.by === 'guardian');
}

/**
 * Whether the guardian's consent was checked: confirmed by following a link mailed to the guardian's
 * e-mail, or only ticked on the applicant's own form (an application from before the site asked).
 */
function guardianConfirmation(item: GuardianConsent, zone: string): string {
  if (item.confirmed_at && item.channel === 'email') {
    return `<p class="confirmation confirmed">Guardian confirmed by e-mail at ${timeTag(item.confirmed_at, zone)}</p>`;
  }
  return '<p class="confirmation unconfirmed"><strong>Guardian consent not confirmed</strong>: ticked on the applicant\'s own form; nobody has shown it came from the guardian.</p>';
}

function consentBlock(fields: Fields, zone: string): { html: string; shown: boolean } {
  const text = field(fields, 'consent');
  if (text === '') {
    return { html: '<div class="block missing" role="group" aria-label="Consent record"><h4>Consent record</h4><p>None sent with this application.</p></div>', shown: false };
  }
  const consent = parseConsent(text);
  if (!consent) return { html: '', shown: false };
  const guardian = guardianConsentOf(consent);
  const confirmation = guardian ? guardianConfirmation(guardian, zone) : '';
  const html = `<div class="block" role="group" aria-label="Consent record"><h4>Consent record</h4>${confirmation}${rows([
    ['Notice', `version <code>${escapeHtml(consent.notice.version)}</code>, in ${escapeHtml(consent.notice.locale)}`],
    ['Form language', escapeHtml(consent.locale)],
    ['Sent', timeTag(consent.submitted_at, zone)],
  ])}<ul class="consents">${consent.consents.map((item) => consentLine(item, zone)).join('')}</ul></div>`;
  return { html, shown: true };
}

/** An application's guardian and consent record, times on the clock of `zone`. */
export function applicationBlocks(fields: Fields, zone: string): EntryBlocks {
  const guardian = guardianBlock(fields);
  const consent = consentBlock(fields, zone);
  const guardianConsent = guardianConsentOf(parseConsent(field(fields, 'consent')));
  const badge = !guardianConsent
    ? ''
    : guardianConsent.confirmed_at
      ? '<span class="badge">Under 18 · guardian confirmed by e-mail</span>'
      : '<span class="badge unconfirmed">Under 18 · guardian consent not confirmed</span>';
  return {
    badge,
    html: guardian.html + consent.html,
    shownKeys: [...(guardian.shown ? ['contacts'] : []), ...(consent.shown ? ['consent'] : [])],
  };
}

/** A contact entry's data-rights request, named in its heading and explained above its message. */
export function contactBlocks(fields: Fields): EntryBlocks {
  const request = field(fields, 'request');
  if (!isDataRequest(request)) return { badge: '', html: '', shownKeys: [] };
  return {
    badge: `<span class="badge request">${escapeHtml(REQUEST_LABELS[request])}</span>`,
    html: `<p class="request-note"><strong>Data-rights request.</strong> The sender ${escapeHtml(REQUEST_MEANING[request])}.</p>`,
    shownKeys: ['request', 'confirmed_at'],
  };
}

export const BLOCK_STYLE = `
.badge{display:inline-block;margin:0 8px 0 0;padding:1px 8px;border:1px solid #111;font-size:11px;font-weight:600;letter-spacing:.08em;text-transform:uppercase;vertical-align:2px}
.badge.request{background:#111;color:#fff}
.block{border-left:3px solid #111;padding:4px 0 4px 12px;margin:0 0 12px}
.block.missing{border-color:#bbb;color:#555}
.block p{margin:0}
h4{margin:0 0 4px;font-size:12px;letter-spacing:.1em;text-transform:uppercase}
.consents{margin:6px 0 0;padding-left:18px}
.request-note{margin:0 0 10px;padding:8px 12px;background:#f0f0f0}
.block .confirmation,.request-confirmation p{margin:0 0 6px}
.request-confirmation{margin:0 0 10px}
.request-confirmation ul{margin:0 0 6px;padding-left:18px}
.confirmed{font-weight:600}
.unconfirmed{color:#a00}
.badge.unconfirmed{border-color:#a00}
article header .badge{white-space:normal}
`;
