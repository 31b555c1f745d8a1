import { describe, expect, it } from 'vitest';
import { queryFromChoices } from '@/lib/roster/filter-query';
import { buildFilterView } from '@/lib/roster/filter-view';
import { FILTER_PARAMS, filterBody, hasFilters, parseFilters, serializeFilters, type FilterOptions } from '@/lib/roster/filters';
import type { Attributes } from '@/lib/api/types';
import { WOMEN_BOARD } from '@/lib/roster/boards';

const OPTIONS: FilterOptions = {
  hair: ['Blonde', 'Brown', 'Dark Brown', 'Black'],
  eyes: ['Blue', 'Brown', 'Green'],
  boards: ['new_faces', 'curvy', 'kids'],
  height: { min: 160, max: 195 },
};

const parse = (query: string, locale: 'pt' | 'en' | 'es' = 'pt') => parseFilters(new URLSearchParams(query), locale, OPTIONS);

describe('roster filters in the address', () => {
  it('reads the example address of the brief in Portuguese, and writes it back the one way', () => {
    const filters = parse('altura=174-180&olhos=verde,azul');
    expect(filters).toEqual({ height: { min: 174, max: 180 }, hair: [], eyes: ['Blue', 'Green'], board: null, inTown: false });
    // Values in the options' order, whatever order the address gave them in.
    expect(serializeFilters(filters, 'pt')).toBe('altura=174-180&olhos=azul,verde');
    expect(serializeFilters(filters, 'en')).toBe('height=174-180&eyes=blue,green');
  });

  it('writes colours and boards in the words of each language, accents folded', () => {
    const filters = parse('cabelo=castanho-escuro&categoria=novos_rostos');
    expect(filters.hair).toEqual(['Dark Brown']);
    expect(filters.board).toBe('new_faces');
    expect(serializeFilters(filters, 'pt')).toBe('cabelo=castanho-escuro&categoria=novos_rostos');
    expect(serializeFilters(filters, 'en')).toBe('hair=dark-brown&board=new_faces');
    expect(serializeFilters(filters, 'es')).toBe('cabello=castano-oscuro&categoria=nuevos_rostros');
    expect(parse('cabello=castano-oscuro', 'es').hair).toEqual(['Dark Brown']);
  });

  it('takes what a form sends without JavaScript: a parameter repeated, and both height selects', () => {
    const filters = parse('altura=170&altura=182&olhos=verde&olhos=azul&cabelo=preto');
    expect(filters).toEqual({ height: { min: 170, max: 182 }, hair: ['Black'], eyes: ['Blue', 'Green'], board: null, inTown: false });
  });

  it('leaves out the full height range, and turns a reversed or out-of-range one into the range it means', () => {
    expect(parse('altura=160&altura=195').height).toBeNull();
    expect(parse('altura=150-210').height).toBeNull();
    expect(parse('altura=180-174').height).toEqual({ min: 174, max: 180 });
    expect(parse('altura=120-170').height).toEqual({ min: 160, max: 170 });
    expect(parse('altura=-170').height).toEqual({ min: 160, max: 170 });
    expect(parse('altura=185-').height).toEqual({ min: 185, max: 195 });
  });

  it('drops what the roster does not offer and anything that is not a filter value, without failing', () => {
    const filters = parse('altura=abc&olhos=violeta,%00,azul&cabelo=' + 'x'.repeat(5000) + '&categoria=nope&other=1');
    expect(filters).toEqual({ height: null, hair: [], eyes: ['Blue'], board: null, inTown: false });
    expect(hasFilters(parse('olhos=violeta'))).toBe(false);
    expect(hasFilters(parse(''))).toBe(false);
  });

  it('reads the in-town choice in each language’s word, writes it last as =1, and drops any other value', () => {
    expect(parse('na-cidade=1').inTown).toBe(true);
    expect(parse('na-cidade=on').inTown).toBe(true);
    expect(parse('in-town=1', 'en').inTown).toBe(true);
    expect(parse('en-la-ciudad=1', 'es').inTown).toBe(true);
    expect(parse('na-cidade=0').inTown).toBe(false);
    expect(parse('na-cidade=talvez').inTown).toBe(false);
    expect(hasFilters(parse('na-cidade=0'))).toBe(false);
    const filters = parse('na-cidade=1&olhos=verde');
    expect(hasFilters(filters)).toBe(true);
    expect(serializeFilters(filters, 'pt')).toBe('olhos=verde&na-cidade=1');
    expect(serializeFilters(filters, 'en')).toBe('eyes=green&in-town=1');
    expect(serializeFilters(filters, 'es')).toBe('ojos=verde&en-la-ciudad=1');
  });

  it('asks the service with the contract’s body filters', () => {
    expect(filterBody(parse('altura=174-180&olhos=verde&cabelo=loiro&categoria=curvy'))).toEqual({
      height_min: 174,
      height_max: 180,
      hair: ['Blonde'],
      eyes: ['Green'],
      category: 'curvy',
    });
    expect(filterBody(parse(''))).toEqual({});
    expect(filterBody(parse('na-cidade=1'))).toEqual({ in_town: true });
  });
});

