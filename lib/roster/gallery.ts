import { pairPhotos, type GalleryItem } from '@/lib/talents/photos';

export type GalleryKey = 'book' | 'snap' | 'video';

export const GALLERY_ORDER: readonly GalleryKey[] = ['book', 'snap', 'video'];

type Galleries<P extends GalleryItem> = { book: readonly P[]; snap: readonly P[]; polaroids: readonly P[]; video: readonly unknown[] };

/** The snap tab shows the snaps and the polaroids (the panel names the same gallery both ways). */
export function snapPhotos<P extends GalleryItem>(profile: Pick<Galleries<P>, 'snap' | 'polaroids'>): P[] {
  return [...profile.snap, ...profile.polaroids];
}

/** Dated digitals open the profile: what a booker asks for first is how the talent looks now. */
const DATED_DIGITALS_ORDER: readonly GalleryKey[] = ['snap', 'book', 'video'];

/**
 * Tabs to show, in order; a gallery with nothing in it has no tab. The first one is open: the book,
 * or the digitals when the panel dates them (`digitalsDated`).
 */
export function galleryTabs<P extends GalleryItem>(profile: Galleries<P>, { digitalsDated = false } = {}): GalleryKey[] {
  const sizes: Record<GalleryKey, number> = {
    book: profile.book.length,
    snap: profile.snap.length + profile.polaroids.length,
    video: profile.video.length,
  };
  return (digitalsDated ? DATED_DIGITALS_ORDER : GALLERY_ORDER).filter((key) => sizes[key] > 0);
}

/** A photo with its 1-based place in its gallery, for alt texts like 'photo 3 of 6'. */
export type NumberedPhoto = GalleryItem & { position: number };

export type GallerySlide =
  | { kind: 'single'; photo: NumberedPhoto; landscape: boolean }
  | { kind: 'pair'; photos: [NumberedPhoto, NumberedPhoto] };

/**
 * Slides of a photo gallery. Wide screens pair two portraits per slide and give a landscape
 * photo a slide of its own; narrow screens show one photo per slide.
 */
export function photoSlides(photos: readonly GalleryItem[], paired: boolean): GallerySlide[] {
  const numbered: NumberedPhoto[] = photos.map((photo, index) => ({ ...photo, position: index + 1 }));
  if (!paired) return numbered.map((photo) => ({ kind: 'single', photo, landscape: photo.width > photo.height }));
  return pairPhotos(numbered).map((slide) =>
    slide.kind === 'pair'
      ? { kind: 'pair', photos: slide.photos }
      : { kind: 'single', photo: slide.photo, landscape: slide.photo.width > slide.photo.height },
  );
}

/** Index of the slide holding a photo, so switching between paired and single layouts keeps the same picture in view. */
export function slideIndexOfPhoto(slides: readonly GallerySlide[], position: number): number {
  const index = slides.findIndex((slide) =>
    slide.kind === 'single' ? slide.photo.position === position : slide.photos.some((photo) => photo.position === position),
  );
  return Math.max(0, index);
}

/** The first photo position a slide shows. */
export function firstPositionOf(slide: GallerySlide | undefined): number {
  if (!slide) return 1;
  return slide.kind === 'single' ? slide.photo.position : slide.photos[0].position;
}
