/**
 * The local panel answers media on a second origin, `http://localhost:<port>`, which a browser treats
 * as another host than `http://127.0.0.1:<port>`: like a CDN or object storage of a real agency.
 * Seeded files that live there start with this placeholder; answers replace it with that origin.
 */
export const MEDIA_HOST_PLACEHOLDER = '{{media-host}}';

/** The second origin for a panel listening on `port`. */
export function mediaHostUrl(port: number): string {
  return `http://localhost:${port}`;
}

/** An absolute URL on the media host for a file under storage/. */
export function onMediaHost(file: string): string {
  return `${MEDIA_HOST_PLACEHOLDER}/storage/${file}`;
}

/** Replaces the placeholder in stored text (a file value or a JSON document) with the media host. */
export function withMediaHost<T extends string | null>(stored: T, mediaUrl: string): T {
  return (stored === null ? stored : stored.split(MEDIA_HOST_PLACEHOLDER).join(mediaUrl)) as T;
}
