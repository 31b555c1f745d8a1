'use client';

import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { takeCards } from '@/components/roster/card-relay';
import { useMeasurementUnit } from '@/components/profile/unit-store';
import { appendHtmlPart } from '@/lib/browser/html-part';
import { readStorage, writeStorage } from '@/lib/browser/storage';
import { TALENTS_ADDED } from '@/lib/packages/talent-events';
import styles from './package.module.css';

const RELOADED_KEY = 'package-talents-reloaded';
// Starts bringing the other talents well before the end of the list comes into view.
const SENTINEL_MARGIN = '0px 0px 1200px 0px';

/** The talents the page did not write: where they come from and the plain link that shows them without script. */
export type MoreTalents = { source: string; href: string; label: string; loadingLabel: string };

/** Adds the part's talents the list does not hold yet; the first one added, or null. */
async function appendPart(list: HTMLOListElement, source: string): Promise<HTMLElement | null> {
  const added = await appendHtmlPart(list, source, (item) => item.dataset.packageTalent);
  document.dispatchEvent(new CustomEvent(TALENTS_ADDED));
  return added[0] ?? null;
}

/** Takes the keyboard to a talent's first control (its "I'd like to see" box). */
function focusTalent(talent: HTMLElement | null): void {
  talent?.querySelector<HTMLElement>('input, a')?.focus();
}

/**
 * The package's talents, in the unit the page's switch chose (unit-switch.tsx). The talents are the
 * server's HTML (talent-html.ts), written into the list once and never drawn by React: every talent's
 * measurements are there in both units, and this only says which one shows. Without script,
 * centimetres. The page writes the first talents; the others come from the talents route as the
 * client nears the end of the list or presses the link, which without script is the page with all.
 *
 * The talents never travel in React's payload, so a page reached by a client-side navigation (the
 * language switch) has none: it is loaded again whole, once.
 */
export function TalentList({ talentsKey, count, more }: { talentsKey: string; count: number; more: MoreTalents | null }) {
  const unit = useMeasurementUnit();
  const [html] = useState(() => takeCards(talentsKey) ?? '');
  const [state, setState] = useState<'waiting' | 'loading' | 'done' | 'failed'>(more ? 'waiting' : 'done');
  const listRef = useRef<HTMLOListElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const loading = useRef<Promise<HTMLElement | null> | null>(null);

  useEffect(() => {
    const list = listRef.current;
    const here = window.location.pathname;
    const reloaded = readStorage('session', RELOADED_KEY) === here;
    if (!list || count === 0 || list.children.length > 0) {
      if (reloaded) writeStorage('session', RELOADED_KEY, null);
      return;
    }
    if (reloaded) return;
    writeStorage('session', RELOADED_KEY, here);
    window.location.reload();
  }, [count]);

  const load = useCallback((): Promise<HTMLElement | null> => {
    const list = listRef.current;
    if (!more || !list) return Promise.reject(new Error('no list'));
    loading.current ??= (() => {
      setState('loading');
      return appendPart(list, more.source).then(
        (first) => {
          // The link goes once every talent is here: a keyboard on it (the part came on its own while the
          // client was about to press it) moves to the first new talent instead of falling to the page.
          if (linkRef.current !== null && linkRef.current === document.activeElement) focusTalent(first);
          setState('done');
          return first;
        },
        (error: unknown) => {
          loading.current = null;
          setState('failed');
          throw error;
        },
      );
    })();
    return loading.current;
  }, [more]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    // Without an observer, or after a failure, the link below does the job.
    if (state !== 'waiting' || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (items) => {
        if (!items.some((item) => item.isIntersecting)) return;
        observer.disconnect();
        load().catch(() => undefined);
      },
      { rootMargin: SENTINEL_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [state, load]);

  const showMore = (event: MouseEvent<HTMLAnchorElement>) => {
    // After a failure the link is a plain link again: the page with every talent.
    if (state === 'failed' || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    load().then(focusTalent, () => undefined);
  };

  return (
    <div className={styles.scope} data-unit={unit}>
      <ol
        ref={listRef}
        className={styles.talents}
        // The server's talents, written once and never drawn again by React; later parts are appended.
        dangerouslySetInnerHTML={{ __html: html }}
        suppressHydrationWarning
      />
      {more && state !== 'done' ? (
        <div className={styles.more}>
          <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
          <a ref={linkRef} href={more.href} className={styles.button} onClick={showMore} aria-busy={state === 'loading' || undefined}>
            {state === 'loading' ? more.loadingLabel : more.label}
          </a>
        </div>
      ) : null}
    </div>
  );
}
