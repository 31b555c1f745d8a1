import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchMediaPhoto, PhotoRefused } from '@/lib/talents/compcard/photo-fetch';

/** A stand-in panel: media under /storage/, an inbox beside it, and the answers a hostile entry could point at. */
let server: Server;
let base: string;
const asked: string[] = [];
const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = request.url ?? '/';
    asked.push(url);
    if (url === '/storage/a.jpg' || url === '/inbox/files/1/image_1') return void response.end(PHOTO);
    if (url === '/storage/moved-inside') return void response.writeHead(302, { location: '/storage/a.jpg' }).end();
    if (url === '/storage/moved-out') return void response.writeHead(302, { location: '/inbox/files/1/image_1' }).end();
    if (url === '/storage/moved-away') return void response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (url === '/storage/loop') return void response.writeHead(302, { location: '/storage/loop' }).end();
    if (url === '/storage/declared-huge') return void response.writeHead(200, { 'content-length': String(50 * 1024 * 1024) }).end();
    if (url === '/storage/endless') {
      // No length: the bytes keep coming until the reader stops.
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(64 * 1024, 7);
      const pump = () => {
        while (response.write(chunk)) if (response.writableLength > 1024 * 1024) break;
      };
      response.on('drain', pump);
      response.on('close', () => response.off('drain', pump));
      return void pump();
    }
    response.writeHead(404).end('missing');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  asked.length = 0;
});

const options = () => ({ isMedia: (url: string) => url.startsWith(`${base}/storage/`), maxBytes: 1024 * 1024, timeoutMs: 5_000 });

async function refusal(url: string): Promise<string> {
  const error = await fetchMediaPhoto(url, options()).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PhotoRefused);
  return (error as PhotoRefused).reason;
}

describe('fetchMediaPhoto', () => {
  it('fetches a photo in the media folder', async () => {
    expect(await fetchMediaPhoto(`${base}/storage/a.jpg`, options())).toEqual(PHOTO);
  });

  it('never asks for an address outside the media folders', async () => {
    expect(await refusal(`${base}/inbox/files/1/image_1`)).toBe('not_media');
    expect(await refusal('http://169.254.169.254/latest/meta-data/')).toBe('not_media');
    expect(asked).toEqual([]);
  });

  it('follows a redirect inside the media folders, and none out of them', async () => {
    expect(await fetchMediaPhoto(`${base}/storage/moved-inside`, options())).toEqual(PHOTO);
    asked.length = 0;
    expect(await refusal(`${base}/storage/moved-out`)).toBe('redirect');
    expect(await refusal(`${base}/storage/moved-away`)).toBe('redirect');
    expect(asked).toEqual(['/storage/moved-out', '/storage/moved-away']);
    expect(await refusal(`${base}/storage/loop`)).toBe('redirect');
  });

  it('stops at the size cap, by the declared length or by the bytes that come', async () => {
    expect(await refusal(`${base}/storage/declared-huge`)).toBe('too_large');
    expect(await refusal(`${base}/storage/endless`)).toBe('too_large');
  });

  it('reports a failing host as an error of its own, not a refusal', async () => {
    await expect(fetchMediaPhoto(`${base}/storage/none.jpg`, options())).rejects.toThrow(/answered 404/);
  });
});
