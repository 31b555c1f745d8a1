// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { GallerySlider as GallerySliderComponent } from '@/components/profile/gallery-slider';
import pt from '@/messages/pt.json';
import { countLoadOnce } from '@/tests/unit/setup/count-load-once';

/**
 * Swiper's code: `asked` counts the slider's calls for it (at once, in the call), `count` the downloads
 * that reached the module, `arrived` resolves once it is here; `fail` loses it like a chunk on a bad link.
 */
const swiperLoads: { asked: number; count: number; fail: boolean; onLoaded?: () => void; arrived: Promise<void> } = {
  asked: 0,
  count: 0,
  fail: false,
  arrived: Promise.resolve(),
};

type SliderProps = Parameters<typeof GallerySliderComponent>[0];

const portrait = (n: number) => ({ file: `https://panel.example/storage/p${n}.jpg`, width: 1200, height: 1800 });
const fourPhotos = [1, 2, 3, 4].map(portrait);

let reducedMotion = false;

beforeEach(() => {
  swiperLoads.asked = 0;
  swiperLoads.count = 0;
  swiperLoads.fail = false;
  swiperLoads.onLoaded = undefined;
  let arrive: () => void = () => undefined;
  swiperLoads.arrived = new Promise((resolve) => {
    arrive = resolve;
  });
  reducedMotion = false;
  // Fresh modules each time: the slider keeps one swiper download per page in module state.
  vi.resetModules();
  // Counts the downloads of swiper (the real modules, through the slider's dynamic import()) or fails them like a lost chunk.
  vi.doMock('@/components/profile/swiper-modules', async (importOriginal) => {
    swiperLoads.count += 1;
    if (swiperLoads.fail) throw new Error('Failed to load chunk');
    const loaded = await importOriginal();
    swiperLoads.onLoaded?.();
    arrive();
    return loaded;
  });
  // The slider asks for swiper through loadOnce: a call is counted as it is made.
  countLoadOnce(() => {
    swiperLoads.asked += 1;
  });
  window.matchMedia = vi.fn(
    (query: string) =>
      ({
        matches: query.includes('reduce') ? reducedMotion : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
});

afterEach(() => {
  vi.doUnmock('@/components/profile/swiper-modules');
  vi.doUnmock('@/lib/browser/load-once');
  vi.useRealTimers();
});

async function renderSlider(props: Partial<SliderProps> = {}) {
  const { GallerySlider } = await import('@/components/profile/gallery-slider');
  return render(
    <NextIntlClientProvider locale="pt" messages={pt}>
      <GallerySlider name="Ana Souza" gallery="book" photos={fourPhotos} priority {...props} />
    </NextIntlClientProvider>,
  );
}

const counter = (text: string) => screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === `book ${text}`);
const stage = (container: HTMLElement) => container.querySelector<HTMLElement>('.swiper');
/** The next frame: swiper's re-seat after its first resize (onSwiper) is queued for a frame before it. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('GallerySlider', () => {
  it('shows the first photo in swiper’s markup and fetches no swiper before the visitor shows interest', async () => {
    const { container } = await renderSlider();

    // render() has run the slider's effects, where it would ask for swiper.
    expect(swiperLoads.asked).toBe(0);
    expect(screen.getByRole('region', { name: 'Book de Ana Souza' })).toHaveAttribute('aria-roledescription', 'carrossel');
    expect(screen.getByRole('group', { name: '1 de 4' })).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.queryByRole('group', { name: '2 de 4' })).not.toBeInTheDocument();
    expect(counter('1 / 4')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ana Souza — book, foto 1 de 4' })).toHaveAttribute('fetchpriority', 'high');
    expect(container.querySelectorAll('.swiper > .swiper-wrapper > .swiper-slide')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Próximo slide' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pausar apresentação' })).toBeEnabled();
    expect(swiperLoads.count).toBe(0);
    expect(stage(container)).not.toHaveClass('swiper-initialized');
  });

  it('a click on next before swiper is there fetches it and moves exactly one slide', async () => {
    const { container } = await renderSlider();
    await userEvent.click(screen.getByRole('button', { name: 'Próximo slide' }));

    await swiperLoads.arrived;
    // Swiper initialises, then an effect hands it the queued click: wait for both, not only the first.
    await waitFor(() => {
      expect(stage(container)).toHaveClass('swiper-initialized');
      expect(counter('2 / 4')).toBeInTheDocument();
    });
    expect(screen.getByRole('group', { name: '2 de 4' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '1 de 4' })).not.toBeInTheDocument();
    // Nothing moves it on again, not swiper's frame for its re-seat either.
    await nextFrame();
    expect(counter('2 / 4')).toBeInTheDocument();
    expect(swiperLoads.count).toBe(1);
  });

  it('an arrow key on the focused stage is kept, and focus stays on the stage swiper renders', async () => {
    const { container } = await renderSlider();
    await userEvent.tab();
    expect(stage(container)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');

    await swiperLoads.arrived;
    await waitFor(() => expect(counter('2 / 4')).toBeInTheDocument());
    expect(stage(container)).toHaveClass('swiper-initialized');
    expect(stage(container)).toHaveFocus();
    // Focus in the slides stops rotation for good (WCAG 2.2.2).
    expect(screen.getByRole('button', { name: 'Reproduzir apresentação' })).toBeInTheDocument();
  });

  it('focus that reaches the static stage while swiper is on its way moves to swiper’s stage as they swap', async () => {
    const { container } = await renderSlider();
    const region = screen.getByRole('region', { name: 'Book de Ana Souza' });
    const staticStage = stage(container)!;
    // The visitor tabs onto the slides once swiper's code has arrived, before React has put swiper on the
    // page: a chain of microtasks runs after the slider took the modules and before React's next task renders.
    swiperLoads.onLoaded = () => {
      let later = Promise.resolve();
      for (let hop = 0; hop < 20; hop += 1) later = later.then(() => undefined);
      void later.then(() => staticStage.focus());
    };
    let focusedAtSwap: Element | null = null;
    // Runs right after the DOM change, before any later task: the moment a real key press could land.
    const observer = new MutationObserver(() => {
      if (staticStage.isConnected || focusedAtSwap) return;
      observer.disconnect();
      focusedAtSwap = document.activeElement;
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    observer.observe(region, { childList: true });

    await userEvent.click(screen.getByRole('button', { name: 'Pausar apresentação' }));
    await swiperLoads.arrived;
    await waitFor(() => expect(focusedAtSwap).not.toBeNull());
    expect(focusedAtSwap).toBe(stage(container));
    await waitFor(() => expect(counter('2 / 4')).toBeInTheDocument());
    expect(stage(container)).toHaveFocus();
  });

  it('fetches swiper for the first advance of auto-play, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { container } = await renderSlider({ photos: fourPhotos.slice(0, 3) });
    await act(() => vi.advanceTimersByTimeAsync(4400));
    expect(swiperLoads.asked).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    vi.useRealTimers();

    await swiperLoads.arrived;
    await waitFor(() => expect(counter('2 / 3')).toBeInTheDocument());
    expect(stage(container)).toHaveClass('swiper-initialized');
    expect(swiperLoads.count).toBe(1);
  });

  it('does not rotate, nor fetch swiper for it, when the visitor prefers reduced motion', async () => {
    reducedMotion = true;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderSlider();
    await act(() => vi.advanceTimersByTimeAsync(10_000));

    expect(counter('1 / 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reproduzir apresentação' })).toBeInTheDocument();
    expect(swiperLoads.asked).toBe(0);
  });

  it('never fetches swiper for a gallery of one slide', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { container } = await renderSlider({ photos: [portrait(1)] });
    const photoStage = stage(container);
    if (!photoStage) throw new Error('no stage');
    await act(async () => {
      photoStage.focus();
      photoStage.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, isPrimary: true }));
      photoStage.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      await vi.advanceTimersByTimeAsync(10_000);
    });

    expect(screen.getByRole('img', { name: 'Ana Souza — book, foto 1 de 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Próximo slide' })).not.toBeInTheDocument();
    expect(swiperLoads.asked).toBe(0);
  });

  it('a gallery opened from its tab fetches swiper at once: the tab click was the interest', async () => {
    const { container } = await renderSlider({ priority: false });

    await swiperLoads.arrived;
    await waitFor(() => expect(stage(container)).toHaveClass('swiper-initialized'));
    expect(counter('1 / 4')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 de 4' })).toBeInTheDocument();
    expect(swiperLoads.count).toBe(1);
  });

  it('when swiper cannot be fetched, the controls still change the slide', async () => {
    swiperLoads.fail = true;
    const { container } = await renderSlider();
    await userEvent.click(screen.getByRole('button', { name: 'Próximo slide' }));

    await waitFor(() => expect(counter('2 / 4')).toBeInTheDocument());
    expect(screen.getByRole('group', { name: '2 de 4' })).toBeInTheDocument();
    expect(stage(container)).not.toHaveClass('swiper-initialized');
    await userEvent.click(screen.getByRole('button', { name: 'Slide anterior' }));
    await userEvent.click(screen.getByRole('button', { name: 'Slide anterior' }));
    expect(counter('4 / 4')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '4 de 4' })).toBeInTheDocument();
  });
});
