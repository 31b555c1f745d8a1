import 'server-only';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
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
};

export type MultipartErrorCode =
  | 'not_multipart'
  | 'malformed'
  | 'too_large'
  | 'file_too_large'
  | 'field_too_large'
  | 'too_many_fields'
  | 'unexpected_file'
  | 'duplicate_file'
  | 'file_name';

const STATUS: Record<MultipartErrorCode, 400 | 413 | 415> = {
  not_multipart: 415,
  malformed: 400,
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
  readonly status: 400 | 413 | 415;
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

/** Counts the bytes going through and stops the stream once there are more than `limit`. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) callback(new MultipartError('too_large'));
      else callback(null, chunk);
    },
  });
}

/**
 * Streams a multipart/form-data request through busboy, holding at most the limits in memory.
 * Throws a MultipartError (400, 413 or 415) for anything outside them or malformed.
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

  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  try {
    await pipeline(source, byteLimit(limits.maxTotalBytes), parser);
  } catch (error) {
    if (error instanceof MultipartError) throw error;
    throw failure ?? new MultipartError('malformed');
  }
  if (failure) throw failure;
  return { fields, files };
}
