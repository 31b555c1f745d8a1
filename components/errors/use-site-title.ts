'use client';

import { useSyncExternalStore } from 'react';
import { buildSiteTitle } from '@/lib/config/public';
import { hostTitle } from '@/lib/site';

const subscribe = () => () => undefined;

/**
 * The site title for error boundaries, which run in the browser and cannot ask the panel: the one the
 * layout resolved (its `application-name` meta), else the build's title, else the site's host name.
 */
function readSiteTitle(): string {
  const fromLayout = document.querySelector('meta[name="application-name"]')?.getAttribute('content')?.trim();
  return fromLayout || buildSiteTitle || hostTitle(window.location.href);
}

export function useSiteTitle(): string {
  return useSyncExternalStore(subscribe, readSiteTitle, () => buildSiteTitle ?? '');
}

/** '<page> | <site title>', or the page alone while the title is unknown. */
export function pageTitle(page: string, siteTitle: string): string {
  return siteTitle ? `${page} | ${siteTitle}` : page;
}
