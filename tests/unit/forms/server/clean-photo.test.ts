import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkPhoto, cleanPhoto, MAX_LONG_SIDE } from '@/lib/forms/server/clean-photo';
import { fakeJpegSignature, jpegWithPageAppended, landscapePng, largeJpeg, phoneJpegWithGps, pixelBombPng, portraitJpeg, smallGif } from '@/tests/e2e/support/photos';

describe('cleanPhoto', () => {
  it('turns a phone photo upright and drops its GPS position, camera data and orientation tag', async () => {
    const phone = await phoneJpegWithGps();
    const before = await sharp(phone.buffer).metadata();
    expect(before.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    expect(before.orientation).toBe(6);

    const clean = await cleanPhoto(phone.buffer, 'image/jpeg');

    expect(clean.ok).toBe(true);
    if (!clean.ok) return;
    const after = await sharp(clean.bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([480, 640]);
    expect(clean.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // The red block of the sensor's top-left corner is now top-right, as the phone showed it.
    const { data, info } = await sharp(clean.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    expect(pixel(info.width - 20, 20)[0]).toBeGreaterThan(180);
    expect(pixel(info.width - 20, 20)[1]).toBeLessThan(80);
    expect(pixel(20, 20)[1]).toBeGreaterThan(150);
  });

  it('refuses bytes that only start like a JPEG, and a PNG that says it is a JPEG', async () => {
    expect(await cleanPhoto(fakeJpegSignature().buffer, 'image/jpeg')).toEqual({ ok: false, reason: 'type' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    expect(await cleanPhoto(png, 'image/jpeg')).toEqual({ ok: false, reason: 'type' });
  });

  it('draws a JPEG with a page appended again, so the page does not travel on', async () => {
    const polyglot = await jpegWithPageAppended();
    const clean = await cleanPhoto(polyglot.buffer, 'image/jpeg');
    expect(clean.ok).toBe(true);
    if (clean.ok) expect(clean.bytes.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('refuses a decompression bomb by its declared pixels, without decoding it', async () => {
    const bomb = pixelBombPng();
    expect(bomb.buffer.length).toBeLessThan(64 * 1024);
    expect(await cleanPhoto(bomb.buffer, 'image/png')).toEqual({ ok: false, reason: 'too_large' });
  });

  it('brings a camera-sized photo down to the longest side the form sends, and keeps a GIF a GIF', async () => {
    const large = await cleanPhoto((await largeJpeg()).buffer, 'image/jpeg');
    expect(large.ok && (await sharp(large.bytes).metadata())).toMatchObject({ width: MAX_LONG_SIDE, height: 1500 });
    const gif = await cleanPhoto((await smallGif()).buffer, 'image/gif');
    expect(gif.ok && (await sharp(gif.bytes).metadata())).toMatchObject({ format: 'gif', width: 300, height: 400 });
  });
});

/** `photo` cut short at several points and with runs of bytes overwritten at several places (seeded). */
function damaged(photo: Buffer): Array<{ how: string; bytes: Buffer }> {
  const out: Array<{ how: string; bytes: Buffer }> = [];
  for (const fraction of [0.1, 0.3, 0.5, 0.7, 0.9, 0.99]) {
    out.push({ how: `cut at ${fraction}`, bytes: photo.subarray(0, Math.floor(photo.length * fraction)) });
  }
  let state = 7;
  for (let index = 0; index < 14; index += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const at = 32 + (state % (photo.length - 64));
    const copy = Buffer.from(photo);
    for (let offset = 0; offset < 8; offset += 1) copy[at + offset] = copy[at + offset]! ^ 0xa5;
    out.push({ how: `8 bytes overwritten at ${at}`, bytes: copy });
  }
  return out;
}

describe('checkPhoto', () => {
  it('passes what cleanPhoto draws, and refuses what it refuses, for the same reason', async () => {
    for (const photo of [await portraitJpeg(), await landscapePng(), await smallGif(), await phoneJpegWithGps()]) {
      const type = photo.mimeType as 'image/jpeg' | 'image/png' | 'image/gif';
      expect(await checkPhoto(photo.buffer, type)).toEqual({ ok: true });
    }
    expect(await checkPhoto(fakeJpegSignature().buffer, 'image/jpeg')).toEqual({ ok: false, reason: 'type' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    expect(await checkPhoto(png, 'image/jpeg')).toEqual({ ok: false, reason: 'type' });
    expect(await checkPhoto(pixelBombPng().buffer, 'image/png')).toEqual({ ok: false, reason: 'too_large' });
  });

  // The route answers on checkPhoto and the outbox's worker draws with cleanPhoto after the applicant
  // has gone: a photo passed by the first and refused by the second would be an application lost.
  it('agrees with cleanPhoto on photos cut short or damaged inside, so the worker never meets a photo it cannot draw', async () => {
    const disagreements: string[] = [];
    let refused = 0;
    for (const photo of [await portraitJpeg(), await landscapePng(), await smallGif()]) {
      const type = photo.mimeType as 'image/jpeg' | 'image/png' | 'image/gif';
      for (const { how, bytes } of damaged(photo.buffer)) {
        const [check, clean] = await Promise.all([checkPhoto(bytes, type), cleanPhoto(bytes, type)]);
        if (!check.ok) refused += 1;
        if (check.ok !== clean.ok) disagreements.push(`${type} ${how}: check ${check.ok}, clean ${clean.ok}`);
      }
    }
    expect(disagreements).toEqual([]);
    // Every cut photo at least is refused by both: the comparison is not between two yes-sayers.
    expect(refused).toBeGreaterThanOrEqual(18);
  });
});
