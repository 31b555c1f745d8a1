'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { GalleryPhoto } from '@/lib/api/types';
import { TALENTS_ADDED } from '@/lib/packages/talent-events';

/** The full-screen viewer's code: no part of the first load, fetched once a finger, pointer or focus nears a photo. */
const loadViewer = () => import('@/components/profile/photo-viewer');
const PhotoViewer = lazy(() => loadViewer().then((module) => ({ default: module.PhotoViewer })));

type Open = { name: string; photos: GalleryPhoto[]; index: number; opener: HTMLElement };

/** One report per talent per page view, fire and forget: a failure is never retried and never shown. */
function sendView(token: string, talentId: number): void {
  const url = `/api/packages/${encodeURIComponent(token)}/views`;
  const body = JSON.stringify({ talent_id: talentId });
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // A browser refusing the beacon: the fetch below.
  }
  void fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
}

/**
 * Puts the player where its still was, for the visitor who pressed play: the first request to the
 * video's host. The frame gets the origin only, never the package's address (YouTube refuses embeds
 * with no referrer at all).
 */
function play(link: HTMLAnchorElement): void {
  const frame = document.createElement('iframe');
  frame.src = link.dataset.videoPlay ?? '';
  frame.title = link.dataset.videoTitle ?? '';
  frame.referrerPolicy = 'strict-origin';
  frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
  frame.allowFullscreen = true;
  link.replaceWith(frame);
  frame.focus();
}

function photosOf(talentId: string): { links: HTMLAnchorElement[]; photos: GalleryPhoto[] } {
  const links = [...document.querySelectorAll<HTMLAnchorElement>(`a[data-viewer-talent="${CSS.escape(talentId)}"]`)];
  const photos = links.map((link) => ({ file: link.href, width: Number(link.dataset.width) || 0, height: Number(link.dataset.height) || 0 }));
  return { links, photos };
}

/**
 * The package page's viewer island. It reads the server HTML it is given, never receives the list:
 * a tap on a photo opens that talent's photos full screen (the profile's viewer), a tap on a video's
 * play button loads its player there, and a talent counts as opened (reported once per page view) when
 * its section crosses the middle of the screen, its photos are opened or a video is played.
 */
export function PackageClient({ token }: { token: string }) {
  const t = useTranslations('Package');
  const [open, setOpen] = useState<Open | null>(null);
  const reported = useRef(new Set<number>());

  const report = useCallback(
    (talentId: number) => {
      if (!Number.isInteger(talentId) || reported.current.has(talentId)) return;
      reported.current.add(talentId);
      sendView(token, talentId);
    },
    [token],
  );

  useEffect(() => {
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              for (const entry of entries) {
                if (!entry.isIntersecting) continue;
                report(Number((entry.target as HTMLElement).dataset.packageTalent));
                observer?.unobserve(entry.target);
              }
            },
            { rootMargin: '-45% 0px -45% 0px' },
          )
        : null;
    const watched = new WeakSet<Element>();
    const watch = () => {
      for (const section of document.querySelectorAll('[data-package-talent]')) {
        if (watched.has(section)) continue;
        watched.add(section);
        observer?.observe(section);
      }
    };
    watch();
    // The talents after the first ones arrive later (talent-list.tsx).
    document.addEventListener(TALENTS_ADDED, watch);
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const still = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-video-play]');
      if (still?.dataset.videoPlay) {
        event.preventDefault();
        play(still);
        report(Number(still.closest<HTMLElement>('[data-package-talent]')?.dataset.packageTalent));
        return;
      }
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-viewer-talent]');
      const talentId = link?.dataset.viewerTalent;
      if (!link || !talentId) return;
      event.preventDefault();
      const { links, photos } = photosOf(talentId);
      setOpen({ name: link.dataset.viewerName ?? '', photos, index: Math.max(0, links.indexOf(link)), opener: link });
      report(Number(talentId));
    };
    const onNear = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('a[data-viewer-talent]')) void loadViewer().catch(() => undefined);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerdown', onNear, { passive: true });
    document.addEventListener('focusin', onNear);
    return () => {
      document.removeEventListener('pointerdown', onNear);
      document.removeEventListener('focusin', onNear);
      observer?.disconnect();
      document.removeEventListener(TALENTS_ADDED, watch);
      document.removeEventListener('click', onClick);
    };
  }, [report]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PhotoViewer
        photos={open.photos}
        index={open.index}
        name={open.name}
        alt={(position) => t('photoAlt', { name: open.name, position, total: open.photos.length })}
        onIndexChange={(index) => setOpen((current) => (current ? { ...current, index } : current))}
        onClose={() => {
          open.opener.focus();
          setOpen(null);
        }}
      />
    </Suspense>
  );
}
