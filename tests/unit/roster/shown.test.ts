import { readRevealRequest } from '@/components/roster/reveal-fragment';
import { partFor } from '@/components/roster/use-card-list';
import { MAX_SHOWN, readShown, serializeShown } from '@/lib/roster/shown';

describe('a board asking for more cards (the "more" link without scripts)', () => {
  it('reads whole steps above the first, in the page’s language', () => {
    expect(readShown(new URLSearchParams('mostrar=40'), 'pt')).toBe(40);
    expect(readShown(new URLSearchParams('show=60'), 'en')).toBe(60);
    expect(serializeShown(40, 'pt')).toBe('mostrar=40');
    expect(serializeShown(null, 'en')).toBe('');
  });

  it('ignores what is not such a count', () => {
    for (const value of ['20', '0', '45', '-40', '4e1', 'abc', '', String(MAX_SHOWN + 20), '0040000']) {
      expect(readShown(new URLSearchParams({ mostrar: value }), 'pt')).toBeNull();
    }
    expect(readShown(new URLSearchParams('show=40'), 'pt')).toBeNull();
  });
});

describe('the reveal route', () => {
  it('names the next steps of a known board, or everything', () => {
    expect(readRevealRequest('pt', 'women', 'p1')).toMatchObject({ locale: 'pt', board: { key: 'women' }, part: { from: 20, to: 40 } });
    expect(readRevealRequest('pt', 'men', 'p0')).toMatchObject({ part: { from: 0, to: 20 } });
    expect(readRevealRequest('en', 'new_faces', 'all')).toMatchObject({ board: { key: 'new_faces' }, part: { from: 0 } });
  });

  it('answers nothing for an unknown language, board or part', () => {
    for (const [lang, board, part] of [
      ['xx', 'women', 'p1'],
      ['pt', 'nobody', 'p1'],
      ['pt', '12', 'p1'],
      ['pt', 'women', 'p-1'],
      ['pt', 'women', 'p01'],
      ['pt', 'women', `p${MAX_SHOWN / 20}`],
      ['pt', 'women', 'filtered'],
    ] as const) {
      expect(readRevealRequest(lang, board, part)).toBeNull();
    }
  });

  it('is asked for the next step when that is all that is wanted, and for everything otherwise', () => {
    expect(partFor(20, 40)).toBe('p1');
    expect(partFor(40, 55)).toBe('p2');
    expect(partFor(0, 20)).toBe('p0');
    expect(partFor(20, 1000)).toBe('all');
    expect(partFor(38, 40)).toBe('all');
  });
});
