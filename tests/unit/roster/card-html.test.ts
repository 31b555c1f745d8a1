// @vitest-environment jsdom
import { preload } from 'react-dom';
import { CARD_SIZES, escapeHtml, preloadFirstPhotos, renderCardsHtml } from '@/components/roster/card-html';
import type { TalentSummary } from '@/lib/api/types';

vi.mock('react-dom', async (importOriginal) => ({ ...(await importOriginal<typeof import('react-dom')>()), preload: vi.fn() }));

const labels = { addFavorite: (name: string) => `Adicionar ${name} aos favoritos`, inTown: 'Na cidade', away: 'Fora' };

function talent(id: number, name: string, cover: string | null = `http://localhost:4000/storage/${id}.jpg`, inTown?: boolean): TalentSummary {
  return { id, name, gender: 'woman', cover, ...(inTown === undefined ? {} : { inTown }) };
}

function parse(html: string): HTMLUListElement {
  const list = document.createElement('ul');
  list.innerHTML = html;
  return list;
}

describe('the roster cards as server HTML', () => {
  it('writes one card per talent: the profile link named by the talent, the photo, a heart named after them', () => {
    const list = parse(renderCardsHtml([talent(12, 'Ana Souza'), talent(2, 'Álvaro Mendes')], 0, 'pt', labels));
    const cards = [...list.querySelectorAll('li')];
    expect(cards.map((card) => card.dataset.id)).toEqual(['12', '2']);
    const link = cards[0]!.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/modelos/12/ana-souza');
    expect(link.textContent).toBe('Ana Souza');
    expect(cards[1]!.querySelector('a')!.getAttribute('href')).toBe('/modelos/2/alvaro-mendes');
    const image = link.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('');
    expect(image.getAttribute('sizes')).toBe(CARD_SIZES);
    expect(image.getAttribute('srcset')).toContain('/_next/image?url=');
    const heart = cards[0]!.querySelector('button')!;
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(heart.textContent).toBe('Adicionar Ana Souza aos favoritos');
    // Inert until the page's script takes it over.
    expect(heart.disabled).toBe(true);
    expect(heart.dataset.cover).toBe('http://localhost:4000/storage/12.jpg');
  });

  it('asks for the first photos first and lets the others wait until they come near', () => {
    const list = parse(renderCardsHtml(Array.from({ length: 6 }, (_, index) => talent(index + 1, `Talent ${index}`)), 0, 'en', labels));
    const images = [...list.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'high', null, null, null, null]);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(list.querySelector('a')!.getAttribute('href')).toBe('/en/models/1/talent-0');
    // A later part of the board: no photo of it is the page's first.
    const later = parse(renderCardsHtml([talent(30, 'Later')], 20, 'pt', labels));
    expect(later.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    expect(later.querySelector('li')!.id).toBe('cards-20');
  });

  it('marks a talent the panel says is in town or away, beside the link so the name search reads only the name', () => {
    const list = parse(renderCardsHtml([talent(1, 'Here', null, true), talent(2, 'There', null, false), talent(3, 'Unknown', null)], 0, 'pt', labels));
    const cards = [...list.querySelectorAll('li')];
    expect(cards.map((card) => card.querySelector('[data-in-town]')?.textContent ?? null)).toEqual(['Na cidade', 'Fora', null]);
    expect(cards.map((card) => card.querySelector('a')!.textContent)).toEqual(['Here', 'There', 'Unknown']);
  });

  it('writes a name as text, whatever characters it holds', () => {
    const hostile = `<img src=x onerror="alert(1)">'&"`;
    const list = parse(renderCardsHtml([talent(7, hostile, null)], 0, 'pt', labels));
    expect(list.querySelectorAll('img')).toHaveLength(0);
    expect(list.querySelector('a')!.textContent).toBe(hostile);
    expect(list.querySelector('button')!.textContent).toBe(`Adicionar ${hostile} aos favoritos`);
    expect(escapeHtml(`<a href="x">'&`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;');
  });

  it('preloads the first row photos exactly as their cards ask for them, so the browser fetches each once', () => {
    const talents = [talent(1, 'No Photo', null), talent(2, 'Second'), talent(3, 'Third')];
    preloadFirstPhotos(talents);
    const images = [...parse(renderCardsHtml(talents, 0, 'pt', labels)).querySelectorAll('img')];
    // The first card has no photo: only the second card's is in the first row.
    expect(vi.mocked(preload).mock.calls).toEqual([
      [
        images[0]!.getAttribute('src'),
        { as: 'image', imageSrcSet: images[0]!.getAttribute('srcset'), imageSizes: images[0]!.getAttribute('sizes'), fetchPriority: 'high' },
      ],
    ]);
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
  });
});
