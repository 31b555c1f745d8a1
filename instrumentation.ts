export async function register(): Promise<void> {
  // The token store and sign-in use Node APIs; the edge runtime never calls the backends.
  // NEXT_RUNTIME is set by Next itself and read literally: Next replaces it at build, leaving the edge bundle without the rest.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // V8 sizes the heap's next limit from the live heap (~55 MB) by a factor it lowers when GC runs
    // often; application uploads pass tens of MB of buffers a second through it. Letting the heap double
    // before the next full GC: about 25 full GCs per burst of 80 applications instead of 91 (docs/quality.md, burst row).
    // Read by V8 at each new limit, so setting it here (one place for every way the site starts) works.
    const v8 = await import('node:v8');
    v8.setFlagsFromString('--heap-growing-percent=100');
    // Compression and ETags (Next.js's own `compress` and `generateEtags` are off in next.config.ts):
    // the same middleware and values, with a stored page's ETag and gzip worked out once, not per request.
    const { installResponseEncoding } = await import('@/lib/http/response-encoding');
    await installResponseEncoding();
    // Marks the requests the proxy has nothing to decide for, which it then skips (a rewrite of next.config.ts takes them).
    const { installPlainAddressHook } = await import('@/lib/i18n/plain-addresses');
    const { readHomeState } = await import('@/lib/site/home-outage');
    await installPlainAddressHook(() => readHomeState().kind === 'ok');
    const { installPeerAddressHook } = await import('@/lib/http/client-address');
    await installPeerAddressHook();
    // Every request's id (nginx's X-Request-Id from a trusted proxy, else drawn), in its log lines and answer.
    const { env } = await import('@/lib/config/env');
    const { installRequestIdHook } = await import('@/lib/observability/request-context');
    await installRequestIdHook((address) => env.TRUSTED_PROXIES.check(address));
    const { markDrainingOnSignals } = await import('@/lib/shared-state/draining');
    markDrainingOnSignals();
    // Connects to Redis (when configured) at start, so the first form send already counts on the shared limit.
    const { sharedRedis } = await import('@/lib/shared-state/redis');
    sharedRedis();
    const { keepSingleValuedHeadersSingle } = await import('@/lib/http/single-headers');
    keepSingleValuedHeadersSingle();
    const { signInAll } = await import('@/lib/api/tokens');
    await signInAll();
    // Delivers what waits in the outbox (left by a previous run, or by another instance that stopped).
    const { isBuildPhase } = await import('@/lib/config');
    if (!isBuildPhase()) {
      // Without SMTP_URL the flows that confirm a person by e-mail cannot run: said now, and a production start stops.
      const { checkMailAtStart } = await import('@/lib/mail/start');
      checkMailAtStart();
      await import('@/lib/sends');
      const { startOutboxWorker } = await import('@/lib/outbox');
      startOutboxWorker();
      // Deletes what waited for a confirmation past its link's expiry.
      const { startConfirmationSweeper } = await import('@/lib/confirmations');
      startConfirmationSweeper();
    }
  }
}
