// @vitest-environment jsdom
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { renderTalentsHtml, talentLabels } from '@/components/package/talent-html';
import { pickedFrom } from '@/lib/packages/talent-parts';
import type { Availability, PackageTalent } from '@/lib/packages/types';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';

const MESSAGES = { pt, en, es } as const;
const measurements = { height: '178/5.10', bust: null, waist: null, hips: null, chest: null, jeans: null, shoes: null, shirt: null, suit: null, hair: null, eyes: null };

function talent(id: number, availability: Availability | null, extra: Partial<PackageTalent> = {}): PackageTalent {
  return {
    id,
    name: `Talent ${id}`,
    gender: 'woman',
    cover: 'https://panel.example/storage/talents/12/cover.jpg',
    note: null,
    measurements,
    photos: [{ file: 'https://panel.example/storage/talents/12/book/1.jpg', width: 1200, height: 1800 }],
    video: [],
    availability,
    ...extra,
  };
}

function render(locale: keyof typeof MESSAGES, talents: PackageTalent[], offset = 0): HTMLElement {
  const messages = MESSAGES[locale];
  const labels = talentLabels(
    createTranslator({ locale, messages: messages as typeof pt, namespace: 'Package' }),
    createTranslator({ locale, messages: messages as typeof pt, namespace: 'Profile' }),
  );
  const list = document.createElement('ol');
  list.innerHTML = renderTalentsHtml(talents, { locale, labels, picked: [], answerFormId: 'package-answer', offset });
  return list;
}

/** What a person reads of a talent's availability (the hidden "Availability:" is for screen readers). */
function availabilityOf(list: HTMLElement, id: number): { read: string; visible: string } | null {
  const line = list.querySelector(`#talent-${id} [data-availability]`);
  if (!line) return null;
  const visible = [...line.children].filter((child) => !child.classList.contains('visually-hidden')).map((child) => child.textContent).join(' · ');
  return { read: line.textContent ?? '', visible };
}

const STATUSES: Availability['status'][] = ['available', 'first_option', 'on_hold', 'unavailable'];

describe("a package talent's availability", () => {
  it.each([
    ['pt', ['Disponível · 2–4 dez', '1ª opção · 2–4 dez', 'Com reserva · 2–4 dez', 'Indisponível · 2–4 dez'], 'Disponibilidade: Disponível 2–4 dez'],
    ['en', ['Available · 2–4 dez', '1st option · 2–4 dez', 'On hold · 2–4 dez', 'Unavailable · 2–4 dez'], 'Availability: Available 2–4 dez'],
    ['es', ['Disponible · 2–4 dez', '1.ª opción · 2–4 dez', 'Con reserva · 2–4 dez', 'No disponible · 2–4 dez'], 'Disponibilidad: Disponible 2–4 dez'],
  ] as const)('reads in words a client knows at a glance, with the booker\'s dates (%s)', (locale, words, read) => {
    const list = render(locale, STATUSES.map((status, index) => talent(index + 1, { status, dates: '2–4 dez' })));
    expect(STATUSES.map((_, index) => availabilityOf(list, index + 1)?.visible)).toEqual(words);
    // A screen reader hears what the line is before the status.
    expect(availabilityOf(list, 1)?.read).toBe(read);
  });

  it('is the status alone without dates, and nothing at all when the booker said nothing', () => {
    const list = render('pt', [talent(1, { status: 'unavailable', dates: null }), talent(2, null)]);
    expect(availabilityOf(list, 1)?.visible).toBe('Indisponível');
    expect(availabilityOf(list, 2)).toBeNull();
    expect(list.querySelector('#talent-2')?.textContent).not.toMatch(/Disponib|Indispon/);
  });

  it('escapes what the booker wrote', () => {
    const list = render('pt', [talent(1, { status: 'available', dates: '<img src=x onerror=alert(1)>' })]);
    expect(list.querySelector('img[onerror]')).toBeNull();
    expect(availabilityOf(list, 1)?.visible).toBe('Disponível · <img src=x onerror=alert(1)>');
  });
});

