import 'server-only';
import { getImageProps } from 'next/image';
import type { getTranslations } from 'next-intl/server';
import { preload } from 'react-dom';
import { escapeHtml, imageHtml, srcSetWithin } from '@/components/roster/card-html';
import type { Locale } from '@/lib/i18n/routing';
import type { AvailabilityStatus, PackageTalent } from '@/lib/packages/types';
import { displayMeasurement } from '@/lib/roster/units';
import { measurementsFor, type MeasurementKey, type Unit } from '@/lib/talents/measurements';
import { autoplayUrl, VIDEO_PROVIDER_NAMES, videoEmbedUrl, videoWatchUrl, type VideoProvider } from '@/lib/talents/video';
import styles from './package.module.css';

/**
 * A package's talents as HTML text, written here once on the server: the page hands it to the browser
 * outside React's payload (components/roster/card-relay.ts), like a roster's cards, so each talent
 * reaches the browser once, as markup. The page's islands work on this markup: the unit switch shows one
 * of the two measurement lists, the viewer opens the photo links, a play button loads its player, the
 * tick boxes belong to the answer form (`form` attribute) and the hold links to the hold form.
 */

export type TalentLabels = {
  note: string;
  measure: (key: MeasurementKey) => string;
  availability: (status: AvailabilityStatus) => string;
  availabilityLabel: string;
  photos: (name: string) => string;
  openPhoto: (name: string, position: number, total: number) => string;
  photoAlt: (name: string, position: number, total: number) => string;
  videos: (name: string) => string;
  videoTitle: (name: string, position: number, total: number, provider: string) => string;
  videoPlay: (position: number, total: number, provider: string) => string;
  pick: (name: string) => string;
  holdLink: string;
};

type PackageMessages = Awaited<ReturnType<typeof getTranslations<'Package'>>>;
type ProfileMessages = Awaited<ReturnType<typeof getTranslations<'Profile'>>>;

/** The words of a package's talents, in the page's language. */
export function talentLabels(t: PackageMessages, tProfile: ProfileMessages): TalentLabels {
  return {
    note: t('note'),
    measure: (key) => tProfile(`measure.${key}`),
    availability: (status) => t(`availability.${status}`),
    availabilityLabel: t('availability.label'),
    photos: (name) => t('photos', { name }),
    openPhoto: (name, position, total) => t('openPhoto', { name, position, total }),
    photoAlt: (name, position, total) => t('photoAlt', { name, position, total }),
    videos: (name) => t('videos', { name }),
    videoTitle: (name, position, total, provider) => tProfile('videoTitle', { name, position, total, provider }),
    videoPlay: (position, total, provider) => tProfile('videoPlay', { position, total, provider }),
    pick: (name) => t('pick', { name }),
    holdLink: t('hold.link'),
  };
}

type Options = {
  locale: Locale;
  labels: TalentLabels;
  /** Talents the client's answer named (their boxes start ticked). */
  picked: readonly number[];
  /** The answer form's id, for the tick boxes' `form` attribute. */
  answerFormId: string;
  /** How many talents of the package come before these (a later part starts its numbering there). */
  offset?: number;
};

const PHOTO_SIZES = '(min-width: 960px) 25vw, 78vw';
/**
 * The widths a chosen photo may need: about 290 to 340 CSS px on a phone and 240 to 370 beside the
 * details on a wide screen, at one to three device pixels per CSS px. The optimizer's other widths
 * are never chosen; leaving them out keeps a package of 40 talents' HTML small.
 */
const PHOTO_WIDTHS = new Set([256, 384, 640, 750, 828, 1080]);
const STILL_SIZES = '(min-width: 960px) 37vw, 100vw';
/** A still is shown dimmed and grey behind its play button: no more than 828 pixels wide is ever needed. */
const STILL_WIDTHS = new Set([384, 640, 828]);
const PLAY_ICON =
  '<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false"><path d="M8 5.5v13l10.5-6.5z" fill="currentColor"></path></svg>';

function photoProps(file: string, width: number, height: number, alt: string, first: boolean, eager: boolean) {
  return getImageProps({
    src: file,
    alt,
    width: width || 1200,
    height: height || 1800,
    sizes: PHOTO_SIZES,
    quality: 70,
    loading: eager ? 'eager' : 'lazy',
    fetchPriority: first ? 'high' : undefined,
  }).props;
}

/**
 * The first talent's first photo as a preload hint in the head: on a phone it is the largest paint,
 * and the hint asks for it with the document instead of once the parser reaches it.
 */
export function preloadFirstPhoto(talents: readonly PackageTalent[]): void {
  const photo = talents[0]?.photos[0];
  if (!photo) return;
  const props = photoProps(photo.file, photo.width, photo.height, '', true, true);
  preload(props.src, { as: 'image', imageSrcSet: srcSetWithin(props.srcSet, PHOTO_WIDTHS), imageSizes: props.sizes, fetchPriority: 'high' });
}

function availabilityHtml(talent: PackageTalent, labels: TalentLabels): string {
  const { availability } = talent;
  if (!availability) return '';
  // The space keeps status and dates apart for a screen reader; the line's gap does it on screen.
  const dates = availability.dates ? ` <span class="${styles.availabilityDates}">${escapeHtml(availability.dates)}</span>` : '';
  return (
    `<p class="${styles.availability}" data-availability="${availability.status}">` +
    `<span class="visually-hidden">${escapeHtml(labels.availabilityLabel)}: </span>` +
    `<span class="${styles.availabilityStatus}">${escapeHtml(labels.availability(availability.status))}</span>${dates}</p>`
  );
}

