import 'server-only';
import { requestRaw } from './client';
import { ApiError } from './errors';
import { entryCreatedSchema } from './schemas';
import type { EntryCreated } from './types';

/** The panel's entry names (`POST /api/entry/{name}/send`). */
export type EntryName = 'contact' | 'getScouted';
// The panel builds the archive before it answers; the visitor's download itself has no time limit
// (app/api/favorites/zip/route.ts guards a stalled panel between chunks instead).
const ZIP_TIMEOUT_MS = 60_000;

export type EntrySent = { status: number; id: EntryCreated['id'] | null };

/**
 * Hands an entry to the panel as multipart: its HTTP status (201, or 200 for one it had already) and
 * the id it gave; any other answer is thrown as its ApiError (a 422 is `validation` with the panel's
 * field errors). `headers`: the delivery headers a panel may use (`Idempotency-Key`, `X-Submitted-At`).
 */
export async function sendEntry(entry: EntryName, body: FormData, headers: Record<string, string>, timeoutMs: number): Promise<EntrySent> {
  const response = await requestRaw('panel', `/api/entry/${entry}/send`, { method: 'POST', formData: body, headers, timeoutMs });
  const created = entryCreatedSchema.safeParse(await response.json().catch(() => null));
  return { status: response.status, id: created.success ? created.data.id : null };
}

/** The panel's zip of these talents' book photos, as a streaming Response. */
export async function downloadTalentZip(ids: readonly number[]): Promise<Response> {
  const response = await requestRaw('panel', '/api/download/zip', {
    method: 'POST',
    json: { talent_ids: ids },
    timeoutMs: ZIP_TIMEOUT_MS,
    timeoutUntilHeaders: true,
  });
  const type = response.headers.get('content-type') ?? '';
  if (!/zip|octet-stream/i.test(type)) {
    await response.body?.cancel().catch(() => undefined);
    throw new ApiError({
      status: 502,
      code: 'invalid_response',
      host: 'panel',
      message: `panel POST /api/download/zip answered ${type || 'no content type'} instead of an archive`,
    });
  }
  return response;
}
