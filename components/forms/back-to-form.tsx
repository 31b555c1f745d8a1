'use client';

import type { MouseEvent, ReactNode } from 'react';
import { Link, getPathname } from '@/lib/i18n/navigation';
import { useLocale } from 'next-intl';

type Props = { href: '/be-a-model' | '/contact' | '/privacy'; hash?: string | undefined; className?: string; children: ReactNode };

/**
 * A link to the form. Without JavaScript it opens the form afresh; with it, when the visitor came
 * from that form, it goes back in history instead, where the browser still holds what was typed.
 */
export function BackToForm({ href, hash, className, children }: Props) {
  const locale = useLocale();
  const formPath = getPathname({ href, locale });

  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    let from: URL | null = null;
    try {
      from = document.referrer ? new URL(document.referrer) : null;
    } catch {
      from = null;
    }
    if (!from || from.origin !== window.location.origin || from.pathname !== formPath || window.history.length < 2) return;
    event.preventDefault();
    window.history.back();
  }

  return (
    <Link href={hash ? { pathname: href, hash } : href} className={className} onClick={goBack}>
      {children}
    </Link>
  );
}
