/**
 * Per-instance caps of lib/forms/server/busy-gate.ts, in a module of their own (no 'server-only') so the
 * tests that measure them can read them too. docs/operations.md, "Limits per instance", explains them.
 */

/**
 * Applications read, checked and forwarded at once by one instance. Each holds its body while it is
 * read (at most MAX_TOTAL_BYTES, 36 MiB; a few MB from the form, which shrinks photos first), then its
 * photos are decoded one at a time (lib/forms/server/clean-photo.ts).
 */
export const MAX_CONCURRENT_APPLICATIONS = 8;
/** Favourites archives streamed at once by one instance: each holds a panel connection for its download. */
export const MAX_CONCURRENT_ZIPS = 8;

/**
 * Places in the application gate one client address may hold or wait for at once (TRUSTED_PROXIES
 * decides the address, lib/http/client-address.ts): a family sending two applications side by side
 * is served, one address cannot take every place with slow uploads. The next one is told `busy`.
 */
export const MAX_APPLICATIONS_PER_CLIENT = 2;

/**
 * How long an application's body may take, and how slowly it may come. The form sends at most a few
 * MB (it shrinks photos over 1 MB), which a slow 3G link carries in about a minute; a body that drips
 * below the rate, once the grace for a slow start has passed, or is not in by the deadline, is cut
 * with 408 and its place in the gate freed.
 */
export const APPLICATION_BODY_PACE = {
  deadlineMs: 120_000,
  minBytesPerSecond: 4 * 1024,
  graceMs: 10_000,
} as const;
