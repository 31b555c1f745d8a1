import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type pt from '@/messages/pt.json';

export type Namespace = keyof typeof pt;

/** What client components outside the pages read: header, menu, language loader, error screens, favourites link. */
export const LAYOUT_NAMESPACES = ['Menu', 'Navbar', 'Loader', 'Errors', 'Favorites'] as const satisfies readonly Namespace[];
/** Of the favourites' messages the layout needs only the header link's; the favourites page brings its own. */
export const LAYOUT_KEYS = { Favorites: ['headerLabel', 'headerLabelCount'] } as const;

/**
 * Hands the browser only the namespaces its client components under `children` use. Every page
 * would otherwise carry every message of the site (~16 kB of JSON) in its HTML. A provider
 * replaces the one above it, so list every namespace the client components below read.
 */
export async function ClientMessages({
  namespaces,
  keys = {},
  children,
}: {
  namespaces: readonly Namespace[];
  /** For a namespace listed here, only these of its messages (a header link needs two of a page's thirty). */
  keys?: Partial<Record<Namespace, readonly string[]>>;
  children: ReactNode;
}) {
  const messages = await getMessages();
  const pick = (name: Namespace) => {
    const wanted = keys[name];
    const all = messages[name] as Record<string, unknown>;
    return wanted ? Object.fromEntries(wanted.filter((key) => key in all).map((key) => [key, all[key]])) : all;
  };
  const picked = Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, pick(name)]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
