import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type pt from '@/messages/pt.json';

export type Namespace = keyof typeof pt;

/** What client components outside the pages read: header, menu, language loader, error screens, favourites link. */
export const LAYOUT_NAMESPACES = ['Menu', 'Navbar', 'Loader', 'Errors', 'Favorites'] as const satisfies readonly Namespace[];
/** Of the favourites' messages the layout needs only the header link's; the favourites page brings its own. */
export const LAYOUT_KEYS = { Favorites: ['headerLabel', 'headerLabelCount'] } as const;

type Keys = Partial<Record<Namespace, readonly string[]>>;

/** `wanted` of a namespace's messages; a dotted key (`boards.women`) takes one message of a group. */
function pickKeys(all: Record<string, unknown>, wanted: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of wanted) {
    const [group, name] = key.split('.', 2) as [string, string | undefined];
    if (name === undefined) {
      if (key in all) picked[key] = all[key];
      continue;
    }
    const messages = all[group] as Record<string, unknown> | undefined;
    // A message, not a group (or no such key): nothing to take.
    if (typeof messages !== 'object' || messages === null || !(name in messages)) continue;
    picked[group] = { ...(picked[group] as Record<string, unknown> | undefined), [name]: messages[name] };
  }
  return picked;
}

/** The messages of `namespaces`, each whole or, where `keys` names some, only those. */
export function pickMessages(messages: Record<string, unknown>, namespaces: readonly Namespace[], keys: Keys = {}): Record<string, unknown> {
  return Object.fromEntries(
    namespaces
      .filter((name) => name in messages)
      .map((name) => {
        const wanted = keys[name];
        const all = messages[name] as Record<string, unknown>;
        return [name, wanted ? pickKeys(all, wanted) : all];
      }),
  );
}

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
  keys?: Keys;
  children: ReactNode;
}) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, namespaces, keys)}>{children}</NextIntlClientProvider>;
}