describe("a package talent's videos", () => {
  const videos: PackageTalent['video'] = [
    { provider: 'youtube', file: 'M7lc1UVf-VE' },
    { provider: 'vimeo', file: '76979871/8272103f6e' },
  ];

  it('are stills from the agency with a play button: no player and no address of the video host in the page but the links', () => {
    const list = render('pt', [talent(12, null, { name: 'Ana Souza', video: videos })]);
    expect(list.querySelectorAll('iframe')).toHaveLength(0);
    const plays = [...list.querySelectorAll<HTMLAnchorElement>('a[data-video-play]')];
    expect(plays.map((link) => link.textContent)).toEqual(['Assistir ao vídeo 1 de 2 (YouTube) — Ana Souza', 'Assistir ao vídeo 2 de 2 (Vimeo) — Ana Souza']);
    // Without script, each is a link to the video's own page; with script, the player that starts at once.
    expect(plays.map((link) => link.getAttribute('href'))).toEqual(['https://www.youtube.com/watch?v=M7lc1UVf-VE', 'https://vimeo.com/76979871/8272103f6e']);
    expect(plays.map((link) => link.dataset.videoPlay)).toEqual([
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?rel=0&autoplay=1',
      'https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1',
    ]);
    expect(plays[1]?.dataset.videoTitle).toBe('Ana Souza — vídeo 2 de 2 (Vimeo)');
    // The still is the talent's cover, through the site's own image optimizer.
    const stills = [...list.querySelectorAll<HTMLImageElement>('a[data-video-play] img')];
    expect(stills).toHaveLength(2);
    for (const still of stills) {
      expect(still.getAttribute('src')).toMatch(/^\/_next\/image\?url=https%3A%2F%2Fpanel\.example%2Fstorage%2Ftalents%2F12%2Fcover\.jpg&/);
      expect([still.getAttribute('alt'), still.getAttribute('loading')]).toEqual(['', 'lazy']);
    }
  });
});

describe('a package talent', () => {
  it('ticks into the answer form, links to the hold form, and loads only the first talent\'s photos at once', () => {
    const list = render('en', [talent(12, null), talent(9, null)]);
    const box = list.querySelector<HTMLInputElement>('#talent-12 input[name="talent_ids"]');
    expect(box?.getAttribute('form')).toBe('package-answer');
    expect(list.querySelector('#talent-12 label')?.textContent).toBe("I'd like to see Talent 12");
    const hold = list.querySelector<HTMLAnchorElement>('#talent-9 a[data-hold-talent]');
    expect(hold?.getAttribute('href')).toBe('?hold=9#hold');
    expect(hold?.textContent).toBe('Hold dates — Talent 9');
    const first = list.querySelector<HTMLImageElement>('#talent-12 a[data-viewer-talent] img');
    expect([first?.getAttribute('loading'), first?.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect(list.querySelector('#talent-9 a[data-viewer-talent] img')?.getAttribute('loading')).toBe('lazy');
    // Only the widths a photo may need on a phone or beside the details, at one to three pixels per point.
    const widths = (first?.getAttribute('srcset') ?? '').split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));
    expect(widths.length).toBeGreaterThan(0);
    expect(widths.every((width) => width >= 256 && width <= 1080)).toBe(true);
  });
});

describe("a later part of a package's talents", () => {
  it('numbers its talents on from the first part and loads none of their photos before they are near', () => {
    const list = render('pt', [talent(41, null), talent(42, null)], 8);
    expect([...list.querySelectorAll('[aria-hidden="true"]')].map((index) => index.textContent).filter((text) => /^\d+$/.test(text ?? ''))).toEqual(['09', '10']);
    for (const image of list.querySelectorAll('img')) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('fetchpriority')).toBeNull();
    }
  });

  it("ticks only the talents a client's answer named, among those in the package", () => {
    expect(pickedFrom('41,99,x,42', new Set([41, 42]))).toEqual([41, 42]);
    expect(pickedFrom('', new Set([41]))).toEqual([]);
  });
});
