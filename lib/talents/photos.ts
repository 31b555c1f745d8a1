export type GalleryItem = { file: string; width: number; height: number };

export type PhotoSlide<T extends GalleryItem = GalleryItem> =
  | { kind: 'single'; photo: T }
  | { kind: 'pair'; photos: [T, T] };

export function isLandscape(item: Pick<GalleryItem, 'width' | 'height'>): boolean {
  return item.width > item.height;
}

/** Consecutive portraits share a slide two by two; a landscape, or a portrait left alone, fills a slide. */
export function pairPhotos<T extends GalleryItem>(items: readonly T[]): PhotoSlide<T>[] {
  const slides: PhotoSlide<T>[] = [];
  let waiting: T | null = null;
  for (const item of items) {
    if (isLandscape(item)) {
      if (waiting) slides.push({ kind: 'single', photo: waiting });
      waiting = null;
      slides.push({ kind: 'single', photo: item });
    } else if (waiting) {
      slides.push({ kind: 'pair', photos: [waiting, item] });
      waiting = null;
    } else {
      waiting = item;
    }
  }
  if (waiting) slides.push({ kind: 'single', photo: waiting });
  return slides;
}
