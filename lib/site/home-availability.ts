import 'server-only';
import { isApiError } from '@/lib/api/errors';
import { getEntitySlides } from '@/lib/api/slides';
import { errorFields, log } from '@/lib/observability/log';
import { markHomeAvailable, readHomeState, recordHomeOutage, type HomeState } from './home-outage';

let probing: Promise<HomeState> | null = null;

async function probe(): Promise<HomeState> {
  try {
    // The same cached read the home makes: a cached or last-good value counts as available.
    await getEntitySlides('slides');
    markHomeAvailable();
    return readHomeState();
  } catch (error) {
    if (isApiError(error)) {
      recordHomeOutage(error.code, Date.now());
      return readHomeState();
    }
    // Anything else says nothing about the panel; the home's own render decides.
    log.error({ event: 'home.availability-check-failed', ...errorFields(error) });
    return { kind: 'unknown' };
  }
}

/**
 * Whether the home can render its slides, known before it renders: the last answer while it holds
 * (an outage until its retry time), else one shared check through the home's own cached read.
 */
export function checkHomeAvailability(now: number): Promise<HomeState> {
  const state = readHomeState();
  if (state.kind === 'ok' || (state.kind === 'outage' && now < state.retryAt)) return Promise.resolve(state);
  probing ??= probe().finally(() => {
    probing = null;
  });
  return probing;
}
