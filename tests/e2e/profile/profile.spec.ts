import { expect, test, type Page, type Request } from '@playwright/test';

// No outside network in tests: the video hosts answer with an empty page.
async function stubVideoHosts(page: Page) {
  await page.route(/https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}

test.describe('profile', () => {
  test.beforeEach(async ({ page }) => {
    await stubVideoHosts(page);
  });

  test('shows name, age, measurements and each gallery in Portuguese', async ({ page }) => {
    await page.goto('/modelos/12/ana-souza');
    await expect(page.getByRole('heading', { level: 1, name: 'Ana Souza' })).toBeVisible();
    await expect(page.getByText('25 anos')).toBeVisible();
    const measures = page.getByRole('region', { name: 'Medidas' });
    await expect(measures.getByRole('term')).toHaveText(['Altura', 'Jeans', 'Busto', 'Cintura', 'Quadril', 'Sapatos', 'Cabelo', 'Olhos']);
    await expect(measures.getByRole('definition')).toHaveText(['178 cm', '36', '84 cm', '61 cm', '90 cm', '38', 'Castanho Escuro', 'Verde']);

    const tabs = page.getByRole('tablist', { name: 'Galerias' }).getByRole('tab');
    await expect(tabs).toHaveText(['Book4', 'Polaroids2', 'Vídeos2']);
    await expect(page.getByRole('tab', { name: 'Book' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('img', { name: 'Ana Souza — book, foto 1 de 4' })).toBeVisible();

    await page.getByRole('tab', { name: 'Polaroids' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Polaroids' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Ana Souza — polaroid, foto 1 de 2' })).toBeVisible();

    await page.getByRole('tab', { name: 'Vídeos' }).click();
    await page.getByRole('button', { name: 'Assistir ao vídeo 1 de 2 (YouTube)' }).click();
    await expect(page.locator('iframe[title="Ana Souza — vídeo 1 de 2 (YouTube)"]')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?rel=0&autoplay=1',
    );
  });

  test('shows the same profile in English, colours translated', async ({ page }) => {
    await page.goto('/en/models/12/ana-souza');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('25 years old')).toBeVisible();
    const measures = page.getByRole('region', { name: 'Measurements' });
    await expect(measures.getByRole('definition')).toHaveText(['178 cm', '36', '84 cm', '61 cm', '90 cm', '38', 'Dark Brown', 'Green']);
    await expect(page.getByRole('img', { name: 'Ana Souza — book, photo 1 of 4' })).toBeVisible();
    await page.getByRole('tab', { name: 'Polaroids' }).click();
    await expect(page.getByRole('img', { name: 'Ana Souza — polaroid, photo 2 of 2' })).toBeAttached();
    await page.getByRole('tab', { name: 'Videos' }).click();
    await page.getByRole('button', { name: 'Play video 1 of 2 (YouTube)' }).click();
    await expect(page.locator('iframe[title="Ana Souza — video 1 of 2 (YouTube)"]')).toBeVisible();
  });

  test("a video is the talent's still with a play button: its player loads only when pressed, and only while its slide is shown", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (/youtube|ytimg|vimeo/.test(new URL(request.url()).hostname)) requested.push(request.url());
    });
    await page.goto('/modelos/12/ana-souza');
    await expect(page.getByRole('img', { name: 'Ana Souza — book, foto 1 de 4' })).toBeVisible();
    await page.getByRole('tab', { name: 'Vídeos' }).click();
    const play = page.getByRole('button', { name: 'Assistir ao vídeo 1 de 2 (YouTube)' });
    await expect(play).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(requested).toEqual([]);

    await play.click();
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(page.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?rel=0&autoplay=1$/);
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    expect(requested.some((url) => url.includes('vimeo'))).toBe(false);

    // Keyboard, not a mouse click: right after scrolling, Chromium may route a click to the
    // out-of-process player frame that was under that point a moment before.
    await page.getByRole('button', { name: 'Próximo slide' }).focus();
    await page.keyboard.press('Enter');
    // The next video is a still again, and the first player is gone.
    await expect(page.getByRole('button', { name: 'Assistir ao vídeo 2 de 2 (Vimeo)' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Assistir ao vídeo 2 de 2 (Vimeo)' }).click();
    const vimeo = page.locator('iframe[title="Ana Souza — vídeo 2 de 2 (Vimeo)"]');
    await expect(vimeo).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1');
    await expect(page.locator('iframe')).toHaveCount(1);
  });

  test('a play button pressed while swiper arrives still plays: swiper takes over only once the button is released', async ({ page }) => {
    await page.goto('/modelos/12/ana-souza');
    await expect(page.getByRole('img', { name: 'Ana Souza — book, foto 1 de 4' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // From now on the page's scripts wait: the gallery opened from its tab asks for swiper at once.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const waiting: Request[] = [];
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      waiting.push(route.request());
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest((request) => /\/_next\/static\/chunks\/.*\.js$/.test(request.url()));
    await page.getByRole('tab', { name: 'Vídeos' }).click();
    await asked;
    const play = page.getByRole('button', { name: 'Assistir ao vídeo 1 de 2 (YouTube)' });
    await play.hover();
    await page.mouse.down();
    release();
    await Promise.all(waiting.map(async (request) => (await request.response())?.finished()));
    // Two frames after swiper's code came: time for it to run and for React to draw what it asks.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const stage = page.getByRole('region', { name: /Vídeos/ }).locator('.swiper').first();
    await expect(stage).not.toHaveClass(/swiper-initialized/);
    await page.mouse.up();
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(page.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/M7lc1UVf-VE/);
    await expect(stage).toHaveClass(/swiper-initialized/);
    // Swiper drew the slides again: the player stays.
    await expect(page.locator('iframe')).toHaveCount(1);
  });

  test('the first view fetches no swiper; a click on next fetches it and moves one slide, without a layout shift', async ({ page }) => {
    // Option names of swiper's core, which survive minification; our own static markup only has class names.
    const isSwiper = (body: string) => body.includes('containerModifierClass') && body.includes('loopPreventsSliding');
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    const swiperScriptsLoaded = async () => (await Promise.all(scripts)).filter(isSwiper).length;

    await page.goto('/modelos/12/ana-souza');
    await page.evaluate(() => {
      const scope = window as Window & { layoutShift?: number };
      scope.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) scope.layoutShift = (scope.layoutShift ?? 0) + (entry as PerformanceEntry & { value: number }).value;
      }).observe({ type: 'layout-shift' });
    });
    const slider = page.getByRole('region', { name: 'Book de Ana Souza' });
    await expect(slider.getByRole('img', { name: 'Ana Souza — book, foto 1 de 4' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const [, total] = /1 \/ (\d+)/.exec((await slider.getByText(/\d+ \/ \d+/).textContent()) ?? '') ?? [];
    expect(Number(total)).toBeGreaterThan(1);
    expect(scripts.length).toBeGreaterThan(0);
    expect(await swiperScriptsLoaded()).toBe(0);
    await expect(slider.locator('.swiper')).not.toHaveClass(/swiper-initialized/);
    await expect(slider.getByRole('group', { name: `1 de ${total}` })).toBeAttached();

    await page.getByRole('button', { name: 'Próximo slide' }).click();
    await expect(slider.getByText(`2 / ${total}`)).toBeVisible();
    await expect(slider.locator('.swiper')).toHaveClass(/swiper-initialized/);
    await expect(slider.getByRole('group', { name: `2 de ${total}` })).toBeAttached();
    await expect(slider.getByRole('group', { name: `1 de ${total}` })).not.toBeAttached();
    await expect(slider.getByRole('group', { name: `2 de ${total}` }).getByRole('img').first()).toBeInViewport();
    await expect(slider.getByRole('img', { name: 'Ana Souza — book, foto 1 de 4' })).not.toBeInViewport();
    expect(await swiperScriptsLoaded()).toBe(1);
    // Counting shifts right after the click too (CLS would forgive those): swiper takes over the static slide in place.
    expect(await page.evaluate(() => (window as Window & { layoutShift?: number }).layoutShift)).toBeLessThan(0.01);
  });

  test('a mouse resting on the gallery keeps auto-play paused after swiper arrives', async ({ page }) => {
    await page.goto('/modelos/12/ana-souza');
    const slider = page.getByRole('region', { name: 'Book de Ana Souza' });
    await expect(slider.getByText(/1 \/ \d+/)).toBeVisible();
    await slider.locator('.swiper').hover();
    await expect(slider.locator('.swiper')).toHaveClass(/swiper-initialized/);
    // Longer than the auto-play delay (4.5 s) plus swiper's resume-after-resize (0.5 s).
    await page.waitForTimeout(6000);
    await expect(slider.getByText(/1 \/ \d+/)).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(slider.getByText(/2 \/ \d+/)).toBeVisible({ timeout: 6000 });
  });

  test('gallery slides move with the arrow keys and auto-play can be paused', async ({ page }) => {
    await page.goto('/modelos/3/camila-ribeiro');
    const slider = page.getByRole('region', { name: 'Book de Camila Ribeiro' });
    // Desktop pairs the portraits: P P L P P gives three slides.
    await expect(slider.getByRole('group', { name: '1 de 3' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Pausar apresentação' })).toBeVisible();
    await page.getByRole('button', { name: 'Pausar apresentação' }).click();
    await expect(page.getByRole('button', { name: 'Reproduzir apresentação' })).toBeVisible();
    await slider.locator('.swiper').focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider.getByText(/2 \/ 3/)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Camila Ribeiro — book, foto 3 de 5' })).toBeInViewport();
    // In loop mode swiper ignores a key pressed while a slide is still moving.
    await page.waitForFunction(() => !(document.querySelector('.swiper') as (Element & { swiper?: { animating: boolean } }) | null)?.swiper?.animating);
    await page.keyboard.press('ArrowLeft');
    await expect(slider.getByText(/1 \/ 3/)).toBeVisible();
  });

  test('a key pressed while swiper re-seats after a resize moves the slide, not undone by the re-seat', async ({ page }) => {
    await page.goto('/modelos/3/camila-ribeiro');
    const slider = page.getByRole('region', { name: 'Book de Camila Ribeiro' });
    await page.getByRole('button', { name: 'Pausar apresentação' }).click();
    await expect(slider.locator('.swiper')).toHaveClass(/swiper-initialized/);
    await slider.locator('.swiper').focus();
    // Swiper re-seats a looped slider a frame after each resize. On a busy phone that frame can come after
    // the visitor's key; holding the frames reproduces that order every time.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
    );
    await slider.evaluate((region) => {
      const held: FrameRequestCallback[] = [];
      const original = window.requestAnimationFrame;
      window.requestAnimationFrame = (callback) => held.push(callback);
      (window as Window & { releaseFrames?: () => void }).releaseFrames = () => {
        window.requestAnimationFrame = original;
        for (const callback of held.splice(0)) callback(performance.now());
      };
      (region.querySelector('.swiper') as Element & { swiper: { emit: (event: string) => void } }).swiper.emit('resize');
    });
    await page.keyboard.press('ArrowRight');
    await page.evaluate(() => (window as Window & { releaseFrames?: () => void }).releaseFrames?.());
    await expect(slider.getByText(/2 \/ 3/)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Camila Ribeiro — book, foto 3 de 5' })).toBeInViewport();
  });

  test('auto-play stays off when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/modelos/3/camila-ribeiro');
    await expect(page.getByRole('button', { name: 'Reproduzir apresentação' })).toBeVisible();
  });

  test('the back action returns to the board the visitor came from, with its letter', async ({ page }) => {
    await page.goto('/modelos/feminino');
    await page.getByRole('group', { name: 'Filtrar por inicial' }).getByRole('button', { name: 'A', exact: true }).click();
    await page.getByRole('link', { name: 'Ana Souza' }).click();
    await expect(page).toHaveURL(/\/modelos\/12\/ana-souza$/);
    await page.getByRole('link', { name: 'Voltar ao casting' }).click();
    await expect(page).toHaveURL(/\/modelos\/feminino$/);
    await expect(page.getByRole('button', { name: 'A', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Ana Souza' })).toBeFocused();

    await page.goto('/modelos/novos_rostos');
    await page.getByRole('link', { name: 'Ana Souza' }).click();
    await page.getByRole('link', { name: 'Voltar ao casting' }).click();
    await expect(page).toHaveURL(/\/modelos\/novos_rostos$/);
  });

  test('opened directly, the back action goes to the talent’s gender board', async ({ page }) => {
    await page.goto('/modelos/2/alvaro-mendes');
    await page.getByRole('link', { name: 'Voltar ao casting' }).click();
    await expect(page).toHaveURL(/\/modelos\/masculino$/);
    await page.goto('/en/models/12/ana-souza');
    await page.getByRole('link', { name: 'Back to the board' }).click();
    await expect(page).toHaveURL(/\/en\/models\/women$/);
  });

  test('remembers cm or in/ft across profiles', async ({ page }) => {
    await page.goto('/modelos/12/ana-souza');
    await page.getByRole('button', { name: 'pol / pés (Polegadas e pés)' }).click();
    await expect(page.getByRole('region', { name: 'Medidas' }).getByRole('definition').first()).toHaveText(`5'10"`);
    await page.goto('/modelos/2/alvaro-mendes');
    await expect(page.getByRole('button', { name: 'pol / pés (Polegadas e pés)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Medidas' }).getByRole('term').nth(2)).toHaveText('Tórax');
    await expect(page.getByRole('region', { name: 'Medidas' }).getByRole('definition').nth(2)).toHaveText(/"$/);
  });

  test('an unknown id is a 404 and a wrong name redirects to the canonical address', async ({ page }) => {
    const response = await page.goto('/modelos/9999/ninguem');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found.')).toBeVisible();

    await page.goto('/modelos/12/nome-errado');
    await expect(page).toHaveURL(/\/modelos\/12\/ana-souza$/);
    await page.goto('/en/models/2/alvaro');
    await expect(page).toHaveURL(/\/en\/models\/2\/alvaro-mendes$/);
  });

  test('a redirect to the canonical address has one Location header, on its first answer and from the cache', async ({ request }) => {
    // Ids no other spec opens, so the first request renders the redirect (the cache MISS path).
    for (const [path, target] of [
      ['/modelos/31', '/modelos/31/gustavo-ramos'],
      ['/en/models/32/wrong-name', '/en/models/32/valentina-brandao'],
    ] as const) {
      for (const attempt of ['first', 'cached']) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), `${attempt} ${path}`).toBe(308);
        const locations = response.headersArray().filter(({ name }) => name.toLowerCase() === 'location');
        expect(locations.map(({ value }) => value), `${attempt} ${path}`).toEqual([target]);
      }
    }
  });

  test('has a title, description, Open Graph image and JSON-LD person', async ({ page }) => {
    await page.goto('/modelos/12/ana-souza');
    await expect(page).toHaveTitle(/^Ana Souza \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Altura 178 cm, Jeans 36, Busto 84 cm/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/storage\/pool\/cover-\d+\.jpg$/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Person', name: 'Ana Souza', gender: 'Female', height: { value: 178 } });
    await page.goto('/en/models/12/ana-souza');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Height 178 cm/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/models\/12\/ana-souza$/);
  });
});
