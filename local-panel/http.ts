import type { IncomingMessage, ServerResponse } from 'node:http';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? status));
  }
}

export function validationError(errors: Record<string, string[]>): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  const more = Object.values(errors).flat().length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
  return new HttpError(422, { message, errors });
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(payload.length),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(payload);
}

/** Reads the whole body; larger than `limit` bytes is a 413. */
export async function readBody(req: IncomingMessage, limit = 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new HttpError(413, { message: 'Payload too large.' });
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** JSON body or `undefined` when the body is empty; malformed JSON is a 400. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const body = await readBody(req);
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, { message: 'Malformed JSON body.' });
  }
}

export function isJsonRequest(req: IncomingMessage): boolean {
  return (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * The body of an admin POST: `Content-Type: application/json` holding a JSON object, nothing else.
 * A form or text/plain (which another site can make a browser send without asking) is a 415.
 */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  if (!isJsonRequest(req)) {
    await drain(req);
    throw new HttpError(415, { message: 'Send Content-Type: application/json with a JSON object.' });
  }
  const body = await readJson(req);
  if (!isRecord(body)) throw validationError({ body: ['Send a JSON object ({} when the call takes no fields).'] });
  return body;
}

/** Consumes what is left of a request so an early answer does not reset the client's upload. */
export function drain(req: IncomingMessage): Promise<void> {
  if (req.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    req.on('end', resolve);
    req.on('error', () => resolve());
    req.on('close', resolve);
    req.resume();
  });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isLoopback(req: IncomingMessage): boolean {
  const address = req.socket.remoteAddress ?? '';
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1' || address.startsWith('127.');
}

/** Query integer with a fallback for missing or malformed values (as the panel's paginator does). */
export function positiveInt(value: string | null, fallback: number): number {
  if (value === null || !/^\d+$/.test(value.trim())) return fallback;
  const parsed = Number(value);
  return parsed >= 1 ? parsed : fallback;
}

export function paginate<T>(items: readonly T[], perPage: number, page: number) {
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const start = (page - 1) * perPage;
  return {
    data: items.slice(start, start + perPage),
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total,
  };
}
