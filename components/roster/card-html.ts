import 'server-only';
import { getImageProps } from 'next/image';
import { getTranslations } from 'next-intl/server';
import { preload } from 'react-dom';
import type { TalentSummary } from '@/lib/api/types';
import { buildLocalizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { REVEAL_STEP } from '@/lib/roster/reveal';
import { talentSlug } from '@/lib/talents/slug';
import toggleStyles from '@/components/favorites/favorite-toggle.module.css';
import { HEART_PATH } from '@/components/favorites/heart-icon';
import styles from './roster-card.module.css';

/**
 * The roster's cards as HTML text, written here once for the page and for the reveal route: the
 * page hands it to the browser outside React's payload (card-relay.ts) and the reveal route sends
 * the next cards as a fragment, so every card reaches the browser once, as markup.
 */

/**
 * A card's width at every viewport: two columns on phones, three from 640 px, four from 1024 px,
 * five from 1366 px, six from 1750 px (roster-board.module.css), inside the container's gutters
 * (4vw, 16 px under 400 px, 56 px from 1400 px), less the column gaps (1.6vw, 10 px to 24 px),
 * the container stopping at 1600 px.
 */
export const CARD_SIZES =
  '(min-width: 1750px) 228px, (min-width: 1600px) 279px, (min-width: 1366px) 17.2vw, (min-width: 1024px) 21.8vw, (min-width: 640px) 29.6vw, calc(46vw - 5px)';

/**
 * The widths a card's photo may need: 166 to 279 CSS px at one to three device pixels per CSS px.
 * The optimizer's other widths (64, 128, 1280, 1600, 1920) are never chosen for a card; leaving them
 * out of each srcset keeps a long board's fragment small.
 */
const CARD_WIDTHS = new Set([256, 375, 384, 640, 750, 828, 1080]);

/** The optimizer's srcset with only the widths in `widths`: a long list of photos written as HTML stays small. */
export function srcSetWithin(srcSet: string | undefined, widths: ReadonlySet<number>): string | undefined {
  return srcSet
    ?.split(', ')
    .filter((entry) => widths.has(Number(/ (\d+)w$/.exec(entry)?.[1])))
    .join(', ');
}

function cardSrcSet(srcSet: string | undefined): string | undefined {
  return srcSetWithin(srcSet, CARD_WIDTHS);
}

/** The cards that load at once: the first rows on a phone; the others wait until they near the viewport. */
const EAGER_CARDS = 4;
/** The first row on a phone: the largest paint of the page (LCP), asked for before anything else. */
const HIGH_PRIORITY_CARDS = 2;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

function attributes(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${name}="${escapeHtml(String(value))}"`)
    .join(' ');
}

function styleText(style: Record<string, unknown> | undefined): string | undefined {
  if (!style) return undefined;
  const rules = Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`)}:${String(value)}`);
  return rules.length > 0 ? rules.join(';') : undefined;
}

function cardImageProps(cover: string, index: number) {
  const eager = index < EAGER_CARDS;
  return getImageProps({
    src: cover,
    alt: '',
    fill: true,
    sizes: CARD_SIZES,
    quality: 60,
    loading: eager ? 'eager' : 'lazy',
    fetchPriority: index < HIGH_PRIORITY_CARDS ? 'high' : undefined,
    className: styles.photo,
  }).props;
}

/**
 * The first row's photos as preload hints in the head: the largest paint is the first card's photo,
 * and the hint asks for it with the document instead of once the parser reaches the card.
 */
export function preloadFirstPhotos(talents: readonly TalentSummary[]): void {
  talents.slice(0, HIGH_PRIORITY_CARDS).forEach((talent, index) => {
    if (!talent.cover) return;
    const props = cardImageProps(talent.cover, index);
    preload(props.src, { as: 'image', imageSrcSet: cardSrcSet(props.srcSet), imageSizes: props.sizes, fetchPriority: 'high' });
  });
}

/** An `<img>` as next/image draws it (getImageProps), as markup; `srcSet` in place of the optimizer's full list. */
export function imageHtml(props: ReturnType<typeof getImageProps>['props'], srcSet: string | undefined = props.srcSet): string {
  return `<img ${attributes({
    alt: props.alt,
    loading: props.loading,
    fetchpriority: props.fetchPriority,
    decoding: props.decoding,
    'data-nimg': (props as Record<string, unknown>)['data-nimg'] as string | undefined,
    width: props.width,
    height: props.height,
    class: props.className,
    style: styleText(props.style as Record<string, unknown> | undefined),
    sizes: props.sizes,
    srcset: srcSet,
    src: props.src,
  })}>`;
}

function photo(cover: string, index: number): string {
  const props = cardImageProps(cover, index);
  // The name right below is the link's text, so the photo adds nothing for screen readers.
  return imageHtml(props, cardSrcSet(props.srcSet));
}

export type CardLabels = {
  /** "Adicionar Ana Souza aos favoritos", with the name filled in. */
  addFavorite: (name: string) => string;
  /** The small mark of a talent the panel says is in town, or away. */
  inTown: string;
  away: string;
};

/** The cards' words in `locale`. */
export async function cardLabels(locale: Locale): Promise<CardLabels> {
  const [favorites, casting] = await Promise.all([
    getTranslations({ locale, namespace: 'Favorites' }),
    getTranslations({ locale, namespace: 'Casting' }),
  ]);
  return {
    addFavorite: (name) => favorites.markup('add', { name, talent: (chunks) => chunks }),
    inTown: casting('cardInTown'),
    away: casting('cardAway'),
  };
}

/**
 * One `<li>` per talent, `first` being the index of the first of them on the board (it decides
 * which photos load at once). The first card of each step of 20 carries an id, so the "more" link
 * of a page without scripts lands on the cards it added.
 */
export function renderCardsHtml(talents: readonly TalentSummary[], first: number, locale: Locale, labels: CardLabels): string {
  return talents
    .map((talent, offset) => {
      const index = first + offset;
      const href = buildLocalizedPath('/models/[slug]/[name]', { slug: String(talent.id), name: talentSlug(talent.name) }, locale);
      const name = escapeHtml(talent.name);
      const frame = talent.cover
        ? `<span class="${styles.frame}" data-loading="true">${photo(talent.cover, index)}</span>`
        : `<span class="${styles.frame}"></span>`;
      // Disabled until the page's script can keep it: a heart that did nothing when tapped would lie.
      const heart =
        `<button type="button" disabled aria-pressed="false" class="${toggleStyles.toggle} ${toggleStyles.card}" ` +
        `${attributes({ 'data-favorite': '', 'data-gender': talent.gender ?? undefined, 'data-cover': talent.cover ?? undefined })}>` +
        `<svg class="${toggleStyles.icon}" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">` +
        `<path d="${HEART_PATH}" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round"></path></svg>` +
        `<span class="visually-hidden">${escapeHtml(labels.addFavorite(talent.name))}</span></button>`;
      const id = index > 0 && index % REVEAL_STEP === 0 ? ` id="cards-${index}"` : '';
      // Beside the link, not in it: the link's text is the name the search reads.
      const whereabouts =
        talent.inTown === undefined
          ? ''
          : `<span class="${styles.whereabouts}" data-in-town="${talent.inTown}">${escapeHtml(talent.inTown ? labels.inTown : labels.away)}</span>`;
      return (
        `<li class="${styles.card}"${id} data-id="${talent.id}">` +
        `<a href="${escapeHtml(href)}" class="${styles.link}" data-card-link="">${frame}<span class="${styles.name}">${name}</span></a>` +
        `${whereabouts}${heart}</li>`
      );
    })
    .join('');
}
