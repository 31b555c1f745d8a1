/**
 * Where everything sits on a comp card (lib/talents/compcard/render.ts draws it), in PDF points (1/72 in):
 * the agency's name, the talent's name, the cover on the left, up to four book photos on the right
 * in two rows (two portraits side by side, or one landscape across), the measurements, the contact.
 * Pure arithmetic, so the layout is tested without drawing.
 */

export type Paper = 'a4' | 'letter';

export const PAPER_SIZES: Record<Paper, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

/** US Letter where the visitor reads English (the US and Canada print on it); A4 elsewhere. */
export function paperFor(locale: string): Paper {
  return locale === 'en' ? 'letter' : 'a4';
}

export type Box = { x: number; y: number; width: number; height: number };
export type PhotoSize = { width: number; height: number };
export type PlacedPhoto<T> = { photo: T; box: Box };

export type CardLayout<T> = {
  page: { width: number; height: number };
  agency: Box;
  name: Box;
  /** The booker's note for this client (a package's card), between the photos and the measurements. */
  note: Box | null;
  cover: Box | null;
  book: PlacedPhoto<T>[];
  measurements: Box;
  contact: Box;
};

export const MARGIN = 36;
const GAP = 8;
const HEADER = 74;
const MEASUREMENTS = 92;
const CONTACT = 22;
/** A booker's note: a label and up to two lines. */
const NOTE = 40;
/** At most this many rows of book photos beside the cover. */
const ROWS = 2;

function isLandscape(photo: PhotoSize): boolean {
  return photo.width > photo.height;
}

/**
 * Book photos in rows by orientation, in book order: a landscape fills a row alone, a portrait waits
 * for the next portrait to share one. A portrait left without a partner is left out while a later
 * row can still be filled; at most ROWS rows (so four photos).
 */
export function pairByOrientation<T extends PhotoSize>(photos: readonly T[]): T[][] {
  const rows: T[][] = [];
  let waiting: T | null = null;
  for (const photo of photos) {
    if (rows.length >= ROWS) break;
    if (isLandscape(photo)) rows.push([photo]);
    else if (waiting) {
      rows.push([waiting, photo]);
      waiting = null;
    } else waiting = photo;
  }
  // A single portrait at the end still has a row if one is free.
  if (waiting && rows.length < ROWS) rows.push([waiting]);
  return rows;
}

export function cardLayout<T extends PhotoSize>(paper: Paper, cover: PhotoSize | null, book: readonly T[], options: { note?: boolean } = {}): CardLayout<T> {
  const page = PAPER_SIZES[paper];
  const contentWidth = page.width - 2 * MARGIN;
  const photosTop = MARGIN + HEADER;
  const noteHeight = options.note ? NOTE : 0;
  const photosHeight = page.height - MARGIN - CONTACT - MEASUREMENTS - noteHeight - photosTop;
  const rows = pairByOrientation(book);
  // The cover takes the left half; with no book photo beside it, the whole width.
  const coverWidth = rows.length === 0 ? contentWidth : (contentWidth - GAP) / 2;
  const coverBox = cover ? { x: MARGIN, y: photosTop, width: coverWidth, height: photosHeight } : null;
  const rightX = coverBox && rows.length > 0 ? MARGIN + coverWidth + GAP : MARGIN;
  const rightWidth = coverBox && rows.length > 0 ? contentWidth - coverWidth - GAP : contentWidth;
  const rowHeight = (photosHeight - GAP * (ROWS - 1)) / ROWS;
  const placed: PlacedPhoto<T>[] = [];
  rows.forEach((row, rowIndex) => {
    const cellWidth = (rightWidth - GAP * (row.length - 1)) / row.length;
    row.forEach((photo, column) => {
      placed.push({ photo, box: { x: rightX + column * (cellWidth + GAP), y: photosTop + rowIndex * (rowHeight + GAP), width: cellWidth, height: rowHeight } });
    });
  });
  return {
    page,
    agency: { x: MARGIN, y: MARGIN, width: contentWidth, height: 14 },
    name: { x: MARGIN, y: MARGIN + 20, width: contentWidth, height: 44 },
    cover: coverBox,
    book: placed,
    note: options.note ? { x: MARGIN, y: photosTop + photosHeight + 14, width: contentWidth, height: NOTE - 14 } : null,
    measurements: { x: MARGIN, y: photosTop + photosHeight + noteHeight + 16, width: contentWidth, height: MEASUREMENTS - 16 },
    contact: { x: MARGIN, y: page.height - MARGIN - CONTACT + 8, width: contentWidth, height: CONTACT - 8 },
  };
}

/**
 * Pixels a box needs at print resolution. 240 dpi: a printed card looks the same as at 300 at
 * arm's length, and a card of five real photos stays near 0.7 MB instead of 1.3 MB (the limit
 * is 1.5 MB per card, docs/quality.md).
 */
export const PRINT_DPI = 240;

export function printPixels(box: Box, dpi = PRINT_DPI): { width: number; height: number } {
  return { width: Math.ceil((box.width / 72) * dpi), height: Math.ceil((box.height / 72) * dpi) };
}

/**
 * The pixels to cut a photo of `source` size to for a box wanting `wanted` pixels: the box's shape
 * always (a photo drawn into its box is never squashed), at most the wanted size, and never more
 * pixels than the photo has (a small photo is not enlarged, only cut to the shape).
 */
export function cutSize(wanted: PhotoSize, source: PhotoSize): PhotoSize {
  const ratio = wanted.width / wanted.height;
  const fits = source.width / source.height > ratio ? { width: source.height * ratio, height: source.height } : { width: source.width, height: source.width / ratio };
  const scale = Math.min(1, fits.width / wanted.width);
  return { width: Math.max(1, Math.round(wanted.width * scale)), height: Math.max(1, Math.round(wanted.height * scale)) };
}
