import { isSealed, openSealed, outboxKeyring, sealParts, UnsealError, type Keyring } from './seal';
import { outboxKindOf, type OutboxEntry, type OutboxFile, type OutboxKind } from './types';

/**
 * An entry as one byte string, the same for the spool's files and the Redis jobs: a 4-byte length,
 * a JSON header (id, kind, time, fields, each file's name, type and size), then the files' bytes,
 * the whole sealed (lib/outbox/seal.ts) before it rests anywhere. Photos stay binary: no base64 on disk.
 */

type Header = {
  v: 1;
  id: string;
  kind: OutboxKind;
  submittedAt: string;
  fields: [string, string][];
  files: { field: string; name: string; type: string; size: number; redraw?: true }[];
};

/** The entry unsealed, as its pieces, the files' own bytes among them (nothing copied). */
export function plainEntryParts(entry: OutboxEntry): Uint8Array[] {
  const header: Header = {
    v: 1,
    id: entry.id,
    kind: entry.kind,
    submittedAt: entry.submittedAt,
    fields: entry.fields,
    files: entry.files.map(({ field, name, type, bytes, redraw }) => ({ field, name, type, size: bytes.byteLength, ...(redraw ? { redraw } : {}) })),
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.byteLength);
  return [length, json, ...entry.files.map((file) => file.bytes)];
}

/** The sealed entry as pieces, written one after the other (the plain ones are read once, never joined). */
export function encodeEntryParts(entry: OutboxEntry, keys: Keyring = outboxKeyring()): Uint8Array[] {
  return sealParts(plainEntryParts(entry), keys);
}

export function encodeEntry(entry: OutboxEntry, keys: Keyring = outboxKeyring()): Buffer {
  return Buffer.concat(encodeEntryParts(entry, keys));
}

export function partsLength(parts: readonly Uint8Array[]): number {
  return parts.reduce((sum, part) => sum + part.byteLength, 0);
}

export class CorruptEntryError extends Error {
  override readonly name = 'CorruptEntryError';
}

function isHeader(value: unknown): value is Header {
  if (typeof value !== 'object' || value === null) return false;
  const header = value as Partial<Header>;
  return (
    header.v === 1 &&
    typeof header.id === 'string' &&
    outboxKindOf(header.kind) !== null &&
    typeof header.submittedAt === 'string' &&
    Array.isArray(header.fields) &&
    Array.isArray(header.files)
  );
}

/**
 * The entry in `bytes`: sealed, or plain as entries were before sealing (a deploy must not lose what
 * waits). CorruptEntryError when it cannot be read whole, its seal included (another key, a changed byte).
 */
export function decodeEntry(bytes: Uint8Array, keys?: Keyring): OutboxEntry {
  if (!isSealed(bytes)) return decodePlainEntry(bytes);
  let plain: Buffer;
  try {
    plain = openSealed(bytes, keys ?? outboxKeyring());
  } catch (error) {
    if (error instanceof UnsealError) throw new CorruptEntryError(error.message);
    throw error;
  }
  return decodePlainEntry(plain);
}

function decodePlainEntry(bytes: Uint8Array): OutboxEntry {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.byteLength < 4) throw new CorruptEntryError('shorter than its header');
  const headerLength = buffer.readUInt32BE(0);
  if (4 + headerLength > buffer.byteLength) throw new CorruptEntryError('header past the end');
  let header: unknown;
  try {
    header = JSON.parse(buffer.subarray(4, 4 + headerLength).toString('utf8'));
  } catch {
    throw new CorruptEntryError('header is not JSON');
  }
  if (!isHeader(header)) throw new CorruptEntryError('header has the wrong shape');
  let offset = 4 + headerLength;
  const files: OutboxFile[] = [];
  for (const { field, name, type, size, redraw } of header.files) {
    if (offset + size > buffer.byteLength) throw new CorruptEntryError('a file runs past the end');
    files.push({ field, name, type, bytes: new Uint8Array(buffer.subarray(offset, offset + size)), ...(redraw === true ? { redraw } : {}) });
    offset += size;
  }
  if (offset !== buffer.byteLength) throw new CorruptEntryError('bytes after the last file');
  return { id: header.id, kind: outboxKindOf(header.kind)!, submittedAt: header.submittedAt, fields: header.fields, files };
}
