// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { birthdateBounds, birthdateToDate, dateToBirthdate } from '@/lib/forms/application/birthdate';
import { birthdateToTyped, typedToBirthdate } from '@/lib/forms/application/birthdate-text';
import { clearDraft, DRAFT_KEY, DRAFT_MAX_AGE_MS, loadDraft, saveDraft } from '@/lib/forms/application/draft';
import { jpegName, planPhoto, preparePhoto, scaledSize, SMALL_PHOTO_BYTES } from '@/lib/forms/application/photo';
import { answerErrors } from '@/lib/forms/application/upload';

afterEach(() => window.localStorage.clear());

describe('photo plan', () => {
  it('keeps GIFs and small files as they are and redraws big photos', () => {
    expect(planPhoto('image/gif', 8 * 1024 * 1024)).toBe('keep');
    expect(planPhoto('image/jpeg', SMALL_PHOTO_BYTES)).toBe('keep');
    expect(planPhoto('image/png', 300 * 1024)).toBe('keep');
    expect(planPhoto('image/jpeg', SMALL_PHOTO_BYTES + 1)).toBe('downscale');
    expect(planPhoto('image/png', 5 * 1024 * 1024)).toBe('downscale');
  });

  it('brings the longest side down to 2000 px, keeping the proportions and never enlarging', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(scaledSize(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(scaledSize(9000, 10)).toEqual({ width: 2000, height: 2 });
  });

  it('renames a redrawn photo to .jpg', () => {
    expect(jpegName('IMG_0001.HEIC.png')).toBe('IMG_0001.HEIC.jpg');
    expect(jpegName('photo')).toBe('photo.jpg');
    expect(jpegName('')).toBe('photo.jpg');
  });

  it('refuses a file whose bytes are not png, gif or jpeg, whatever its name', async () => {
    const text = new File(['just some text'], 'photo.jpg', { type: 'image/jpeg' });
    expect(await preparePhoto(text)).toEqual({ ok: false, reason: 'type' });
    // Another image format is only taken when the browser can draw it (jsdom cannot).
    const webp = new File([new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50])], 'a.webp', { type: 'image/webp' });
    expect(await preparePhoto(webp)).toEqual({ ok: false, reason: 'type' });
  });

  it('passes a small real photo through untouched, typed by its bytes', async () => {
    const gifBytes = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0]);
    const prepared = await preparePhoto(new File([gifBytes], 'dance.jpg', { type: 'image/jpeg' }));
    expect(prepared.ok).toBe(true);
    if (!prepared.ok) return;
    expect(prepared.type).toBe('image/gif');
    expect(prepared.file.type).toBe('image/gif');
    expect(prepared.downscaled).toBe(false);
    expect(new Uint8Array(await prepared.file.arrayBuffer())).toEqual(gifBytes);
  });
});

