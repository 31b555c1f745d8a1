import 'server-only';
import { sendEntry } from '@/lib/api/entries';
import { cleanPhoto } from '@/lib/forms/server/clean-photo';
import { whenGateIdle } from '@/lib/forms/server/busy-gate';
import { deliveryHeaders, entryFormData } from '@/lib/outbox/entry-body';
import { registerSendKind, type Prepared } from '@/lib/outbox/kinds';
import type { OutboxEntry, OutboxFile } from '@/lib/outbox/types';
import { ACCEPTED_IMAGE_TYPES, type AcceptedImageType } from './rules';

/** The application's one name inside the site: outbox kind, metrics label, rate-limit scope, busy gate. */
export const APPLICATION = 'application';
// The longest a background delivery stands aside while applications are being read in this process.
const YIELD_MS = 10_000;

function isAcceptedType(type: string): type is AcceptedImageType {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);
}

/**
 * The application as the panel gets it: a photo still kept as the applicant sent it (`redraw`, only
 * in entries queued by an earlier version: the route cleans photos before storing them) decoded and
 * drawn again without metadata (lib/forms/server/clean-photo.ts). The route checked the same bytes
 * with the same decoder before answering, so a refusal here means a bug or a damaged store, and the
 * entry is kept for an operator rather than sent with its metadata.
 */
export async function redrawPhotos(entry: OutboxEntry): Promise<Prepared> {
  if (!entry.files.some((file) => file.redraw)) return { ok: true, entry };
  const files: OutboxFile[] = [];
  for (const file of entry.files) {
    if (!file.redraw) {
      files.push(file);
      continue;
    }
    if (!isAcceptedType(file.type)) return { ok: false, reason: `photo ${file.field} type` };
    const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
    const clean = await cleanPhoto(bytes, file.type);
    if (!clean.ok) return { ok: false, reason: `photo ${file.field} ${clean.reason}` };
    files.push({ field: file.field, name: file.name, type: clean.type, bytes: new Uint8Array(clean.bytes) });
  }
  return { ok: true, entry: { ...entry, files } };
}

/** An application goes to the panel's `getScouted` entry, after the applications being read here. */
export const applicationSend = registerSendKind({
  kind: APPLICATION,
  yieldFirst: () => whenGateIdle(APPLICATION, YIELD_MS),
  prepare: redrawPhotos,
  send: async (entry, timeoutMs) => (await sendEntry('getScouted', entryFormData(entry), deliveryHeaders(entry), timeoutMs)).status,
});
