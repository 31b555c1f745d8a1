/**
 * A request body as the server receives it: bytes, with FormData encoded to multipart first.
 * Node 26's undici streams a FormData body lazily and throws "ReadableStream is already closed" as an
 * unhandled rejection when a route cancels it unread (413, 429, unknown language); real requests
 * arrive from a socket as bytes, so tests send bytes too.
 */
export async function encodedBody(
  body: BodyInit,
  headers: Record<string, string>,
): Promise<{ body: BodyInit; headers: Record<string, string> }> {
  if (!(body instanceof FormData)) return { body, headers };
  const encoded = new Response(body);
  const contentType = encoded.headers.get('content-type') ?? '';
  return { body: new Uint8Array(await encoded.arrayBuffer()), headers: { 'content-type': contentType, ...headers } };
}

/** A POST to a form route as the server receives it: the body encoded as above (a stream passes through), with these headers. */
export async function formPost(url: string, body: BodyInit, headers: Record<string, string>): Promise<Request> {
  const encoded = await encodedBody(body, headers);
  return new Request(url, { method: 'POST', body: encoded.body, headers: encoded.headers, duplex: 'half' } as RequestInit);
}
