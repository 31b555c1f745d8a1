import { isLandscape, pairPhotos, type GalleryItem } from '@/lib/talents/photos';

let counter = 0;
const P = (): GalleryItem => ({ file: `p${++counter}.jpg`, width: 1200, height: 1800 });
const L = (): GalleryItem => ({ file: `l${++counter}.jpg`, width: 1800, height: 1200 });

/** 'P+P' for a pair, 'P' / 'L' for a single: the slide layout at a glance. */
function shape(items: GalleryItem[]): string[] {
  return pairPhotos(items).map((slide) =>
    slide.kind === 'pair'
      ? slide.photos.map((photo) => (isLandscape(photo) ? 'L' : 'P')).join('+')
      : isLandscape(slide.photo)
        ? 'L'
        : 'P',
  );
}

describe('isLandscape', () => {
  it('is true only when wider than tall', () => {
    expect(isLandscape({ width: 1800, height: 1200 })).toBe(true);
    expect(isLandscape({ width: 1200, height: 1800 })).toBe(false);
    expect(isLandscape({ width: 1000, height: 1000 })).toBe(false);
  });
});

describe('pairPhotos', () => {
  it.each([
    ['[]', [], []],
    ['[P]', [P], ['P']],
    ['[L]', [L], ['L']],
    ['[P,P]', [P, P], ['P+P']],
    ['[P,L]', [P, L], ['P', 'L']],
    ['[L,P]', [L, P], ['L', 'P']],
    ['[P,P,P]', [P, P, P], ['P+P', 'P']],
    ['[P,L,P]', [P, L, P], ['P', 'L', 'P']],
    ['[L,L]', [L, L], ['L', 'L']],
    ['[P,P,L,P,P]', [P, P, L, P, P], ['P+P', 'L', 'P+P']],
  ])('lays out %s', (_name, makers, expected) => {
    expect(shape(makers.map((make) => make()))).toEqual(expected);
  });

  it('keeps the original order of the photos', () => {
    const items = [P(), P(), L(), P(), L(), P(), P(), P()];
    const flattened = pairPhotos(items).flatMap((slide) => (slide.kind === 'pair' ? slide.photos : [slide.photo]));
    expect(flattened).toEqual(items);
  });
});
