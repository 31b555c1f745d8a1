import { describe, expect, it } from 'vitest';
import { EYE_COLOURS, HAIR_COLOURS } from '@/local-panel/colours';
import { formatCircumference, formatHeight, formatSize } from '@/local-panel/measurements';
import { buildPosts, HOSTILE_POST_SLUG, VIDEO_POST_SLUG } from '@/local-panel/seed-posts';
import { CASTING_FACTS, daysAfter, monthsBefore } from '@/local-panel/seed-casting';
import { buildTalents, SEED_FACTS } from '@/local-panel/seed-talents';
import { foldLetter } from '@/lib/talents/letters';
import { ANA_SOUZA } from '../support/ana-souza';

const talents = buildTalents(64);

function lettersOf(gender: 'woman' | 'man'): Set<string> {
  return new Set(talents.filter((talent) => talent.gender === gender).map((talent) => foldLetter(talent.name)));
}

describe('measurement formats', () => {
  it('writes heights as cm/feet.inches from the rounded total inches', () => {
    expect(formatHeight(30)).toBe('30/1.0');
    expect(formatHeight(178)).toBe('178/5.10');
    expect(formatHeight(183)).toBe('183/6.0');
    expect(formatHeight(165)).toBe('165/5.5');
  });

  it('writes circumferences as cm/inches rounded to halves', () => {
    expect(formatCircumference(84)).toBe('84/33');
    expect(formatCircumference(61)).toBe('61/24');
    expect(formatCircumference(90)).toBe('90/35.5');
  });

  it('keeps whole shoe sizes without a decimal', () => {
    expect(formatSize(38)).toBe('38');
    expect(formatSize(38.5)).toBe('38.5');
  });
});

