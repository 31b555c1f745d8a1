'use client';

/** Last resort when the root layout itself fails: no providers, no fonts, just a way back. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="pt">
      <body style={{ fontFamily: 'system-ui, sans-serif', display: 'grid', placeItems: 'center', minHeight: '100vh', margin: 0 }}>
        <main style={{ textAlign: 'center', padding: 24 }}>
          <p style={{ fontSize: '4rem', margin: 0 }}>500</p>
          <h1 style={{ fontWeight: 400 }}>Algo deu errado. / Something went wrong.</h1>
          <p>
            <button type="button" onClick={reset} style={{ minHeight: 44, padding: '0 20px' }}>
              Tentar de novo / Try again
            </button>{' '}
            {/* The root layout failed, so a full page load is the way back. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/">HOME</a>
          </p>
        </main>
      </body>
    </html>
  );
}
