import { firstPositionOf, galleryTabs, photoSlides, slideIndexOfPhoto, snapPhotos, type GallerySlide } from '@/lib/roster/gallery';
import type { GalleryItem } from '@/lib/talents/photos';

const P = (n: number): GalleryItem => ({ file: `p${n}.jpg`, width: 1200, height: 1800 });
const L = (n: number): GalleryItem => ({ file: `l${n}.jpg`, width: 1800, height: 1200 });

function layout(slides: GallerySlide[]): string[] {
  return slides.map((slide) =>
    slide.kind === 'pair' ? `${slide.photos[0].position}+${slide.photos[1].position}` : `${slide.photo.position}${slide.landscape ? 'L' : ''}`,
  );
}

describe('gallery tabs', () => {
  const none = { book: [], snap: [], polaroids: [], video: [] };

  it('shows only non-empty galleries, in the order book, snap, video', () => {
    expect(galleryTabs({ ...none, book: [P(1)], video: [{}] })).toEqual(['book', 'video']);
    expect(galleryTabs({ ...none, video: [{}], snap: [P(1)] })).toEqual(['snap', 'video']);
    expect(galleryTabs(none)).toEqual([]);
  });

  it('opens on the digitals when they are dated, the book and videos after them', () => {
    const all = { book: [P(1)], snap: [P(2)], polaroids: [], video: [{}] };
    expect(galleryTabs(all, { digitalsDated: true })).toEqual(['snap', 'book', 'video']);
    expect(galleryTabs(all, { digitalsDated: false })).toEqual(['book', 'snap', 'video']);
    expect(galleryTabs({ ...none, book: [P(1)] }, { digitalsDated: true })).toEqual(['book']);
  });

  it('counts polaroids as snaps', () => {
    expect(galleryTabs({ ...none, polaroids: [P(1)] })).toEqual(['snap']);
    expect(snapPhotos({ snap: [P(1)], polaroids: [P(2)] }).map((photo) => photo.file)).toEqual(['p1.jpg', 'p2.jpg']);
  });
});

describe('photoSlides', () => {
  const book = [P(1), P(2), L(3), P(4), P(5)];

  it('pairs portraits and gives landscapes their own slide on wide screens', () => {
    expect(layout(photoSlides(book, true))).toEqual(['1+2', '3L', '4+5']);
    expect(layout(photoSlides([P(1), L(2), L(3), P(4)], true))).toEqual(['1', '2L', '3L', '4']);
  });

  it('shows one photo per slide on narrow screens', () => {
    expect(layout(photoSlides(book, false))).toEqual(['1', '2', '3L', '4', '5']);
  });

  it('numbers photos by their place in the gallery for alt texts', () => {
    const positions = photoSlides(book, true).flatMap((slide) => (slide.kind === 'pair' ? slide.photos : [slide.photo])).map((photo) => photo.position);
    expect(positions).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the same photo in view when the layout changes', () => {
    const wide = photoSlides(book, true);
    const narrow = photoSlides(book, false);
    expect(slideIndexOfPhoto(wide, 5)).toBe(2);
    expect(slideIndexOfPhoto(narrow, firstPositionOf(wide[2]))).toBe(3);
    expect(slideIndexOfPhoto(wide, 99)).toBe(0);
  });
});
