'use client';

import { usePathname } from 'next/navigation';
import { pageTitle, useSiteTitle } from '@/components/errors/use-site-title';

/** Last resort when the root layout itself fails: no providers, no fonts, just a way back. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // No translations here: the path alone says whether the visitor was on the English site.
  const english = /^\/en(\/|$)/.test(usePathname() ?? '/');
  const siteTitle = useSiteTitle();
  return (
    <html lang={english ? 'en' : 'pt'}>
      <body style={{ fontFamily: 'system-ui, sans-serif', display: 'grid', placeItems: 'center', minHeight: '100vh', margin: 0 }}>
        <title>{pageTitle(english ? 'Error' : 'Erro', siteTitle)}</title>
        <main style={{ textAlign: 'center', padding: 24 }}>
          <p style={{ fontSize: '4rem', margin: 0 }}>500</p>
          <h1 style={{ fontWeight: 400 }}>{english ? 'Something went wrong.' : 'Algo deu errado.'}</h1>
          <p>
            <button type="button" onClick={reset} style={{ minHeight: 44, padding: '0 20px' }}>
              {english ? 'Try again' : 'Tentar de novo'}
            </button>{' '}
            {/* The root layout failed, so a full page load is the way back. */}
            <a href={english ? '/en' : '/'}>HOME</a>
          </p>
        </main>
      </body>
    </html>
  );
}
