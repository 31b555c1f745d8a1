// The copies of `compression` and `fresh` that Next.js ships and uses itself (lib/http/response-encoding.ts).
declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  type Filter = (request: IncomingMessage, response: ServerResponse) => boolean;
  function compression(options?: { threshold?: number | string; level?: number; filter?: Filter }): Middleware;
  namespace compression {
    /** The default filter: the answer's Content-Type is compressible. */
    const filter: Filter;
  }
  export default compression;
}

declare module 'next/dist/compiled/fresh' {
  export default function fresh(requestHeaders: Record<string, string | string[] | undefined>, responseHeaders: { etag?: string; 'last-modified'?: string }): boolean;
}
