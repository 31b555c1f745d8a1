/**
 * The settings a browser bundle may hold: next.config.ts's `env` inlines what lib/config parsed at build
 * time, and Next replaces only a literal `process.env.NEXT_PUBLIC_…` read, so these stay literal here.
 */

/** The title given to the build (`NEXT_PUBLIC_SITE_TITLE`), or null: a build never bakes in a name of its own. */
export const buildSiteTitle: string | null = process.env.NEXT_PUBLIC_SITE_TITLE?.trim() || null;
