import 'server-only';
import { ACCEPTED_IMAGE_TYPES, type AcceptedImageType } from '@/lib/forms/apply/rules';
import { cleanPhoto } from '@/lib/forms/server/clean-photo';
import type { OutboxEntry, OutboxFile } from './types';

export type PreparedEntry = { ok: true; entry: OutboxEntry } | { ok: false; field: string; reason: 'type' | 'too_large' };

function isAcceptedType(type: string): type is AcceptedImageType {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);
}

/**
 * The entry as the panel gets it: a photo still kept as the applicant sent it (`redraw`, only in
 * entries queued by an earlier version: the route now cleans photos before storing them) decoded and
 * drawn again without metadata (lib/forms/server/clean-photo.ts). The route checked the same bytes with
 * the same decoder before answering, so a refusal here means a bug or a damaged store, and the
 * entry is kept for an operator rather than sent with its metadata.
 */
export async function prepareForPanel(entry: OutboxEntry): Promise<PreparedEntry> {
  if (!entry.files.some((file) => file.redraw)) return { ok: true, entry };
  const files: OutboxFile[] = [];
  for (const file of entry.files) {
    if (!file.redraw) {
      files.push(file);
      continue;
    }
    if (!isAcceptedType(file.type)) return { ok: false, field: file.field, reason: 'type' };
    const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
    const clean = await cleanPhoto(bytes, file.type);
    if (!clean.ok) return { ok: false, field: file.field, reason: clean.reason };
    files.push({ field: file.field, name: file.name, type: clean.type, bytes: new Uint8Array(clean.bytes) });
  }
  return { ok: true, entry: { ...entry, files } };
}
