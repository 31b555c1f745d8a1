import 'server-only';
import { request, requestRaw } from './client';
import { ApiError } from './errors';
import { entryCreatedSchema } from './schemas';
import type { EntryCreated } from './types';

export type EntryName = 'contact' | 'getScouted';

// A send carries up to four photos and no page render waits on it, so it may take longer than a read.
const SEND_TIMEOUT_MS = 15_000;
// The panel builds the archive before it answers; the visitor's download itself has no time limit
// (app/api/favorites/zip/route.ts guards a stalled panel between chunks instead).
const ZIP_TIMEOUT_MS = 60_000;

/**
 * Forwards a form to the panel as multipart; a 422 is an ApiError `validation` with the panel's errors.
 * `headers`: the delivery headers a panel may use (`Idempotency-Key`, `X-Submitted-At`).
 */
export async function sendEntry(entry: EntryName, body: FormData, headers: Record<string, string> = {}): Promise<EntryCreated> {
  const { id } = await request('panel', `/api/entry/${entry}/send`, {
    method: 'POST',
    formData: body,
    headers,
    schema: entryCreatedSchema,
    timeoutMs: SEND_TIMEOUT_MS,
  });
  return { id };
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