describe('draft', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const stored = () => JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? 'null') as { savedAt: number; values: unknown } | null;

  it('keeps the text answers with the time of the save, but never the consent or the anti-spam fields', () => {
    saveDraft({ realname: 'Ana', email: 'ana@example.com', accept: true, website: 'x', startedAt: '123', height: '' }, 1_000);
    expect(stored()).toEqual({ savedAt: 1_000, values: { realname: 'Ana', email: 'ana@example.com' } });
    expect(loadDraft(1_000)).toEqual({ realname: 'Ana', email: 'ana@example.com' });
  });

  it('forgets the draft when cleared or when every field is empty', () => {
    saveDraft({ realname: 'Ana' });
    clearDraft();
    expect(loadDraft()).toBeNull();
    saveDraft({ realname: 'Ana' });
    saveDraft({ realname: '  ' });
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('throws away a draft older than seven days, unread, and removes it from the browser', () => {
    const savedAt = Date.UTC(2026, 10, 1);
    saveDraft({ realname: 'Ana', birthdate: '2012/05/02' }, savedAt);
    expect(DRAFT_MAX_AGE_MS).toBe(7 * DAY);
    expect(loadDraft(savedAt + 7 * DAY - 1)).toEqual({ realname: 'Ana', birthdate: '2012/05/02' });
    expect(loadDraft(savedAt + 7 * DAY + 1)).toBeNull();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('counts the seven days from the last change, not from the last time the draft was brought back', () => {
    const savedAt = Date.UTC(2026, 10, 1);
    saveDraft({ realname: 'Ana' }, savedAt);
    // The restored form saves the same answers again six days later: the draft stays six days old.
    saveDraft({ realname: 'Ana' }, savedAt + 6 * DAY);
    expect(stored()?.savedAt).toBe(savedAt);
    saveDraft({ realname: 'Ana Souza' }, savedAt + 6 * DAY);
    expect(loadDraft(savedAt + 12 * DAY)).toEqual({ realname: 'Ana Souza' });
  });

  it('throws away a draft whose age is unknown: no save time, one far in the future, or the format before expiry', () => {
    const now = Date.UTC(2026, 10, 1);
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ realname: 'Ana', email: 'ana@example.com' }));
    expect(loadDraft(now)).toBeNull();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: now + 30 * DAY, values: { realname: 'Ana' } }));
    expect(loadDraft(now)).toBeNull();
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: 'yesterday', values: { realname: 'Ana' } }));
    expect(loadDraft(now)).toBeNull();
  });

  it('ignores stored data that is not a draft', () => {
    const now = Date.now();
    window.localStorage.setItem(DRAFT_KEY, '{broken');
    expect(loadDraft()).toBeNull();
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify(['Ana']));
    expect(loadDraft()).toBeNull();
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: now, values: ['Ana'] }));
    expect(loadDraft(now)).toBeNull();
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: now, values: { realname: 42, email: 'a@b.co' } }));
    expect(loadDraft(now)).toEqual({ email: 'a@b.co' });
  });
});

describe('birthdate helpers', () => {
  it('turns the form value yyyy/MM/dd into a local date and back', () => {
    const date = birthdateToDate('2008/04/17');
    expect(date?.getFullYear()).toBe(2008);
    expect(date?.getMonth()).toBe(3);
    expect(date?.getDate()).toBe(17);
    expect(dateToBirthdate(new Date(2008, 3, 7))).toBe('2008/04/07');
  });

  it('reads nothing from an empty or impossible value', () => {
    expect(birthdateToDate('')).toBeNull();
    expect(birthdateToDate('2008/02/30')).toBeNull();
    expect(dateToBirthdate(null)).toBe('');
    expect(dateToBirthdate(new Date(Number.NaN))).toBe('');
  });

  it('offers birth dates from 100 years ago up to today', () => {
    const { min, max } = birthdateBounds(new Date(2026, 10, 21, 15, 30));
    expect(dateToBirthdate(min)).toBe('1926/11/21');
    expect(dateToBirthdate(max)).toBe('2026/11/21');
  });
});

describe('answer errors', () => {
  it('reads the field codes of a 422 answer and nothing else', () => {
    expect(answerErrors({ errors: { email: 'email', image_1: 'type', bad: 3 } })).toEqual({ email: 'email', image_1: 'type' });
    expect(answerErrors({ error: 'upstream' })).toEqual({});
    expect(answerErrors(null)).toEqual({});
  });
});

describe('birthdate typed before the calendar loads', () => {
  it('turns a complete dd/MM/yyyy into the form value and nothing else', () => {
    expect(typedToBirthdate('17/04/2008')).toBe('2008/04/17');
    expect(typedToBirthdate(' 7/4/2008 ')).toBe('2008/04/07');
    expect(typedToBirthdate('17/04/20')).toBe('');
    expect(typedToBirthdate('2008/04/17')).toBe('');
  });

  it('shows the form value as dd/MM/yyyy', () => {
    expect(birthdateToTyped('2008/04/17')).toBe('17/04/2008');
    expect(birthdateToTyped('')).toBe('');
  });
});
