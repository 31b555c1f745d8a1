import { parseStoredJson, readStorage, writeStorage } from '@/lib/browser/storage';
import { isBareCallingCode } from '@/lib/forms/phone-rules';
import { APPLICATION_VISITOR_FIELDS } from './fields';

/** Text answers kept in the browser while the form is being filled, so a reload loses nothing but the photos. */
export const DRAFT_KEY = 'apply-draft:v1';
/** Often a minor's details on a shared phone: a draft older than this is thrown away unread. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
// A clock set back a little must not lose an hour-old draft; a save "days from now" is not ours.
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

export const DRAFT_FIELDS = APPLICATION_VISITOR_FIELDS;
export type DraftField = (typeof DRAFT_FIELDS)[number];
export type Draft = Partial<Record<DraftField, string>>;

/** Only the known text fields, only strings, only non-empty: consent and anti-spam fields are never kept. */
export function pickDraft(values: Record<string, unknown>): Draft {
  const draft: Draft = {};
  for (const field of DRAFT_FIELDS) {
    const value = values[field];
    // A phone field holding only the country code it starts with has no answer yet.
    if (typeof value === 'string' && value.trim() !== '' && !(field.endsWith('phone') && isBareCallingCode(value))) draft[field] = value.slice(0, 500);
  }
  return draft;
}

/** The saved draft, or null when there is none, it is unreadable, or it is older than DRAFT_MAX_AGE_MS (then it is removed). */
export function loadDraft(now = Date.now()): Draft | null {
  const raw = readStorage('local', DRAFT_KEY);
  if (!raw) return null;
  const stored = parseStoredJson(raw);
  // Unreadable text or a shape of another version: it goes (the checks below).
  const record = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Record<string, unknown>) : null;
  const savedAt = record?.savedAt;
  const values = record?.values;
  const fresh = typeof savedAt === 'number' && Number.isFinite(savedAt) && savedAt <= now + CLOCK_SKEW_MS && now - savedAt <= DRAFT_MAX_AGE_MS;
  // Without a readable save time (an older format included) the draft's age is unknown: it goes.
  if (!fresh || typeof values !== 'object' || values === null || Array.isArray(values)) {
    clearDraft();
    return null;
  }
  const draft = pickDraft(values as Record<string, unknown>);
  return Object.keys(draft).length > 0 ? draft : null;
}

function sameValues(raw: string | null, draft: Draft): boolean {
  const stored = parseStoredJson(raw);
  return typeof stored === 'object' && stored !== null && JSON.stringify((stored as { values?: unknown }).values) === JSON.stringify(draft);
}

/** Keeps the text answers with the time of this save, so the draft can expire DRAFT_MAX_AGE_MS after the last edit. */
export function saveDraft(values: Record<string, unknown>, now = Date.now()): void {
  const draft = pickDraft(values);
  // A full or blocked storage (lib/browser/storage) only costs the convenience.
  if (Object.keys(draft).length === 0) return clearDraft();
  // Bringing a draft back (or a blur) re-saves the same answers; that must not make an old draft young again.
  if (sameValues(readStorage('local', DRAFT_KEY), draft)) return;
  writeStorage('local', DRAFT_KEY, JSON.stringify({ savedAt: now, values: draft }));
}

export function clearDraft(): void {
  writeStorage('local', DRAFT_KEY, null);
}