describe('the filter form', () => {
  const attributes: Attributes = {
    hair: OPTIONS.hair.map((value) => ({ value, label: value })),
    eyes: OPTIONS.eyes.map((value) => ({ value, label: value })),
    categories: OPTIONS.boards.map((value) => ({ value, label: value })),
    height: OPTIONS.height,
  };

  /** The women's board's filter form in Portuguese for `filters`; board choices labelled by `boardLabel`. */
  const womenView = (filters: ReturnType<typeof parse>, boardLabel: (key: string) => string = (key) => key) =>
    buildFilterView({ locale: 'pt', board: WOMEN_BOARD, action: '/modelos/feminino', attributes, filters, labels: { board: boardLabel, inTown: 'Na cidade' } });

  it('offers labels in the page’s language and links that take one filter away', () => {
    const view = womenView(parse('altura=174-180&olhos=verde,azul&cabelo=loiro'), (key) => `board:${key}`);
    expect(view.hair.map((item) => item.label)).toEqual(['Loiro', 'Castanho', 'Castanho Escuro', 'Preto']);
    expect(view.eyes.filter((item) => item.checked).map((item) => item.slug)).toEqual(['azul', 'verde']);
    expect(view.chips.map((chip) => [chip.label, chip.href])).toEqual([
      ['174 – 180 cm', '/modelos/feminino?cabelo=loiro&olhos=azul,verde'],
      ['Loiro', '/modelos/feminino?altura=174-180&olhos=azul,verde'],
      ['Azul', '/modelos/feminino?altura=174-180&cabelo=loiro&olhos=verde'],
      ['Verde', '/modelos/feminino?altura=174-180&cabelo=loiro&olhos=azul'],
    ]);
    expect(view.query).toBe('altura=174-180&cabelo=loiro&olhos=azul,verde');
  });

  it('shows the in-town choice as checked and as a chip that takes it away', () => {
    const view = womenView(parse('olhos=verde&na-cidade=1'));
    expect(view.inTown).toBe(true);
    expect(view.chips.map((chip) => [chip.label, chip.href])).toEqual([
      ['Verde', '/modelos/feminino?na-cidade=1'],
      ['Na cidade', '/modelos/feminino?olhos=verde'],
    ]);
  });

  it('has no board choice on a category board, which is a board already', () => {
    const view = buildFilterView({
      locale: 'en',
      board: { kind: 'category', key: 'curvy' },
      action: '/en/models/curvy',
      attributes,
      filters: parse(''),
      labels: { board: (key) => key, inTown: 'In town' },
    });
    expect(view.boards).toBeNull();
    expect(view.params).toEqual(FILTER_PARAMS.en);
  });

  // The browser writes the address from the form (lib/roster/filter-query.ts) without the colour
  // tables; the proxy writes it with them (filters.ts). A difference would cost a redirect per change.
  it('writes from its choices the very address the proxy keeps, so a change costs no redirect', () => {
    const cases = ['', 'altura=174-180', 'olhos=azul,verde', 'altura=160-170&cabelo=loiro,preto&olhos=castanho&categoria=curvy', 'categoria=criancas', 'na-cidade=1', 'altura=170-180&categoria=curvy&na-cidade=1'];
    for (const query of cases) {
      const filters = parse(query);
      const view = womenView(filters);
      const choices = {
        from: view.height.from,
        to: view.height.to,
        // Chosen in another order than the options': the address still lists them in the options' order.
        hair: view.hair.filter((item) => item.checked).map((item) => item.slug).reverse(),
        eyes: view.eyes.filter((item) => item.checked).map((item) => item.slug).reverse(),
        board: view.boards?.find((item) => item.checked)?.slug ?? '',
        inTown: view.inTown,
      };
      const order = { hair: view.hair.map((item) => item.slug), eyes: view.eyes.map((item) => item.slug) };
      expect(queryFromChoices(choices, order, view.params, view.height)).toBe(serializeFilters(filters, 'pt'));
    }
  });
});
