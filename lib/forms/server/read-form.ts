import 'server-only';
import { readBodyLimited, SMALL_BODY_DEADLINE_MS } from '@/lib/http/read-limited';
import { log } from '@/lib/observability/log';
import { formAnswers } from './answers';
import { MultipartError, parseMultipart, type MultipartLimits, type UploadedFile } from './multipart';

/** A form as the guard read it: its text fields, the buffered body as a form (empty when streamed), a streamed body's files (empty when buffered). */
export type ReadForm = { ok: true; fields: Record<string, string>; formData: FormData; files: Map<string, UploadedFile> };
type Refused = { ok: false; response: Response };

/** The body read whole, up to `maxBytes` and within `deadlineMs` (default SMALL_BODY_DEADLINE_MS), as a form (urlencoded or multipart, text fields only). */
export type BufferedBody = { maxBytes: number; maxFieldChars?: number; deadlineMs?: number; multipart?: undefined };
/** The body read as it streams, files and all, within `multipart`'s limits (./multipart.ts). */
export type StreamedBody = { multipart: MultipartLimits; maxBytes?: undefined; maxFieldChars?: undefined };

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

/** Refused before the body was read: what the client still sends is thrown away. */
export async function refused(request: Request, response: Response): Promise<Refused> {
  await request.body?.cancel().catch(() => undefined);
  return { ok: false, response };
}


/** A body read whole (./guard.ts's BufferedBody): the media type checked, then the bytes, the form and each text field's cap. */
export async function readBuffered(request: Request, options: BufferedBody): Promise<ReadForm | Refused> {
  const type = request.headers.get('content-type') ?? '';
  if (!FORM_TYPES.test(type)) return refused(request, formAnswers.unsupportedMediaType());

  const body = await readBodyLimited(request, options.maxBytes, { deadlineMs: options.deadlineMs ?? SMALL_BODY_DEADLINE_MS });
  if (!body.ok) {
    if (body.reason === 'too_slow') return { ok: false, response: formAnswers.tooSlow() };
    return { ok: false, response: body.reason === 'too_large' ? formAnswers.tooLarge() : formAnswers.invalid({ _form: 'invalid' }, 400) };
  }

  let formData: FormData;
  try {
    formData = await new Response(body.bytes as BodyInit, { headers: { 'content-type': type } }).formData();
  } catch {
    return { ok: false, response: formAnswers.invalid({ _form: 'invalid' }, 400) };
  }

  const fields: Record<string, string> = {};
  const maxFieldChars = options.maxFieldChars ?? 10_000;
  for (const [name, value] of formData.entries()) {
    if (typeof value !== 'string') continue;
    if (value.length > maxFieldChars) return { ok: false, response: formAnswers.tooLarge() };
    fields[name] = value;
  }
  return { ok: true, fields, formData, files: new Map() };
}

export async function readStreamed(request: Request, limits: MultipartLimits, scope: string): Promise<ReadForm | Refused> {
  try {
    const { fields, files } = await parseMultipart(request, limits);
    return { ok: true, fields, formData: new FormData(), files };
  } catch (error) {
    if (error instanceof MultipartError) return { ok: false, response: multipartAnswer(error) };
    log.warn({ event: 'entry.unreadable-body', entry: scope, error: error instanceof Error ? error.name : 'unknown' });
    return { ok: false, response: formAnswers.invalid({ _form: 'invalid' }, 400) };
  }
}

function multipartAnswer(error: MultipartError): Response {
  if (error.status === 408) return formAnswers.tooSlow();
  if (error.status === 413) return formAnswers.tooLarge();
  if (error.status === 415) return formAnswers.unsupportedMediaType();
  return formAnswers.invalid({ [error.field ?? '_form']: error.code }, 400);
}
