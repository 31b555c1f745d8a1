import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/config/env';
import type { BoardKey } from '@/lib/i18n/routing';
import { resolveMediaUrl } from '@/lib/talents/media';
import type { VideoItem } from '@/lib/talents/video';
import { cachedRead } from './cached';
import { request } from './client';
import { isApiError } from './errors';
import { digitalSets } from '@/lib/talents/casting';
import { galleryPhotoSchema, galleryVideoSchema, locationSchema, profileResponseSchema, talentPageSchema } from './schemas';
import { tags } from './tags';
import type { Gender, GalleryPhoto, TalentLocation, TalentProfile, TalentSummary } from './types';

/** A category board is asked of the service by its key (`new_faces`, …): the keys routing names the boards by. */
export type TalentFilter = { gender?: Gender; category?: BoardKey };

// The roster shows every talent at once and filters by letter in the browser.
const ROSTER_PAGE_SIZE = 1000;

function toGender(value: string | null): Gender | null {
  return value === 'woman' || value === 'man' ? value : null;
}

function toPhoto(item: z.output<typeof galleryPhotoSchema>): GalleryPhoto | null {
  const file = resolveMediaUrl(item.file, env.PANEL_URL);
  return file ? { file, width: item.width ?? 0, height: item.height ?? 0 } : null;
}

function toPhotos(items: z.output<typeof galleryPhotoSchema>[]): GalleryPhoto[] {
  return items.map(toPhoto).filter((photo) => photo !== null);
}

function toLocation(location: z.output<typeof locationSchema>): TalentLocation | null {
  return location ? { inTown: location.in_town, city: location.city, until: location.until } : null;
}

function toVideos(items: z.output<typeof galleryVideoSchema>[]): VideoItem[] {
  const videos: VideoItem[] = [];
  for (const { provider, file } of items) {
    const name = provider.trim().toLowerCase();
    // Only YouTube and Vimeo can be embedded; anything else is left out rather than shown broken.
    if ((name === 'youtube' || name === 'vimeo') && file.trim() !== '') videos.push({ provider: name, file: file.trim() });
  }
  return videos;
}

/**
 * One uncached `POST /api/talents` with `body` as its filters (docs/contract.md): the roster in the
 * service's order. Filtered rosters are kept by lib/roster/filtered-talents.ts, within bounds.
 */
export async function readTalents(locale: string, body: Record<string, unknown>): Promise<TalentSummary[]> {
  const page = await request('integration', '/api/talents', {
    method: 'POST',
    query: { language: locale, paginate: ROSTER_PAGE_SIZE },
    json: body,
    schema: talentPageSchema,
  });
  return page.data.map(
    (talent): TalentSummary => ({
      id: talent.id,
      name: talent.name,
      gender: toGender(talent.gender),
      cover: resolveMediaUrl(talent.cover, env.PANEL_URL),
      ...(talent.location ? { inTown: talent.location.in_town } : {}),
    }),
  );
}

/** The roster, optionally narrowed to a gender or category, in the service's order. */
export function getTalents(locale: string, filter: TalentFilter = {}): Promise<TalentSummary[]> {
  const body: TalentFilter = {};
  if (filter.gender) body.gender = filter.gender;
  if (filter.category) body.category = filter.category;
  return cachedRead(['talents', locale, body.gender ?? '', body.category ?? ''], [tags.talents], () => readTalents(locale, body));
}

/**
 * Asks the service whether a talent exists, uncached: the answer is not kept as a page or data-cache
 * entry, so made-up ids cannot fill the cache (lib/roster/address-gate.ts remembers it briefly).
 * Resolves when it exists; rejects with the ApiError `not_found` when it does not.
 */
export async function probeTalent(id: number, locale: string): Promise<void> {
  await request('integration', '/api/talent/profile', { query: { language: locale, id }, schema: z.unknown() });
}

/** One talent's profile; null when the service does not know the id. */
export function getTalentProfile(id: number, locale: string): Promise<TalentProfile | null> {
  // Editing a talent may only revalidate the roster tag, so profiles carry it too.
  return cachedRead(['talent-profile', String(id), locale], [tags.talent(id), tags.talents], async () => {
    const answer = await request('integration', '/api/talent/profile', {
      query: { language: locale, id, cover2: 1, skills: 1 },
      schema: profileResponseSchema,
    }).catch((error: unknown) => {
      if (isApiError(error) && error.code === 'not_found') return null;
      throw error;
    });
    if (!answer) return null;
    const profile = answer.data;
    return {
      id: profile.id,
      name: profile.name,
      gender: toGender(profile.gender),
      cover: resolveMediaUrl(profile.cover, env.PANEL_URL),
      cover2: resolveMediaUrl(profile.cover2, env.PANEL_URL),
      birthdate: profile.birthdate,
      height: profile.height,
      bust: profile.bust,
      waist: profile.waist,
      hips: profile.hips,
      chest: profile.chest,
      jeans: profile.jeans,
      shoes: profile.shoes,
      shirt: profile.shirt,
      suit: profile.suit,
      hair: profile.hair,
      eyes: profile.eyes,
      categories: profile.categories ?? [],
      skills: (profile.skills ?? []).map(({ id: skillId, name }) => ({ id: skillId, name })),
      book: toPhotos(profile.book),
      snap: toPhotos(profile.snap),
      polaroids: toPhotos(profile.polaroids),
      video: toVideos(profile.video),
      measuredAt: profile.measured_at,
      digitalSets: digitalSets([...profile.snap, ...profile.polaroids].map((photo) => ({ takenAt: photo.taken_at }))),
      location: toLocation(profile.location),
      motherAgency: profile.mother_agency ? { name: profile.mother_agency.name, url: profile.mother_agency.url } : null,
      instagram: profile.instagram ? { handle: profile.instagram.handle, followers: profile.instagram.followers } : null,
    };
  });
}
