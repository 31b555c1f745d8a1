/** Text answers kept in the browser while the form is being filled, so a reload loses nothing but the photos. */
export const DRAFT_KEY = 'apply-draft:v1';

export const DRAFT_FIELDS = [
  'realname',
  'father',
  'gender',
  'email',
  'phone',
  'instagr',
  'tiktok',
  'weight',
  'height',
  'bust',
  'waist',
  'hips',
  'jeans',
  'shoes',
  'birthdate',
  'country',
] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
export type Draft = Partial<Record<DraftField, string>>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Some privacy modes throw on the mere access.
    return null;
  }
}

/** Only the known text fields, only strings, only non-empty: consent and anti-spam fields are never kept. */
export function pickDraft(values: Record<string, unknown>): Draft {
  const draft: Draft = {};
  for (const field of DRAFT_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() !== '') draft[field] = value.slice(0, 500);
  }
  return draft;
}

export function loadDraft(): Draft | null {
  const raw = storage()?.getItem(DRAFT_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const draft = pickDraft(parsed as Record<string, unknown>);
    return Object.keys(draft).length > 0 ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(values: Record<string, unknown>): void {
  const store = storage();
  if (!store) return;
  const draft = pickDraft(values);
  try {
    if (Object.keys(draft).length === 0) store.removeItem(DRAFT_KEY);
    else store.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the convenience.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
