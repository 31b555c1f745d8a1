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
  // Headings swap in; only Inter regular is preloaded, so first paint is not held by the display files.
  preload: false,
  // Until Bodoni arrives: a serif the device has, resized to Bodoni's metrics (app/globals.css),
  // so the swap moves nothing. next/font's own fallback names Times New Roman alone, which Android and
  // Linux lack: there the heading was set in an unadjusted serif and jumped when Bodoni came.
  adjustFontFallback: false,
  fallback: ['Bodoni Moda Fallback', 'Bodoni Moda Fallback Noto', 'serif'],
});

/**
 * Text face: Inter, quiet and legible at small sizes on phones. Only the regular weight is preloaded:
 * every page sets its body text in it, so it is worth holding first paint for (without it the text
 * reflows when Inter arrives). On a slow link each preloaded file shares the bandwidth with the first
 * photo, so the semibold below is not one of them.
 */
export const textFont = localFont({
  src: [{ path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400', style: 'normal' }],
  variable: '--font-text',
  display: 'swap',
  // Until Inter arrives: Arial or its metric twins, or Roboto on Android, resized to Inter's metrics
  // (app/globals.css); the device's sans only where none of them exists.
  adjustFontFallback: false,
  fallback: ['Inter Fallback', 'Inter Fallback Roboto', 'sans-serif'],
});

/**
 * Inter semibold, for the few words set in it (`strong`, table heads, form alerts). Its own family so
 * it is fetched only by the pages that use it; until it arrives those words show in the regular
 * face made bold (`var(--font-text-strong)` lists `--font-text` as its fallback).
 */
export const textStrongFont = localFont({
  src: [{ path: '../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600', style: 'normal' }],
  variable: '--font-text-strong-face',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});
