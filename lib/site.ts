/** Public, build-time site facts (safe in the browser bundle). */
export const siteTitle = process.env.NEXT_PUBLIC_SITE_TITLE || 'Aurora Models';
export const siteProvider = { name: 'Estúdio Norte', url: 'https://example.com/estudio-norte' };
