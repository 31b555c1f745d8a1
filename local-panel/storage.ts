import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { sendJson } from './http';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ogg': 'video/ogg',
  '.mov': 'video/quicktime',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Resolves a raw, still percent-encoded request path below `root`, or undefined when a segment
 * is empty, a dot segment, or hides a separator (`..%2f`, `%5c`, NUL).
 */
export function resolveInside(root: string, rawPath: string): string | undefined {
  const segments = rawPath.split('/');
  const decoded: string[] = [];
  for (const segment of segments) {
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (value === '' || value === '.' || value === '..' || /[/\\\0]/.test(value)) return undefined;
    decoded.push(value);
  }
  const resolved = path.resolve(root, ...decoded);
  return resolved.startsWith(root + path.sep) ? resolved : undefined;
}

function notFound(res: ServerResponse): void {
  sendJson(res, 404, { message: 'File not found.' });
}

/** `GET|HEAD /storage/<path>`: public media with a single-range answer for video seeking. */
export async function serveStorage(req: IncomingMessage, res: ServerResponse, root: string, rawPath: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, { message: 'Method not allowed.' }, { Allow: 'GET, HEAD' });
    return;
  }
  const file = resolveInside(root, rawPath);
  if (!file) {
    notFound(res);
    return;
  }
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) {
    notFound(res);
    return;
  }
  const headers: Record<string, string> = {
    'Content-Type': contentTypeFor(file),
    'Cache-Control': 'public, max-age=3600',
    'Accept-Ranges': 'bytes',
    'Last-Modified': info.mtime.toUTCString(),
    ETag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
  };
  if (req.headers['if-none-match'] === headers.ETag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  let start = 0;
  let end = info.size - 1;
  let status = 200;
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (range && info.size > 0 && (range[1] !== '' || range[2] !== '')) {
    if (range[1] === '') {
      start = Math.max(0, info.size - Number(range[2]));
    } else {
      start = Number(range[1]);
      if (range[2] !== '') end = Math.min(end, Number(range[2]));
    }
    if (start > end || start >= info.size) {
      res.writeHead(416, { 'Content-Range': `bytes */${info.size}` });
      res.end();
      return;
    }
    status = 206;
    headers['Content-Range'] = `bytes ${start}-${end}/${info.size}`;
  }
  headers['Content-Length'] = String(info.size === 0 ? 0 : end - start + 1);
  res.writeHead(status, headers);
  if (req.method === 'HEAD' || info.size === 0) {
    res.end();
    return;
  }
  createReadStream(file, { start, end })
    .on('error', () => res.destroy())
    .pipe(res);
}
