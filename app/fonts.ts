import localFont from 'next/font/local';

/** Display face: Bodoni Moda, the editorial serif of fashion mastheads. */
export const displayFont = localFont({
  src: [
    { path: '../node_modules/@fontsource/bodoni-moda/files/bodoni-moda-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/bodoni-moda/files/bodoni-moda-latin-400-italic.woff2', weight: '400', style: 'italic' },
    { path: '../node_modules/@fontsource/bodoni-moda/files/bodoni-moda-latin-700-italic.woff2', weight: '700', style: 'italic' },
  ],
  variable: '--font-display',
  display: 'swap',
  // Headings swap in (fallback metrics are adjusted, so nothing moves); no preload, see below.
  preload: false,
  fallback: ['Didot', 'Georgia', 'serif'],
});

/** Text face: Inter, quiet and legible at small sizes on phones. */
export const textFont = localFont({
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-text',
  display: 'swap',
  // Not preloaded either: a preload makes 50 kB of fonts compete with the HTML and the first photo
  // on a slow link, and Chrome holds the first paint for pending font preloads. Text shows at once
  // in the metric-matched fallback and swaps when Inter arrives (found with the first style pass).
  preload: false,
  fallback: ['system-ui', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
