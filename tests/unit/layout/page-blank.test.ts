// @vitest-environment jsdom
import { isPageBlank, subscribePageBlank, watchPageBlank } from '@/components/layout/page-blank';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('page-blank', () => {
  let stop: () => void;

  beforeEach(() => {
    document.body.innerHTML = '<div><main id="content"><div><h1>Sobre</h1></div></main></div>';
    stop = watchPageBlank();
  });

  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('reports a page with content as not blank', () => {
    expect(isPageBlank()).toBe(false);
  });

  it('tells its listeners when the page area empties and when content comes back', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribePageBlank(listener);
    const main = document.querySelector('main')!;

    main.replaceChildren(document.createComment('$'));
    await flush();
    expect(isPageBlank()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    main.innerHTML = '<div><h1>Contato</h1></div>';
    await flush();
    expect(isPageBlank()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('counts content React hid while it waits as blank', async () => {
    const page = document.querySelector<HTMLElement>('main > div')!;
    page.style.display = 'none';
    await flush();
    expect(isPageBlank()).toBe(true);
  });

  it('follows a page area that was replaced (the page is remounted on every page change)', async () => {
    const wrapper = document.body.firstElementChild!;
    const fresh = document.createElement('div');
    fresh.innerHTML = '<main id="content"></main>';
    wrapper.replaceWith(fresh);
    await flush();
    expect(isPageBlank()).toBe(true);
  });
});
