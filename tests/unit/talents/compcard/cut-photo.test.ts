import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cutToBox } from '@/lib/talents/compcard/render';

describe("a comp card's photo", () => {
  it("comes out in its box's shape even when the photo is smaller than the print needs, so the card never squashes it", async () => {
    const square = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#888' } }).jpeg().toBuffer();
    const cut = await sharp(await cutToBox(square, { width: 800, height: 1200 })).metadata();
    expect(cut.width! / cut.height!).toBeCloseTo(800 / 1200, 2);
    expect(cut.height).toBeLessThanOrEqual(300);
  });

  it('is upright whatever the camera wrote in its orientation tag', async () => {
    const sideways = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#888' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const cut = await sharp(await cutToBox(sideways, { width: 400, height: 600 })).metadata();
    expect(cut.width).toBe(400);
    expect(cut.height).toBe(600);
    expect(cut.orientation ?? 1).toBe(1);
  });
});
