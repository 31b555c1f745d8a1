import type { MeasureName, optionLists } from '@/lib/forms/option-lists';

type Lists = ReturnType<typeof optionLists>;

export type ListFiller = {
  /** Writes a list's options into its select (once), keeping the answer it shows. */
  fill: (select: HTMLSelectElement) => void;
  /** Fills the page's lists still empty, one per idle moment, once the page has loaded. */
  fillWhenIdle: () => void;
  /** Makes a script's `select.value = …` fill the list first, so an answer set by the form (a kept draft) is shown. */
  arm: (select: HTMLSelectElement) => void;
};

/**
 * The application's long selects (`select[data-list]`) reach the page holding only their first choice;
 * the list is written in on first use (focus, pointer, touch or key, caught on the document before
 * anything else sees them) so the native picker opens full and typing a few letters or digits picks an
 * option, and otherwise when the browser is idle after load (autofill and assistive technology find
 * every option). Self-contained, as optionLists is: the page carries this function's source as its
 * early script, which works before the page's own script has arrived; the form's bundle calls it too.
 */
export function installListFiller(lists: Lists): ListFiller {
  // One filler per window: the early script's, or the bundle's when the page was reached in the app.
  const key = Symbol.for('agency.list-filler');
  const host = window as unknown as Record<symbol, ListFiller | undefined>;
  const installed = host[key];
  if (installed) return installed;
  // Its own window's document, not whatever `document` names when an idle turn comes: a test's page is
  // torn down with a turn still pending, and the turn must then find that page's leftovers or nothing.
  const doc = window.document;

  const fill = (select: HTMLSelectElement) => {
    const name = select.getAttribute('data-list');
    if (!name || select.hasAttribute('data-filled')) return;
    if (name !== 'country' && !(name in lists.measures)) return;
    select.setAttribute('data-filled', '');
    const options =
      name === 'country'
        ? lists.countries(select.getAttribute('data-locale') || doc.documentElement.lang || 'pt')
        : lists.measure(name as MeasureName);
    const first = select.options[0];
    const head = first && first.value === '' ? first.outerHTML : '';
    const value = select.value;
    select.innerHTML = head + lists.html(options);
    select.value = value;
  };

  let scheduled = false;
  const later = (callback: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(callback, { timeout: 2000 }) : setTimeout(callback, 50);
  const fillNext = () => {
    const next = doc.querySelector<HTMLSelectElement>('select[data-list]:not([data-filled])');
    if (!next) {
      scheduled = false;
      return;
    }
    fill(next);
    later(fillNext);
  };
  const fillWhenIdle = () => {
    if (scheduled) return;
    scheduled = true;
    if (doc.readyState === 'complete') later(fillNext);
    else addEventListener('load', () => later(fillNext), { once: true });
  };

  const native = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value');
  const arm = (select: HTMLSelectElement) => {
    if (!native || Object.prototype.hasOwnProperty.call(select, 'value')) return;
    Object.defineProperty(select, 'value', {
      configurable: true,
      get(this: HTMLSelectElement) {
        return native.get?.call(this);
      },
      set(this: HTMLSelectElement, value: string) {
        if (value) fill(this);
        native.set?.call(this, value);
      },
    });
  };

  const onFirstUse = (event: Event) => {
    if (event.target instanceof HTMLSelectElement) fill(event.target);
  };
  for (const type of ['focusin', 'pointerdown', 'mousedown', 'touchstart', 'keydown']) {
    doc.addEventListener(type, onFirstUse, { capture: true, passive: true });
  }

  const filler = { fill, fillWhenIdle, arm };
  host[key] = filler;
  return filler;
}
