import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { CorruptEntryError, decodeEntry, encodeEntry, plainEntryParts } from '@/lib/outbox/codec';
import { keyringOf } from '@/lib/outbox/seal';
import { parseRetryAfter } from '@/lib/http/retry-after';
import { backoffMs, FIRST_RETRY_MS, isPastGiveUp, MAX_RETRY_MS, retryDelayMs } from '@/lib/outbox/policy';
import type { OutboxEntry } from '@/lib/outbox/types';

const ENTRY: OutboxEntry = {
  id: 'a1b2c3d4e5f6a7b8c9d0',
  kind: 'application',
  submittedAt: '2026-11-25T10:00:00.000Z',
  fields: [
    ['realname', 'Élise Ção'],
    ['phone', '+55 (11) 91234-5678'],
  ],
  files: [
    { field: 'image_1', name: 'image_1.jpg', type: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x01]) },
    { field: 'image_2', name: 'image_2.png', type: 'image/png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), redraw: true },
  ],
};

describe('the outbox codec', () => {
  it('gives back the entry it stored: fields in order with their accents, files byte for byte, which photos await their redraw', () => {
    const decoded = decodeEntry(encodeEntry(ENTRY));
    expect(decoded).toEqual(ENTRY);
    expect(Buffer.from(decoded.files[0]!.bytes)).toEqual(Buffer.from(ENTRY.files[0]!.bytes));
  });

  it('reads an entry an earlier version stored under the contract\'s name as an application', () => {
    const parts = Buffer.concat(plainEntryParts({ ...ENTRY, kind: 'contact' }));
    const length = parts.readUInt32BE(0);
    const header = JSON.parse(parts.subarray(4, 4 + length).toString('utf8')) as Record<string, unknown>;
    const legacy = Buffer.from(JSON.stringify({ ...header, kind: 'getScouted' }), 'utf8');
    const size = Buffer.alloc(4);
    size.writeUInt32BE(legacy.byteLength);
    expect(decodeEntry(Buffer.concat([size, legacy, parts.subarray(4 + length)])).kind).toBe('application');
  });

  it('refuses a truncated or padded entry instead of sending half an application', () => {
    const encoded = encodeEntry(ENTRY);
    expect(() => decodeEntry(encoded.subarray(0, encoded.byteLength - 1))).toThrow(CorruptEntryError);
    expect(() => decodeEntry(Buffer.concat([encoded, Buffer.from([0])]))).toThrow(CorruptEntryError);
    expect(() => decodeEntry(Buffer.from([0, 0, 0, 2, 0x7b]))).toThrow(CorruptEntryError);
    expect(() => decodeEntry(new Uint8Array())).toThrow(CorruptEntryError);
  });
});

describe('a sealed entry', () => {
  const key = (id: string) => ({ id, key: randomBytes(32) });
  const [first, second] = [key('k2026a'), key('k2026b')];
  const PHOTO = Buffer.from('JFIF-a-photo-of-a-fifteen-year-old-0123456789');
  const minor: OutboxEntry = {
    ...ENTRY,
    fields: [
      ['realname', 'Beatriz Menor Souza'],
      ['email', 'beatriz.menor@example.com'],
      ['guardian_name', 'Carla Souza'],
    ],
    files: [{ field: 'image_1', name: 'image_1.jpg', type: 'image/jpeg', bytes: new Uint8Array(PHOTO) }],
  };

  it('holds none of its values or photo bytes in clear, and opens to the same entry', () => {
    const sealed = encodeEntry(minor, keyringOf([first]));
    for (const secret of ['Beatriz', 'beatriz.menor@example.com', 'Carla Souza', 'realname', 'image_1.jpg']) expect(sealed.includes(Buffer.from(secret)), secret).toBe(false);
    expect(sealed.includes(PHOTO)).toBe(false);
    expect(decodeEntry(sealed, keyringOf([first]))).toEqual(minor);
    // A fresh nonce each time: two seals of one entry share nothing past the key's name.
    expect(encodeEntry(minor, keyringOf([first])).equals(sealed)).toBe(false);
  });

  it('opens after a rotation: sealed with the old key, read when a new one comes first', () => {
    const sealed = encodeEntry(minor, keyringOf([first]));
    expect(decodeEntry(sealed, keyringOf([second, first]))).toEqual(minor);
    // Once the old key is dropped, what it sealed no longer opens: kept as corrupt for an operator.
    expect(() => decodeEntry(sealed, keyringOf([second]))).toThrow(CorruptEntryError);
    expect(() => decodeEntry(sealed, keyringOf([second]))).toThrow('sealed with a key this site does not hold');
  });

  it('refuses a changed byte anywhere, its key\'s name and nonce included, and another key under the same name', () => {
    const sealed = encodeEntry(minor, keyringOf([first]));
    for (const at of [5, 8, 14, 20, sealed.byteLength - 20, sealed.byteLength - 1]) {
      const changed = Buffer.from(sealed);
      changed[at]! ^= 0x01;
      expect(() => decodeEntry(changed, keyringOf([first, { id: 'k2026a'.replace('a', 'b'), key: first.key }])), `byte ${at}`).toThrow(CorruptEntryError);
    }
    expect(() => decodeEntry(sealed, keyringOf([{ id: first.id, key: second.key }]))).toThrow(CorruptEntryError);
    expect(() => decodeEntry(sealed.subarray(0, 30), keyringOf([first]))).toThrow(CorruptEntryError);
  });

  it('still reads an entry written plain before sealing, so a deploy loses nothing that waits', () => {
    expect(decodeEntry(Buffer.concat(plainEntryParts(minor)), keyringOf([first]))).toEqual(minor);
  });
});

describe('the retry policy', () => {
  it('doubles from 2 s per attempt, capped at 5 minutes, each delay drawn between half and all of it', () => {
    expect(backoffMs(1, 0.999999)).toBe(FIRST_RETRY_MS);
    expect(backoffMs(1, 0)).toBe(FIRST_RETRY_MS / 2);
    expect(backoffMs(4, 0.999999)).toBe(16_000);
    expect(backoffMs(50, 0.999999)).toBe(MAX_RETRY_MS);
    expect(backoffMs(50, 0)).toBe(MAX_RETRY_MS / 2);
    const draws = new Set(Array.from({ length: 20 }, () => backoffMs(3)));
    expect(draws.size).toBeGreaterThan(1);
  });

  it("honours the panel's Retry-After within 1 s and 15 minutes", () => {
    expect(retryDelayMs(1, 30_000)).toBe(30_000);
    expect(retryDelayMs(1, 0)).toBe(1_000);
    expect(retryDelayMs(1, 86_400_000)).toBe(15 * 60_000);
    expect(retryDelayMs(2, undefined, 0.999999)).toBe(4_000);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Wed, 25 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('gives a failing send up once it has waited past the give-up time', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(isPastGiveUp('2026-11-22T09:59:59Z', 72 * 3_600_000, now)).toBe(true);
    expect(isPastGiveUp('2026-11-22T10:00:01Z', 72 * 3_600_000, now)).toBe(false);
  });
});
