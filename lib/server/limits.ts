/**
 * Per-instance caps of lib/server/busy-gate.ts, in a module of their own (no 'server-only') so the
 * tests that measure them can read them too. README "Limits and memory per instance" explains them.
 */

/**
 * Applications read, checked and forwarded at once by one instance. Each holds its body while it is
 * read (at most MAX_TOTAL_BYTES, 36 MiB; a few MB from the form, which shrinks photos first), then its
 * photos are decoded one at a time (lib/server/clean-photo.ts).
 */
export const MAX_CONCURRENT_APPLICATIONS = 8;
/** Favourites archives streamed at once by one instance: each holds a panel connection for its download. */
export const MAX_CONCURRENT_ZIPS = 8;
