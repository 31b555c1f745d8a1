/**
 * Whether the page area (<main>) shows nothing. Next renders nothing in place of a page that
 * redirects while it renders (an old talent address, a wrong name) until the page it redirects to
 * has loaded, which on a slow panel takes seconds. The global loader covers the page while it is
 * blank, so a visitor is never left looking at an empty page with nothing moving.
 */

let blank = false;
const listeners = new Set<() => void>();

function isBlank(main: HTMLElement | null): boolean {
  if (!main) return false;
  // React hides content it has to replace with `display: none` while it waits.
  for (const child of main.children) {
    if (child instanceof HTMLElement && child.style.display !== 'none') return false;
  }
  return true;
}

function check() {
  const next = isBlank(document.querySelector<HTMLElement>('main#content'));
  if (next === blank) return;
  blank = next;
  for (const listener of listeners) listener();
}

export function isPageBlank(): boolean {
  return blank;
}

export function subscribePageBlank(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Watches the page area from now on; returns the function that stops it. */
export function watchPageBlank(): () => void {
  // The page area is remounted on every page change, so the whole body is watched (a cheap check).
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  check();
  return () => observer.disconnect();
}