function measuresHtml(talent: PackageTalent, unit: Unit, locale: Locale, labels: TalentLabels): string {
  const list = measurementsFor({ ...talent.measurements, gender: talent.gender }, unit, locale);
  if (list.length === 0) return '';
  const items = list.map((item) => `<div><dt>${escapeHtml(labels.measure(item.key))}</dt><dd>${escapeHtml(displayMeasurement(item, unit))}</dd></div>`);
  return `<dl class="${styles.measures} ${styles[unit]}">${items.join('')}</dl>`;
}

function photosHtml(talent: PackageTalent, position: number, labels: TalentLabels): string {
  const total = talent.photos.length;
  if (total === 0) return '';
  const items = talent.photos.map((photo, index) => {
    const props = photoProps(photo.file, photo.width, photo.height, labels.photoAlt(talent.name, index + 1, total), position === 1 && index === 0, position === 1 && index < 2);
    // A plain link without script; the page's viewer opens it full screen.
    return (
      `<li><a href="${escapeHtml(photo.file)}" class="${styles.photo}" data-viewer-talent="${talent.id}" data-viewer-name="${escapeHtml(talent.name)}" ` +
      `data-width="${photo.width}" data-height="${photo.height}" aria-label="${escapeHtml(labels.openPhoto(talent.name, index + 1, total))}" rel="noreferrer">` +
      `${imageHtml(props, srcSetWithin(props.srcSet, PHOTO_WIDTHS))}</a></li>`
    );
  });
  return `<ul class="${styles.photos}${total > 4 ? ` ${styles.many}` : ''}" aria-label="${escapeHtml(labels.photos(talent.name))}">${items.join('')}</ul>`;
}

/** `embed`: the player that starts at once, for a frame loaded because the visitor pressed play. */
type Playable = { provider: VideoProvider; embed: string; watch: string };

/**
 * Each video as a still (the talent's cover, from the agency's own media) with a play button: no
 * request reaches the video's host until the visitor presses play, when the page's script puts the
 * player there (the embed address in `data-video-play`). Without script the button is a link to the
 * video's own page.
 */
function videosHtml(talent: PackageTalent, labels: TalentLabels): string {
  const videos = talent.video.flatMap((video): Playable[] => {
    const embed = videoEmbedUrl(video);
    const watch = videoWatchUrl(video);
    return embed && watch ? [{ provider: video.provider, embed: autoplayUrl(embed), watch }] : [];
  });
  if (videos.length === 0) return '';
  const still = talent.cover ?? talent.photos[0]?.file ?? null;
  const stillProps = still ? getImageProps({ src: still, alt: '', fill: true, sizes: STILL_SIZES, quality: 60, loading: 'lazy', className: styles.still }).props : null;
  const stillHtml = stillProps ? imageHtml(stillProps, srcSetWithin(stillProps.srcSet, STILL_WIDTHS)) : '';
  const items = videos.map((video, index) => {
    const provider = VIDEO_PROVIDER_NAMES[video.provider];
    const title = labels.videoTitle(talent.name, index + 1, videos.length, provider);
    return (
      `<div class="${styles.video}"><a href="${escapeHtml(video.watch)}" class="${styles.play}" target="_blank" rel="noreferrer" ` +
      `data-video-play="${escapeHtml(video.embed)}" data-video-title="${escapeHtml(title)}">${stillHtml}` +
      `<span class="${styles.playButton}">${PLAY_ICON}<span>${escapeHtml(labels.videoPlay(index + 1, videos.length, provider))}</span>` +
      `<span class="visually-hidden"> — ${escapeHtml(talent.name)}</span></span></a></div>`
    );
  });
  return `<div class="${styles.videos}" role="group" aria-label="${escapeHtml(labels.videos(talent.name))}">${items.join('')}</div>`;
}

/** One `<li>` per talent, in the booker's order. */
export function renderTalentsHtml(talents: readonly PackageTalent[], { locale, labels, picked, answerFormId, offset = 0 }: Options): string {
  return talents
    .map((talent, index) => {
      const position = offset + index + 1;
      const name = escapeHtml(talent.name);
      const headingId = `talent-${talent.id}-name`;
      const note = talent.note ? `<p class="${styles.note}"><span>${escapeHtml(labels.note)}</span>${escapeHtml(talent.note)}</p>` : '';
      const pick =
        `<label class="${styles.pick}"><input type="checkbox" name="talent_ids" value="${talent.id}" form="${answerFormId}"${picked.includes(talent.id) ? ' checked' : ''}>` +
        `<span>${escapeHtml(labels.pick(talent.name))}</span></label>`;
      // Without script, the page again with this talent chosen in the hold form; with script, the form at once.
      const hold = `<a href="?hold=${talent.id}#hold" class="${styles.holdLink}" data-hold-talent="${talent.id}">${escapeHtml(labels.holdLink)}<span class="visually-hidden"> — ${name}</span></a>`;
      return (
        `<li class="${styles.talent}" id="talent-${talent.id}" data-package-talent="${talent.id}" aria-labelledby="${headingId}">` +
        `<div class="${styles.head}"><p class="${styles.index}" aria-hidden="true">${String(position).padStart(2, '0')}</p>` +
        `<h2 class="${styles.name}" id="${headingId}">${name}</h2>${availabilityHtml(talent, labels)}</div>` +
        `<div class="${styles.details}">${note}${measuresHtml(talent, 'metric', locale, labels)}${measuresHtml(talent, 'imperial', locale, labels)}` +
        `<div class="${styles.actions}">${pick}${hold}</div></div>` +
        `<div class="${styles.media}">${photosHtml(talent, position, labels)}${videosHtml(talent, labels)}</div></li>`
      );
    })
    .join('');
}
