import { expect, type Locator, type Page, type Route } from '@playwright/test';

/** The global loader while it shows its text (messages Loader.loading, pt and en). */
export const loader = (page: Page) => page.getByRole('status').filter({ hasText: /^(Carregando…|Loading…)$/ });
export const progressBar = (page: Page) => page.locator('#nprogress .bar');

/**
 * Holds the router's requests for pages whose path matches until `release()`: the next page is
 * not ready for as long as the test needs, however fast or slow the machine is.
 */
export async function holdPages(page: Page, path: RegExp): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let open = false;
  await page.route(
    (url) => path.test(url.pathname) && url.searchParams.has('_rsc'),
    async (route) => {
      if (open) await route.continue();
      else held.push(route);
    },
  );
  return async () => {
    open = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** The opacity a visitor sees: the product of the element's and all its ancestors' opacity. */
export function effectiveOpacity(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  });
}

/** True when the element is what a tap at its centre would reach: nothing (such as the menu) covers it. */
export function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
}

/** True when the element renders in the top layer above the open modal dialog (inside it, or a popover opened after it). */
export function isAboveModal(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const modal = [...document.querySelectorAll('dialog')].find((dialog) => dialog.matches(':modal'));
    if (!modal) return true;
    return modal.contains(element) || element.closest(':popover-open') !== null;
  });
}

type Recorded = { pseudo: string; delay: number; duration: number };

function runningViewTransition(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    document.getAnimations().some((animation) => (animation.effect as KeyframeEffect | null)?.pseudoElement?.startsWith('::view-transition')),
  );
}

/**
 * Waits for any running page fade to end, then records the view transitions that start from now on
 * and whether the page is ever blank (watchBlankPage). The animations are read when the
 * browser has built the transition (its `ready`), so a busy machine that skips frames cannot hide one.
 */
export async function recordViewTransitions(page: Page) {
  await expect.poll(() => runningViewTransition(page)).toBe(false);
  await page.evaluate(() => {
    type Scope = { __viewTransitions: Map<string, Recorded>; __stopRecording?: () => void };
    const scope = window as unknown as Scope;
    scope.__stopRecording?.();
    const seen = new Map<string, Recorded>();
    scope.__viewTransitions = seen;
    const start = Document.prototype.startViewTransition;
    document.startViewTransition = function (this: Document, ...args: Parameters<Document['startViewTransition']>) {
      const transition = start.apply(this, args);
      void transition.ready.then(
        () => {
          for (const animation of document.getAnimations()) {
            const effect = animation.effect as KeyframeEffect | null;
            const pseudo = effect?.pseudoElement;
            if (!effect || !pseudo?.startsWith('::view-transition')) continue;
            const timing = effect.getComputedTiming();
            seen.set(`${pseudo} ${(animation as CSSAnimation).animationName}`, { pseudo, delay: Number(timing.delay ?? 0), duration: Number(timing.duration ?? 0) });
          }
        },
        () => undefined,
      );
      return transition;
    } as Document['startViewTransition'];
    scope.__stopRecording = () => {
      document.startViewTransition = start;
    };
  });
  await watchBlankPage(page);
}

/**
 * Records, from now on, every frame where the page is blank to a visitor: <main> shows nothing (no
 * text, no image) and the global loader does not cover it either.
 */
export async function watchBlankPage(page: Page) {
  await page.evaluate(() => {
    const scope = window as unknown as { __blankMain: string[]; __stopBlankWatch?: () => void };
    scope.__stopBlankWatch?.();
    const blank: string[] = [];
    scope.__blankMain = blank;
    let frame = 0;
    const watch = () => {
      const main = document.querySelector('main');
      const empty = !main || (main.innerText.trim() === '' && main.querySelector('img, video, svg') === null);
      const covered = document.querySelector('[role="status"][data-visible="true"]') !== null;
      if (empty && !covered && blank.length < 5) blank.push(window.location.pathname);
      frame = requestAnimationFrame(watch);
    };
    frame = requestAnimationFrame(watch);
    scope.__stopBlankWatch = () => cancelAnimationFrame(frame);
  });
}

export function recordedViewTransitions(page: Page): Promise<Recorded[]> {
  return page.evaluate(() => [...(window as unknown as { __viewTransitions: Map<string, Recorded> }).__viewTransitions.values()]);
}

/** The paths at which the page was seen blank since watchBlankPage (none is the goal). */
export function blankMainSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { __blankMain: string[] }).__blankMain]);
}

/** The page swap faded out-in: the old page left, then the new one arrived, about 0.8 s in all. */
export async function expectOutInFade(page: Page) {
  await expect.poll(async () => (await recordedViewTransitions(page)).some((a) => a.pseudo === '::view-transition-new(page)')).toBe(true);
  const animations = await recordedViewTransitions(page);
  const leaving = animations.find((a) => a.pseudo === '::view-transition-old(page)');
  const arriving = animations.find((a) => a.pseudo === '::view-transition-new(page)');
  expect(leaving, 'the old page fades out').toBeDefined();
  expect(arriving, 'the new page fades in').toBeDefined();
  expect(leaving!.duration).toBeGreaterThan(0);
  // Out-in: the new page starts once the old one has gone.
  expect(arriving!.delay).toBeGreaterThanOrEqual(leaving!.delay + leaving!.duration - 1);
  expect(arriving!.delay + arriving!.duration).toBeGreaterThanOrEqual(700);
  expect(arriving!.delay + arriving!.duration).toBeLessThanOrEqual(900);
  expect(await blankMainSeen(page), 'the page is never blank on the way').toEqual([]);
}
