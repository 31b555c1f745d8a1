import { describe, expect, it } from 'vitest';
import { CorruptEntryError, decodeEntry, encodeEntry } from '@/lib/outbox/codec';
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
    const parts = encodeEntry({ ...ENTRY, kind: 'contact' });
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
