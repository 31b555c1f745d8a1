import { describePool, type PoolImage } from './media';
import { createRandom, type Random } from './prng';

/**
 * The casting-ready fields of docs/contract.md for part of the seeded talents, so the demo and the
 * tests see every state: in town, away (with and without a city and a return date), placed from a
 * mother agency (with and without its address), Instagram with a few hundred to millions of
 * followers, recent and old digitals, and none of it at all. Drawn from a random stream of their
 * own, so the rest of each talent is what it was. Dates count back (or on) from `today`, the day
 * the panel is seeded: the same `today` gives the same fields.
 */

export type SeedLocation = { in_town: boolean; city: string | null; until: string | null };
export type SeedMotherAgency = { name: string; url: string | null };
export type SeedInstagram = { handle: string; followers: number };

/** A photo of a gallery; `taken_at` (`yyyy-MM`) when it is dated. */
type GalleryItem = { file: string; width: number; height: number; taken_at?: string };

export type CastingFields = {
  measured_at?: string;
  location?: SeedLocation;
  mother_agency?: SeedMotherAgency;
  instagram?: SeedInstagram;
};

/** What a talent has before its casting fields: its id, name and digitals. */
type Base = { id: number; name: string; snap: GalleryItem[]; polaroids: GalleryItem[] };

/** Ids the site's tests and documents may rely on. */
export const CASTING_FACTS = {
  /** Adult, in town, digitals a month old and three months old, measured last month, mother agency with an address, 48 213 followers. */
  everything: 17,
  /** Adult, in Milano until 20 days from the seed day, digitals 8 and 14 months old, mother agency without an address, 1 290 000 followers. */
  awayWithOldDigitals: 25,
  /** Born in 2009: away in Paris with a return date and an Instagram account, which the site keeps off the page. */
  minorAway: 27,
  /** Adult man in town, with nothing else. */
  inTownOnly: 13,
  /** Away, the panel saying neither where nor until when, with nothing else. */
  awayNowhere: 28,
  /** Ids with none of the fields (Ana Souza, the contract's example, among them). */
  none: [12, 31, 32],
  /** Ids whose digitals are never dated, so their galleries keep opening on the book. */
  undatedDigitals: [2, 3, 5, 6, 7, 9, 12, 20],
} as const;

const AWAY_CITIES = ['Milano', 'Paris', 'Nova York', 'Londres', 'Tóquio', 'Lisboa'] as const;
const MOTHER_AGENCIES: readonly SeedMotherAgency[] = [
  { name: 'Studio Nord Models', url: 'https://nord-models.example/' },
  { name: 'Casa Lumière', url: 'https://casa-lumiere.example/' },
  { name: 'Atelier Sul', url: null },
  { name: 'Maré Management', url: 'https://mare-management.example/' },
];

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `yyyy-MM` of the month `months` before today's. */
export function monthsBefore(today: Date, months: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

/** `yyyy-MM-dd`, `days` after today. */
export function daysAfter(today: Date, days: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A day in the month `months` before today's, never after today. */
function dayInMonthBefore(today: Date, months: number, day: number): string {
  const month = monthsBefore(today, months);
  const latest = months === 0 ? today.getUTCDate() : 28;
  return `${month}-${pad(Math.min(day, latest))}`;
}

/** `Olívia Teixeira` → `olivia.teixeira`. */
function handleOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
}

/** The digitals dated in two sets: the first half `newest` months old, the rest `older` months old. */
function dated(photos: readonly GalleryItem[], today: Date, newest: number, older: number): GalleryItem[] {
  const split = Math.ceil(photos.length / 2);
  return photos.map((photo, index) => ({ ...photo, taken_at: monthsBefore(today, index < split ? newest : older) }));
}

function fixedFields(base: Base, today: Date): (CastingFields & { snap?: GalleryItem[] }) | null {
  switch (base.id) {
    case CASTING_FACTS.everything:
      return {
        snap: dated(base.snap, today, 1, 3),
        measured_at: dayInMonthBefore(today, 1, 3),
        location: { in_town: true, city: null, until: null },
        mother_agency: MOTHER_AGENCIES[0]!,
        instagram: { handle: handleOf(base.name), followers: 48_213 },
      };
    case CASTING_FACTS.awayWithOldDigitals:
      return {
        snap: dated(base.snap, today, 8, 14),
        measured_at: dayInMonthBefore(today, 9, 12),
        location: { in_town: false, city: 'Milano', until: daysAfter(today, 20) },
        mother_agency: MOTHER_AGENCIES[2]!,
        instagram: { handle: handleOf(base.name), followers: 1_290_000 },
      };
    case CASTING_FACTS.minorAway:
      return {
        snap: dated(base.snap, today, 2, 2),
        location: { in_town: false, city: 'Paris', until: daysAfter(today, 10) },
        mother_agency: MOTHER_AGENCIES[1]!,
        instagram: { handle: handleOf(base.name), followers: 3_480 },
      };
    case CASTING_FACTS.inTownOnly:
      return { location: { in_town: true, city: 'São Paulo', until: null } };
    case CASTING_FACTS.awayNowhere:
      return { location: { in_town: false, city: null, until: null } };
    default:
      return (CASTING_FACTS.none as readonly number[]).includes(base.id) ? {} : null;
  }
}

function drawn(base: Base, today: Date, random: Random): CastingFields & { snap?: GalleryItem[]; polaroids?: GalleryItem[] } {
  const fields: CastingFields & { snap?: GalleryItem[]; polaroids?: GalleryItem[] } = {};
  const place = random.next();
  if (place < 0.4) {
    fields.location = { in_town: true, city: random.chance(0.2) ? 'São Paulo' : null, until: null };
  } else if (place < 0.65) {
    const city = random.chance(0.85) ? random.pick(AWAY_CITIES) : null;
    fields.location = { in_town: false, city, until: random.chance(0.5) ? daysAfter(today, random.int(7, 60)) : null };
  }
  if (random.chance(0.5)) fields.measured_at = dayInMonthBefore(today, random.int(0, 11), random.int(1, 28));
  const mayDate = !(CASTING_FACTS.undatedDigitals as readonly number[]).includes(base.id);
  const newest = random.int(0, 10);
  const older = newest + random.int(2, 6);
  if (mayDate && base.snap.length > 0 && random.chance(0.6)) {
    fields.snap = dated(base.snap, today, newest, older);
  } else if (mayDate && base.snap.length === 0 && base.polaroids.length === 0 && random.chance(0.25)) {
    const portraits = describePool().portraits;
    const photos = [0, 1].map((offset) => ({ ...(portraits[(base.id * 7 + offset) % portraits.length] as PoolImage) }));
    fields.polaroids = dated(photos, today, newest, newest);
  }
  if (random.chance(0.25)) fields.mother_agency = { ...random.pick(MOTHER_AGENCIES) };
  if (random.chance(0.45)) fields.instagram = { handle: handleOf(base.name), followers: Math.round(10 ** (2.5 + random.next() * 4)) };
  return fields;
}

/** A talent's casting fields, and its digitals with their `taken_at` where they are dated. */
export function castingFor(base: Base, today: Date): CastingFields & { snap?: GalleryItem[]; polaroids?: GalleryItem[] } {
  return fixedFields(base, today) ?? drawn(base, today, createRandom(0xca571e00 + base.id * 104_729));
}
