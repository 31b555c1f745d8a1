import 'server-only';
import { readBodyLimited } from '@/lib/http/read-limited';

/**
 * A talent photo for a comp card, fetched from where the agency keeps its media and nowhere else:
 * the panel's `/storage/` or a `MEDIA_HOSTS` folder (the same places the image optimizer may read).
 * The panel's answers name the files, so a wrong or hostile entry must not make the server fetch an
 * address of its choosing (the staff inbox on loopback, a cloud metadata address), follow a redirect
 * out of the media folders, or hold an endless download in memory.
 */
export type PhotoRefusal = 'not_media' | 'redirect' | 'too_large';

export class PhotoRefused extends Error {
  override readonly name = 'PhotoRefused';
  constructor(readonly reason: PhotoRefusal) {
    super(`comp card photo refused: ${reason}`);
  }
}

export type PhotoFetchOptions = {
  /** True for an address inside the media folders. */
  isMedia: (url: string) => boolean;
  /** Largest photo read, in bytes: a longer answer is abandoned at that point. */
  maxBytes: number;
  timeoutMs: number;
  /** Redirects followed, each only to another address inside the media folders. */
  maxRedirects?: number;
};

async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const body = await readBodyLimited(response, maxBytes);
  if (body.ok) return Buffer.from(body.bytes.buffer, body.bytes.byteOffset, body.bytes.byteLength);
  if (body.reason === 'too_large') throw new PhotoRefused('too_large');
  throw new Error('comp card photo: the answer broke off');
}

/** The photo's bytes; PhotoRefused when it is not media, leaves the media folders or is too large, another error when the host fails. */
export async function fetchMediaPhoto(url: string, options: PhotoFetchOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = url;
  for (let hops = 0; ; hops += 1) {
    if (!options.isMedia(current)) throw new PhotoRefused(hops === 0 ? 'not_media' : 'redirect');
    const response = await fetch(current, { redirect: 'manual', signal });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      await response.body?.cancel().catch(() => undefined);
      if (hops >= (options.maxRedirects ?? 2) || !URL.canParse(location, current)) throw new PhotoRefused('redirect');
      current = new URL(location, current).href;
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new Error(`photo answered ${response.status}`);
    }
    return readCapped(response, options.maxBytes);
  }
}
