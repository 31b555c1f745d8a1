import type { OutboxEntry } from './types';

/** The entry as a multipart body, rebuilt from what the outbox stored (fields in order, files with their names and types). */
export function entryFormData(entry: OutboxEntry): FormData {
  const body = new FormData();
  for (const [name, value] of entry.fields) body.append(name, value);
  for (const file of entry.files) {
    body.append(file.field, new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  }
  return body;
}

/** The headers a destination may use to spot a repeat and to know when the visitor sent it (docs/contract.md). */
export function deliveryHeaders(entry: OutboxEntry): Record<string, string> {
  return { 'Idempotency-Key': entry.id, 'X-Submitted-At': entry.submittedAt };
}
