import type { Attributes } from '@/lib/api/types';
import type { BoardKey, Locale } from '@/lib/i18n/routing';
import { colourFromValue, type ColourKind } from '@/lib/talents/colours';
import type { Board } from './boards';
import {
  FILTER_BOARDS,
  FILTER_PARAMS,
  IN_TOWN_VALUE,
  boardSlug,
  colourSlug,
  serializeFilters,
  withoutValue,
  type FilterName,
  type FilterOptions,
  type RosterFilters,
} from './filters';

/** One choice of the filter form: the word it puts in the address, and what the visitor reads. */
export type FilterChoice = { slug: string; label: string };

/** An active filter shown above the cards, with the address of the roster without it. */
export type FilterChip = { name: FilterName; label: string; href: string; slug: string };

/** What the filter form needs, computed on the server (no colour tables in the browser). */
export type FilterView = {
  /** The board's own address, which the form submits to. */
  action: string;
  params: Record<FilterName, string>;
  height: { min: number; max: number; from: number; to: number };
  hair: Array<FilterChoice & { checked: boolean }>;
  eyes: Array<FilterChoice & { checked: boolean }>;
  /** Null on a category board: the board is already one. */
  boards: Array<FilterChoice & { checked: boolean }> | null;
  /** Only talents in town. */
  inTown: boolean;
  chips: FilterChip[];
  /** The current filters' query (no `?`), empty for none. */
  query: string;
};

/** The attributes as the options filters.ts checks addresses against. */
export function filterOptions(attributes: Attributes): FilterOptions {
  const boards = new Set(attributes.categories.map((option) => option.value));
  return {
    hair: attributes.hair.map((option) => option.value),
    eyes: attributes.eyes.map((option) => option.value),
    // The boards the service knows and the site has a page for.
    boards: FILTER_BOARDS.filter((key) => boards.has(key)),
    height: attributes.height,
  };
}

function colourLabel(kind: ColourKind, value: string, portugueseLabel: string, locale: Locale): string {
  const colour = colourFromValue(kind, value);
  return colour ? colour[locale] : portugueseLabel;
}

type Labels = { board: (key: BoardKey) => string; inTown: string };

type Built = FilterChoice & { checked: boolean; value: string };

const asChoices = (items: Built[]) => items.map(({ slug, label, checked }) => ({ slug, label, checked }));

export function buildFilterView(input: {
  locale: Locale;
  board: Board;
  action: string;
  attributes: Attributes;
  filters: RosterFilters;
  labels: Labels;
}): FilterView {
  const { locale, board, action, attributes, filters, labels } = input;
  const hrefWithout = (name: FilterName, value?: string) => {
    const query = serializeFilters(withoutValue(filters, name, value), locale);
    return query ? `${action}?${query}` : action;
  };
  const colourChoices = (kind: ColourKind): Built[] =>
    attributes[kind].map((option) => ({
      value: option.value,
      slug: colourSlug(kind, option.value, locale),
      label: colourLabel(kind, option.value, option.label, locale),
      checked: filters[kind].includes(option.value),
    }));
  const hair = colourChoices('hair');
  const eyes = colourChoices('eyes');
  const boards: Built[] | null =
    board.kind === 'category'
      ? null
      : filterOptions(attributes).boards.map((key) => ({ value: key, slug: boardSlug(key, locale), label: labels.board(key), checked: filters.board === key }));

  const chips: FilterChip[] = [];
  if (filters.height) {
    const { min, max } = filters.height;
    // The browser writes it again in ft/in for a visitor who chose inches (components/roster/roster-filters.tsx).
    chips.push({ name: 'height', slug: `${min}-${max}`, label: min === max ? `${min} cm` : `${min} – ${max} cm`, href: hrefWithout('height') });
  }
  for (const [kind, choices] of [['hair', hair], ['eyes', eyes]] as const) {
    for (const choice of choices.filter((item) => item.checked)) {
      chips.push({ name: kind, slug: choice.slug, label: choice.label, href: hrefWithout(kind, choice.value) });
    }
  }
  if (filters.board && boards) chips.push({ name: 'board', slug: boardSlug(filters.board, locale), label: labels.board(filters.board), href: hrefWithout('board') });
  if (filters.inTown) chips.push({ name: 'inTown', slug: IN_TOWN_VALUE, label: labels.inTown, href: hrefWithout('inTown') });

  return {
    action,
    params: FILTER_PARAMS[locale],
    height: {
      min: attributes.height.min,
      max: attributes.height.max,
      from: filters.height?.min ?? attributes.height.min,
      to: filters.height?.max ?? attributes.height.max,
    },
    hair: asChoices(hair),
    eyes: asChoices(eyes),
    boards: boards ? asChoices(boards) : null,
    inTown: filters.inTown,
    chips,
    query: serializeFilters(filters, locale),
  };
}
