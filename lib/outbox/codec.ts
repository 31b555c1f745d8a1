import { outboxKindOf, type OutboxEntry, type OutboxFile, type OutboxKind } from './types';

/**
 * An entry as one byte string, the same for the spool's files and the Redis jobs: a 4-byte length,
 * a JSON header (id, kind, time, fields, each file's name, type and size), then the files' bytes.
 * Photos stay binary: no base64 on disk.
 */

type Header = {
  v: 1;
  id: string;
  kind: OutboxKind;
  submittedAt: string;
  fields: [string, string][];
  files: { field: string; name: string; type: string; size: number; redraw?: true }[];
};

/** The encoded entry as its pieces, the files' own bytes among them (nothing copied): written one after the other. */
export function encodeEntryParts(entry: OutboxEntry): Uint8Array[] {
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

export function encodeEntry(entry: OutboxEntry): Buffer {
  return Buffer.concat(encodeEntryParts(entry));
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

export function decodeEntry(bytes: Uint8Array): OutboxEntry {
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
