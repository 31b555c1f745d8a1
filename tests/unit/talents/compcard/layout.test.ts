import { describe, expect, it } from 'vitest';
import { MARGIN, PAPER_SIZES, cardLayout, cutSize, pairByOrientation, paperFor, printPixels, type Box } from '@/lib/talents/compcard/layout';

const portrait = (n: number) => ({ n, width: 1200, height: 1800 });
const landscape = (n: number) => ({ n, width: 1800, height: 1200 });

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('a comp card’s layout', () => {
  it('pairs book photos by orientation: two portraits share a row, a landscape has one alone, at most two rows', () => {
    const rows = (photos: Array<{ n: number; width: number; height: number }>) => pairByOrientation(photos).map((row) => row.map((photo) => photo.n));
    expect(rows([portrait(1), portrait(2), portrait(3), portrait(4), portrait(5)])).toEqual([[1, 2], [3, 4]]);
    expect(rows([landscape(1), portrait(2), portrait(3)])).toEqual([[1], [2, 3]]);
    // A portrait waits for the next portrait; the landscape in between takes its own row first.
    expect(rows([portrait(1), landscape(2), portrait(3)])).toEqual([[2], [1, 3]]);
    expect(rows([portrait(1)])).toEqual([[1]]);
    expect(rows([landscape(1), landscape(2), landscape(3)])).toEqual([[1], [2]]);
    expect(rows([])).toEqual([]);
  });

  it('puts everything inside the page’s margins without overlaps, on A4 and on US Letter', () => {
    for (const paper of ['a4', 'letter'] as const) {
      const layout = cardLayout(paper, { width: 2, height: 3 }, [portrait(1), portrait(2), landscape(3)]);
      const page = PAPER_SIZES[paper];
      const boxes = [layout.agency, layout.name, layout.cover!, ...layout.book.map((placed) => placed.box), layout.measurements, layout.contact];
      for (const box of boxes) {
        expect(box.x).toBeGreaterThanOrEqual(MARGIN - 0.01);
        expect(box.y).toBeGreaterThanOrEqual(MARGIN - 0.01);
        expect(box.x + box.width).toBeLessThanOrEqual(page.width - MARGIN + 0.01);
        expect(box.y + box.height).toBeLessThanOrEqual(page.height - MARGIN + 0.01);
      }
      for (const [index, box] of boxes.entries()) for (const other of boxes.slice(index + 1)) expect(overlaps(box, other)).toBe(false);
      expect(layout.book.map((placed) => placed.photo.n)).toEqual([1, 2, 3]);
      // Two portraits side by side on the first row, the landscape across the second.
      expect(layout.book[2]!.box.width).toBeCloseTo(layout.book[0]!.box.width * 2 + 8);
    }
  });

  it('gives the cover the whole width when there is no book photo beside it', () => {
    const layout = cardLayout('a4', { width: 2, height: 3 }, []);
    expect(layout.cover!.width).toBeCloseTo(PAPER_SIZES.a4.width - 2 * MARGIN);
    expect(layout.book).toEqual([]);
  });

  it('chooses US Letter for English and A4 otherwise, and sizes photos for print', () => {
    expect([paperFor('en'), paperFor('pt'), paperFor('es')]).toEqual(['letter', 'a4', 'a4']);
    expect(printPixels({ x: 0, y: 0, width: 72, height: 144 })).toEqual({ width: 240, height: 480 });
  });
});

describe('a photo cut for its box', () => {
  it("always takes the box's shape, never more pixels than the photo has", () => {
    const wanted = { width: 800, height: 1200 };
    const ratio = (size: { width: number; height: number }) => size.width / size.height;
    for (const source of [{ width: 4000, height: 6000 }, { width: 300, height: 300 }, { width: 1200, height: 600 }, { width: 500, height: 2000 }, { width: 799, height: 1201 }]) {
      const size = cutSize(wanted, source);
      expect(Math.abs(ratio(size) - ratio(wanted)) / ratio(wanted), JSON.stringify(source)).toBeLessThan(0.01);
      expect(size.width).toBeLessThanOrEqual(Math.min(wanted.width, source.width));
      expect(size.height).toBeLessThanOrEqual(Math.min(wanted.height, source.height));
    }
    expect(cutSize(wanted, { width: 4000, height: 6000 })).toEqual(wanted);
  });

  it('leaves room for a booker\'s note between the photos and the measurements', () => {
    const plain = cardLayout('a4', { width: 2, height: 3 }, []);
    const noted = cardLayout('a4', { width: 2, height: 3 }, [], { note: true });
    expect(plain.note).toBeNull();
    expect(noted.note!.y).toBeGreaterThanOrEqual(noted.cover!.y + noted.cover!.height);
    expect(noted.measurements.y).toBeGreaterThanOrEqual(noted.note!.y + noted.note!.height);
    expect(noted.measurements.y).toBe(plain.measurements.y);
  });
});
