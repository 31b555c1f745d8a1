import { CATEGORIES, EYE_COLOURS, HAIR_COLOURS } from './colours';
import { describePool, type PoolImage } from './media';
import { formatCircumference, formatHeight, formatSize } from './measurements';
import { createRandom, type Random } from './prng';
import { castingFor, type CastingFields } from './seed-casting';
import { FIXED_TALENTS, LAST_NAMES, MEN_FIRST_NAMES, SKILLS, WOMEN_FIRST_NAMES, type Gender } from './seed-people';

/** `taken_at` (`yyyy-MM`): when a digital was taken, for the talents whose digitals are dated. */
export type GalleryItem = { file: string; width: number; height: number; taken_at?: string };
export type VideoItem = { provider: 'youtube' | 'vimeo'; file: string };

export type SeedTalent = {
  id: number;
  name: string;
  gender: Gender;
  cover: string;
  cover2: string;
  birthdate: string;
  height: string;
  bust: string;
  waist: string;
  hips: string;
  chest: string | null;
  jeans: string;
  shoes: string;
  shirt: string | null;
  suit: string | null;
  hair: string;
  eyes: string;
  categories: string[];
  skills: { id: number; name: string }[];
  book: GalleryItem[];
  snap: GalleryItem[];
  polaroids: GalleryItem[];
  video: VideoItem[];
} & CastingFields;

/** Ids the site's tests and documents may rely on. */
export const SEED_FACTS = {
  anaSouza: 12,
  alvaroMendes: 2,
  ericaNogueira: 9,
  allGalleries: 12,
  bookOnly: 7,
  landscapeInMiddle: 3,
  twoLandscapesInARow: 5,
  vimeoWithoutHash: 6,
  leapDayBirthdate: 20,
} as const;

const YOUTUBE: VideoItem = { provider: 'youtube', file: 'M7lc1UVf-VE' };
const VIMEO_WITH_HASH: VideoItem = { provider: 'vimeo', file: '76979871/8272103f6e' };
const VIMEO_WITHOUT_HASH: VideoItem = { provider: 'vimeo', file: '76979871' };

const GENERAL_CATEGORIES = ['actors', 'new_faces', 'international', 'curvy', 'talents', 'creative'] as const;

