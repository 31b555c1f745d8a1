import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type pt from '@/messages/pt.json';

export type Namespace = keyof typeof pt;

/** What client components outside the pages read: header, menu, language loader, error screens, favourites link. */
export const LAYOUT_NAMESPACES = ['Menu', 'Navbar', 'Loader', 'Errors', 'Favorites'] as const satisfies readonly Namespace[];

/**
 * Hands the browser only the namespaces its client components under `children` use. Every page
 * would otherwise carry every message of the site (~16 kB of JSON) in its HTML. A provider
 * replaces the one above it, so list every namespace the client components below read.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const messages = await getMessages();
  const picked = Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, messages[name]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
