import { findModal } from './route-transition-host';

type NProgressApi = typeof import('nprogress');

/** The loading bar waits 200 ms before it shows (fast changes need none) and expects 5 s. */
export const PROGRESS_THROTTLE_MS = 200;
const PROGRESS_DURATION_MS = 5000;

let loading: Promise<NProgressApi> | null = null;
let bar: NProgressApi | null = null;

/**
 * nprogress, fetched the first time a page change takes long enough to show the bar: a visitor who
 * never waits 200 ms for a page never downloads it.
 */
function loadBar(): Promise<NProgressApi> {
  loading ??= import('nprogress').then((module) => {
    const api = (module as { default?: NProgressApi }).default ?? module;
    api.configure({
      showSpinner: false,
      minimum: 0.08,
      trickleSpeed: PROGRESS_DURATION_MS / 25,
      // nprogress' default template has role="bar", which is not an ARIA role.
      template: '<div class="bar"></div>',
      barSelector: '.bar',
    });
    bar = api;
    placeProgressBar();
    return api;
  });
  return loading;
}

/** Puts the bar where it can be seen: inside the open modal menu (the top layer) or on the page. */
export function placeProgressBar() {
  if (!bar) return;
  const host = findModal();
  const parent = host?.id ? host : document.body;
  bar.configure({ parent: parent === document.body ? 'body' : `#${parent.id}` });
  const element = document.getElementById('nprogress');
  if (element && element.parentElement !== parent) parent.appendChild(element);
}

/** Starts the bar (loading it first if need be) unless `stillWanted` says the page has arrived meanwhile. */
export function startProgressBar(stillWanted: () => boolean) {
  void loadBar().then((api) => {
    if (!stillWanted()) return;
    placeProgressBar();
    api.start();
  });
}

export function finishProgressBar() {
  if (bar?.isStarted()) bar.done();
}
