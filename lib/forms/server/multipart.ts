import 'server-only';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import busboy from 'busboy';

export type MultipartLimits = {
  /** Largest single file. */
  maxFileBytes: number;
  /** Largest whole body, counted as it streams (the Content-Length header may be absent or lie). */
  maxTotalBytes: number;
  /** Most text fields. */
  maxFields: number;
  /** Largest text field value. */
  maxFieldBytes: number;
  /** The only field names a file may arrive under; at most one file each. */
  fileFields: readonly string[];
  /**
   * How slowly the body may come: all of it within `deadlineMs`, and, once `graceMs` have passed, at
   * least `minBytesPerSecond` on average since the start. Otherwise `too_slow` (408), without waiting
   * for the rest. Unset: as fast or slow as the client likes.
   */
  pace?: { deadlineMs: number; minBytesPerSecond: number; graceMs: number };
};

export type MultipartErrorCode =
  | 'not_multipart'
  | 'malformed'
  | 'too_slow'
  | 'too_large'
  | 'file_too_large'
  | 'field_too_large'
  | 'too_many_fields'
  | 'unexpected_file'
  | 'duplicate_file'
  | 'file_name';

const STATUS: Record<MultipartErrorCode, 400 | 408 | 413 | 415> = {
  not_multipart: 415,
  malformed: 400,
  too_slow: 408,
  too_large: 413,
  file_too_large: 413,
  field_too_large: 413,
  too_many_fields: 400,
  unexpected_file: 400,
  duplicate_file: 400,
  file_name: 400,
};

/** Why a body was refused: `status` is the HTTP answer, `field` the part at fault when there is one. */
export class MultipartError extends Error {
  override readonly name = 'MultipartError';
  readonly status: 400 | 408 | 413 | 415;
  readonly code: MultipartErrorCode;
  readonly field: string | undefined;

  constructor(code: MultipartErrorCode, field?: string) {
    super(field ? `${code}: ${field}` : code);
    this.code = code;
    this.status = STATUS[code];
    this.field = field;
  }
}

export type UploadedFile = {
  field: string;
  /** As the client sent it; never forwarded, only checked. */
  filename: string;
  declaredType: string;
  bytes: Buffer;
};

export type MultipartBody = {
  fields: Record<string, string>;
  files: Map<string, UploadedFile>;
};

// Browsers send only the base name; separators or control characters mean a hand-made request.
const UNSAFE_FILE_NAME = /[/\\\u0000-\u001f\u007f]/;

type Pace = NonNullable<MultipartLimits['pace']>;

/** Milliseconds from the start by which the body breaks `pace`, having `seen` bytes so far. */
function paceDeadline(pace: Pace, seen: number): number {
  return Math.min(pace.deadlineMs, pace.graceMs + (seen * 1000) / pace.minBytesPerSecond);
}

const TOO_SLOW = Symbol('too slow');

/** The next chunk, or TOO_SLOW when none comes before `ms` (the read is left pending, the stream is not cancelled). */
function readWithin(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number): Promise<ReadableStreamReadResult<Uint8Array> | typeof TOO_SLOW> {
  if (ms <= 0) return Promise.resolve(TOO_SLOW);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof TOO_SLOW>((resolve) => {
    timer = setTimeout(() => resolve(TOO_SLOW), ms);
  });
  return Promise.race([reader.read(), late]).finally(() => clearTimeout(timer));
}

/**
 * Streams a multipart/form-data request through busboy, holding at most the limits in memory.
 * Throws a MultipartError (400, 408, 413 or 415) for anything outside them or malformed. A body cut
 * for its pace is left as it is (not cancelled), so the 408 still reaches the client.
 */
export async function parseMultipart(request: Request, limits: MultipartLimits): Promise<MultipartBody> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new MultipartError('not_multipart');
  const declaredLength = Number(request.headers.get('content-length'));
  if (Number.isFinite(declaredLength) && declaredLength > limits.maxTotalBytes) throw new MultipartError('too_large');
  if (!request.body) throw new MultipartError('malformed');

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      preservePath: true,
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.fileFields.length,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        fieldNameSize: 100,
        parts: limits.maxFields + limits.fileFields.length,
      },
    });
  } catch {
    throw new MultipartError('not_multipart');
  }

  const fields: Record<string, string> = {};
  const files = new Map<string, UploadedFile>();
  // The first problem wins; the rest of the body is still read (within the total limit) and thrown away.
  let failure: MultipartError | null = null;
  const fail = (error: MultipartError) => {
    failure ??= error;
  };

  parser.on('field', (name, value, info) => {
    if (failure) return;
    if (info.nameTruncated || info.valueTruncated) return fail(new MultipartError('field_too_large', name));
    fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    if (failure) return void stream.resume();
    if (!limits.fileFields.includes(name)) {
      stream.resume();
      return fail(new MultipartError('unexpected_file', name));
    }
    if (files.has(name)) {
      stream.resume();
      return fail(new MultipartError('duplicate_file', name));
    }
    const filename = info.filename ?? '';
    if (UNSAFE_FILE_NAME.test(filename)) {
      stream.resume();
      return fail(new MultipartError('file_name', name));
    }
    const chunks: Buffer[] = [];
    // When the body is cut short (total limit, broken upload) busboy destroys the open file stream with
    // that error; without a listener it would surface as an uncaught exception.
    stream.on('error', (error) => fail(error instanceof MultipartError ? error : new MultipartError('malformed', name)));
    stream.on('data', (chunk: Buffer) => {
      if (!failure) chunks.push(chunk);
    });
    stream.on('limit', () => fail(new MultipartError('file_too_large', name)));
    // 'end' comes before busboy finishes, so every file is in the map once the pipeline settles.
    stream.on('end', () => {
      if (failure || stream.truncated) return;
      files.set(name, { field: name, filename, declaredType: info.mimeType, bytes: Buffer.concat(chunks) });
    });
  });
  parser.on('fieldsLimit', () => fail(new MultipartError('too_many_fields')));
  parser.on('partsLimit', () => fail(new MultipartError('too_many_fields')));
  parser.on('filesLimit', () => fail(new MultipartError('unexpected_file')));

  const reader = request.body.getReader();
  const parsed = finished(parser);
  // Seen through `parsed` below; a listener here keeps an early error from going unhandled meanwhile.
  parsed.catch(() => undefined);
  const started = Date.now();
  let seen = 0;
  try {
    for (;;) {
      const next = limits.pace ? await readWithin(reader, paceDeadline(limits.pace, seen) - (Date.now() - started)) : await reader.read();
      if (next === TOO_SLOW) throw new MultipartError('too_slow');
      if (next.done) break;
      seen += next.value.byteLength;
      if (seen > limits.maxTotalBytes) throw new MultipartError('too_large');
      if (!parser.write(next.value)) await Promise.race([once(parser, 'drain'), parsed]);
    }
    parser.end();
    await parsed;
  } catch (error) {
    parser.destroy();
    // What is still on its way is dropped with the connection; a slow body is left alone so the 408 gets out.
    if (!(error instanceof MultipartError && error.code === 'too_slow')) await reader.cancel().catch(() => undefined);
    if (error instanceof MultipartError) throw error;
    throw failure ?? new MultipartError('malformed');
  }
  if (failure) throw failure;
  return { fields, files };
}
