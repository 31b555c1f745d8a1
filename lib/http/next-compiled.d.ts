// The copies of `compression` and `fresh` that Next.js ships and uses itself (lib/http/response-encoding.ts).
declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  export default function compression(options?: { threshold?: number | string; level?: number }): Middleware;
}

declare module 'next/dist/compiled/fresh' {
  export default function fresh(requestHeaders: Record<string, string | string[] | undefined>, responseHeaders: { etag?: string; 'last-modified'?: string }): boolean;
}