function nameFor(id: number, random: Random, used: Set<string>): { name: string; gender: Gender } {
  const fixed = FIXED_TALENTS[id - 1];
  if (fixed) return fixed;
  const gender: Gender = random.chance(0.6) ? 'woman' : 'man';
  const first = random.pick(gender === 'woman' ? WOMEN_FIRST_NAMES : MEN_FIRST_NAMES);
  let name = `${first} ${random.pick(LAST_NAMES)}`;
  while (used.has(name)) name = `${name.split(' ').slice(0, 2).join(' ')} ${random.pick(LAST_NAMES)}`;
  return { name, gender };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function birthdateFor(random: Random): string {
  return `${random.int(1991, 2010)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
}

function halfStep(random: Random, min: number, max: number): number {
  return random.int(min * 2, max * 2) / 2;
}

function takePortraits(portraits: readonly PoolImage[], start: number, count: number): GalleryItem[] {
  return Array.from({ length: count }, (_, index) => {
    const image = portraits[(start + index) % portraits.length];
    if (!image) throw new Error('empty portrait pool');
    return { ...image };
  });
}

function bookFor(id: number, random: Random): GalleryItem[] {
  const pool = describePool();
  const landscape = (index: number): GalleryItem => ({ ...(pool.landscapes[index % pool.landscapes.length] as PoolImage) });
  const start = id * 5;
  if (id === SEED_FACTS.landscapeInMiddle) {
    const [a, b, c, d] = takePortraits(pool.portraits, start, 4) as [GalleryItem, GalleryItem, GalleryItem, GalleryItem];
    return [a, b, landscape(0), c, d];
  }
  if (id === SEED_FACTS.twoLandscapesInARow) {
    const [a, b] = takePortraits(pool.portraits, start, 2) as [GalleryItem, GalleryItem];
    return [a, landscape(1), landscape(2), b];
  }
  if (id === SEED_FACTS.anaSouza) return takePortraits(pool.portraits, 0, 4);
  const count = random.int(3, 8);
  const book = takePortraits(pool.portraits, start, count);
  if (id > 8 && random.chance(0.4)) {
    const position = random.int(1, count - 1);
    book.splice(position, 0, landscape(id));
  }
  return book.slice(0, 8);
}

function snapFor(id: number, random: Random): GalleryItem[] {
  const pool = describePool();
  if (id === SEED_FACTS.bookOnly) return [];
  if (id === SEED_FACTS.anaSouza) return takePortraits(pool.portraits, 10, 2);
  const count = random.chance(0.35) ? 0 : random.int(1, 4);
  return takePortraits(pool.portraits, id * 3 + 7, count);
}

function videoFor(id: number, random: Random): VideoItem[] {
  if (id === SEED_FACTS.anaSouza) return [YOUTUBE, VIMEO_WITH_HASH];
  if (id === SEED_FACTS.bookOnly) return [];
  if (id === SEED_FACTS.vimeoWithoutHash) return [VIMEO_WITHOUT_HASH];
  const roll = random.next();
  if (roll < 0.45) return [];
  if (roll < 0.7) return [YOUTUBE];
  if (roll < 0.85) return [VIMEO_WITH_HASH];
  if (roll < 0.93) return [VIMEO_WITHOUT_HASH];
  return [VIMEO_WITH_HASH, YOUTUBE];
}

function categoriesFor(id: number, gender: Gender, random: Random): string[] {
  let primary: string = GENERAL_CATEGORIES[(id - 1) % GENERAL_CATEGORIES.length] ?? 'talents';
  if (primary === 'curvy' && gender === 'man') primary = 'talents';
  const categories = [primary];
  if (random.chance(0.35)) {
    const extra = random.pick(GENERAL_CATEGORIES);
    if (!categories.includes(extra) && !(extra === 'curvy' && gender === 'man')) categories.push(extra);
  }
  return categories;
}

function skillsFor(random: Random): { id: number; name: string }[] {
  const count = random.int(0, 3);
  const chosen = new Map<number, { id: number; name: string }>();
  for (let index = 0; index < count; index += 1) {
    const skill = random.pick(SKILLS);
    chosen.set(skill.id, { ...skill });
  }
  return [...chosen.values()].sort((a, b) => a.id - b.id);
}

function buildTalent(id: number, used: Set<string>, today: Date): SeedTalent {
  const random = createRandom(0x5eed0000 + id * 7919);
  const { name, gender } = nameFor(id, random, used);
  used.add(name);
  const pool = describePool();
  const categories = categoriesFor(id, gender, random);
  const curvy = categories.includes('curvy');
  const woman = gender === 'woman';
  const heightCm = woman ? random.int(165, 183) : random.int(176, 192);
  const bustCm = woman ? (curvy ? random.int(96, 110) : random.int(78, 92)) : random.int(90, 106);
  const waistCm = woman ? (curvy ? random.int(74, 88) : random.int(58, 68)) : random.int(72, 84);
  const hipsCm = woman ? (curvy ? random.int(104, 120) : random.int(86, 98)) : random.int(90, 100);
  const jeans = woman ? random.pick([34, 36, 38, 40, 42]) : random.pick([38, 40, 42, 44, 46]);
  const shoes = woman ? halfStep(random, 35, 40) : halfStep(random, 39, 45);
  const hairChoices = woman ? HAIR_COLOURS.filter((colour) => colour.pt !== 'Careca') : HAIR_COLOURS;
  const talent: SeedTalent = {
    id,
    name,
    gender,
    cover: (pool.covers[(id - 1) % pool.covers.length] as PoolImage).file,
    cover2: (pool.covers[(id + 4) % pool.covers.length] as PoolImage).file,
    birthdate: birthdateFor(random),
    height: formatHeight(heightCm),
    bust: formatCircumference(bustCm),
    waist: formatCircumference(waistCm),
    hips: formatCircumference(hipsCm),
    chest: null,
    jeans: String(jeans),
    shoes: formatSize(shoes),
    shirt: woman ? null : String(random.pick([38, 39, 40, 41, 42, 43, 44])),
    suit: woman ? null : String(random.pick([46, 48, 50, 52, 54])),
    hair: random.pick(hairChoices).pt,
    eyes: random.pick(EYE_COLOURS).pt,
    categories,
    skills: skillsFor(random),
    book: bookFor(id, random),
    snap: snapFor(id, random),
    polaroids: [],
    video: videoFor(id, random),
  };
  if (id === SEED_FACTS.anaSouza) {
    Object.assign(talent, {
      birthdate: '2001-04-17',
      height: formatHeight(178),
      bust: formatCircumference(84),
      waist: formatCircumference(61),
      hips: formatCircumference(90),
      jeans: '36',
      shoes: '38',
      hair: 'Castanho Escuro',
      eyes: 'Verde',
      categories: ['new_faces'],
      skills: [{ id: 3, name: 'Runway' }],
    });
  }
  if (id === SEED_FACTS.leapDayBirthdate) talent.birthdate = '2004-02-29';
  return { ...talent, ...castingFor(talent, today) };
}

/** `today`: the day casting dates count from (seed-casting.ts); everything else is the same on any day. */
export function buildTalents(count: number, today: Date = new Date()): SeedTalent[] {
  const used = new Set<string>();
  return Array.from({ length: count }, (_, index) => buildTalent(index + 1, used, today));
}

export const CATEGORY_KEYS: readonly string[] = CATEGORIES.map((category) => category.key);