describe('talent seed', () => {
  it('gives id 12 the contract example Ana Souza', () => {
    const ana = talents.find((talent) => talent.id === 12);
    expect(ana).toMatchObject(ANA_SOUZA);
  });

  it('is about 60% women and includes accented initials', () => {
    const women = talents.filter((talent) => talent.gender === 'woman').length;
    expect(women / talents.length).toBeGreaterThan(0.55);
    expect(women / talents.length).toBeLessThan(0.65);
    expect(talents.find((talent) => talent.name === 'Álvaro Mendes')?.gender).toBe('man');
    expect(talents.some((talent) => talent.gender === 'woman' && talent.name.startsWith('Érica '))).toBe(true);
  });

  it('leaves some letters empty for each gender, more for men', () => {
    const women = lettersOf('woman');
    const men = lettersOf('man');
    for (const letter of ['Q', 'U', 'W', 'X', 'Y']) expect(women.has(letter)).toBe(false);
    for (const letter of ['I', 'K', 'N', 'Q', 'U', 'W', 'X', 'Y', 'Z']) expect(men.has(letter)).toBe(false);
    expect(women.size).toBeGreaterThan(men.size);
    expect(women.size).toBeGreaterThanOrEqual(20);
  });

  it('keeps the letter gaps and unique names in a 1000-talent seed', () => {
    const large = buildTalents(1000);
    expect(new Set(large.map((talent) => talent.name)).size).toBe(1000);
    const womenLetters = new Set(large.filter((talent) => talent.gender === 'woman').map((talent) => foldLetter(talent.name)));
    expect(womenLetters.has('Q')).toBe(false);
    expect(large.slice(0, 64)).toEqual(talents);
  });

  it('puts talents in every category except kids', () => {
    for (const key of ['actors', 'new_faces', 'international', 'curvy', 'talents', 'creative']) {
      expect(talents.some((talent) => talent.categories.includes(key))).toBe(true);
    }
    expect(talents.some((talent) => talent.categories.includes('kids'))).toBe(false);
  });

  it('uses only the Portuguese colour names of the tables', () => {
    const hair = new Set(HAIR_COLOURS.map((colour) => colour.pt));
    const eyes = new Set(EYE_COLOURS.map((colour) => colour.pt));
    expect(hair.size).toBe(25);
    expect(eyes.size).toBe(17);
    for (const talent of talents) {
      expect(hair.has(talent.hair)).toBe(true);
      expect(eyes.has(talent.eyes)).toBe(true);
    }
  });

  it('writes measurements in the panel formats, with men measured by bust and women without shirt or suit', () => {
    for (const talent of talents) {
      expect(talent.height).toMatch(/^\d{3}\/\d\.\d{1,2}$/);
      for (const value of [talent.bust, talent.waist, talent.hips]) expect(value).toMatch(/^\d{2,3}\/\d{2}(\.5)?$/);
      expect(talent.shoes).toMatch(/^\d{2}(\.5)?$/);
      expect(talent.chest).toBeNull();
      if (talent.gender === 'woman') {
        expect(talent.shirt).toBeNull();
        expect(talent.suit).toBeNull();
      } else {
        expect(talent.shirt).toMatch(/^\d{2}$/);
        expect(talent.suit).toMatch(/^\d{2}$/);
      }
    }
  });

  it('has birthdates for ages 15 to 35, one on 29 February 2004', () => {
    for (const talent of talents) {
      expect(talent.birthdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const year = Number(talent.birthdate.slice(0, 4));
      expect(year).toBeGreaterThanOrEqual(1991);
      expect(year).toBeLessThanOrEqual(2010);
    }
    expect(talents.find((talent) => talent.id === SEED_FACTS.leapDayBirthdate)?.birthdate).toBe('2004-02-29');
  });

  it('mixes gallery shapes: book-only, landscapes in the middle and in a row, empty snaps, both video providers', () => {
    const byId = (id: number) => talents.find((talent) => talent.id === id);
    const orientation = (id: number) => byId(id)?.book.map((item) => (item.width > item.height ? 'L' : 'P')).join('');
    expect(orientation(SEED_FACTS.landscapeInMiddle)).toBe('PPLPP');
    expect(orientation(SEED_FACTS.twoLandscapesInARow)).toBe('PLLP');
    expect(byId(SEED_FACTS.bookOnly)).toMatchObject({ snap: [], video: [], polaroids: [] });
    const all = byId(SEED_FACTS.allGalleries);
    expect(all?.book.length).toBeGreaterThan(0);
    expect(all?.snap.length).toBeGreaterThan(0);
    expect(all?.video.length).toBeGreaterThan(0);
    expect(byId(SEED_FACTS.vimeoWithoutHash)?.video).toEqual([{ provider: 'vimeo', file: '76979871' }]);
    for (const talent of talents) {
      expect(talent.book.length).toBeGreaterThanOrEqual(3);
      expect(talent.book.length).toBeLessThanOrEqual(8);
      expect(talent.snap.length).toBeLessThanOrEqual(4);
    }
    expect(talents.filter((talent) => talent.snap.length === 0).length).toBeGreaterThan(3);
    expect(talents.filter((talent) => talent.video.length === 0).length).toBeGreaterThan(3);
    const videos = talents.flatMap((talent) => talent.video.map((video) => video.file));
    expect(videos).toContain('M7lc1UVf-VE');
    expect(videos).toContain('76979871/8272103f6e');
  });
});

describe('casting-ready fields', () => {
  const today = new Date(Date.UTC(2026, 10, 28));
  const seeded = buildTalents(64, today);
  const byId = (id: number) => seeded.find((talent) => talent.id === id)!;

  it('are the same for the same seed day, and leave the rest of each talent as it was', () => {
    expect(buildTalents(64, today)).toEqual(seeded);
    const strip = ({ measured_at, location, mother_agency, instagram, ...rest }: (typeof seeded)[number]) => {
      void [measured_at, location, mother_agency, instagram];
      return { ...rest, snap: rest.snap.map(({ taken_at, ...photo }) => (void taken_at, photo)), polaroids: [] };
    };
    const other = buildTalents(64, new Date(Date.UTC(2027, 5, 1)));
    expect(other.map(strip)).toEqual(seeded.map(strip));
  });

  it('shows every state: in town, away with and without a city or date, mother agencies, Instagram, recent and old digitals, nothing', () => {
    expect(byId(CASTING_FACTS.everything)).toMatchObject({
      measured_at: '2026-10-03',
      location: { in_town: true, city: null, until: null },
      mother_agency: { url: 'https://nord-models.example/' },
      instagram: { followers: 48_213 },
    });
    expect(byId(CASTING_FACTS.everything).snap.map((photo) => photo.taken_at)).toEqual(['2026-10', '2026-10', '2026-08']);
    expect(byId(CASTING_FACTS.awayWithOldDigitals)).toMatchObject({
      location: { in_town: false, city: 'Milano', until: daysAfter(today, 20) },
      mother_agency: { url: null },
      instagram: { followers: 1_290_000 },
    });
    expect(byId(CASTING_FACTS.awayWithOldDigitals).snap[0]?.taken_at).toBe(monthsBefore(today, 8));
    expect(byId(CASTING_FACTS.minorAway).birthdate.startsWith('2009')).toBe(true);
    expect(byId(CASTING_FACTS.minorAway).instagram).toBeDefined();
    for (const id of CASTING_FACTS.none) {
      const talent = byId(id);
      expect([talent.measured_at, talent.location, talent.mother_agency, talent.instagram]).toEqual([undefined, undefined, undefined, undefined]);
    }
    for (const id of CASTING_FACTS.undatedDigitals) expect([...byId(id).snap, ...byId(id).polaroids].some((photo) => photo.taken_at)).toBe(false);
    const located = seeded.filter((talent) => talent.location);
    expect(located.filter((talent) => talent.location!.in_town).length).toBeGreaterThan(10);
    expect(located.filter((talent) => !talent.location!.in_town && talent.location!.city === null).length).toBeGreaterThan(0);
    expect(located.filter((talent) => !talent.location!.in_town && talent.location!.until === null).length).toBeGreaterThan(0);
    expect(seeded.filter((talent) => !talent.location).length).toBeGreaterThan(10);
    expect(seeded.filter((talent) => talent.polaroids.some((photo) => photo.taken_at)).length).toBeGreaterThan(0);
    expect(seeded.filter((talent) => talent.mother_agency).length).toBeGreaterThan(5);
  });

  it('dates nothing in the future but a return date', () => {
    for (const talent of seeded) {
      if (talent.measured_at) expect(talent.measured_at <= '2026-11-28').toBe(true);
      for (const photo of [...talent.snap, ...talent.polaroids]) if (photo.taken_at) expect(photo.taken_at <= '2026-11').toBe(true);
      if (talent.location?.until) expect(talent.location.until > '2026-11-28').toBe(true);
    }
  });
});

describe('post seed', () => {
  const posts = buildPosts();

  it('has 25 posts in each of pt, en and es sharing their slugs', () => {
    const pt = posts.filter((post) => post.lang === 'pt');
    const en = posts.filter((post) => post.lang === 'en');
    const es = posts.filter((post) => post.lang === 'es');
    expect(pt).toHaveLength(25);
    expect(en).toHaveLength(25);
    expect(es).toHaveLength(25);
    expect(new Set(pt.map((post) => post.slug))).toEqual(new Set(en.map((post) => post.slug)));
    expect(new Set(pt.map((post) => post.slug))).toEqual(new Set(es.map((post) => post.slug)));
    expect(pt.find((post) => post.id === 1)?.title).not.toBe(en.find((post) => post.id === 1)?.title);
    expect(es.find((post) => post.id === 1)?.title).toBe('Gira de selección por el Nordeste');
    expect(es.find((post) => post.id === 1)?.body).toContain('<h2>Qué pasó</h2>');
  });

  it('spreads publication dates over 2025 and 2026', () => {
    const years = new Set(posts.map((post) => post.publishedAt.slice(0, 4)));
    expect(years).toEqual(new Set(['2025', '2026']));
  });

  it('includes a YouTube embed and one hostile body for the sanitiser', () => {
    const video = posts.find((post) => post.slug === VIDEO_POST_SLUG);
    expect(video?.body).toContain('https://www.youtube.com/embed/M7lc1UVf-VE');
    const hostile = posts.find((post) => post.slug === HOSTILE_POST_SLUG)?.body ?? '';
    expect(hostile).toContain('<script>');
    expect(hostile).toContain('onerror=');
    expect(hostile).toContain('href="javascript:');
    expect(hostile).toContain('<iframe src="https://evil.example.com');
  });
});
