export async function register(): Promise<void> {
  // The token store and sign-in use Node APIs; the edge runtime never calls the backends.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installPeerAddressHook } = await import('@/lib/server/client-address');
    await installPeerAddressHook();
    const { markDrainingOnSignals } = await import('@/lib/shared-state/draining');
    markDrainingOnSignals();
    // Connects to Redis (when configured) at start, so the first form send already counts on the shared limit.
    const { sharedRedis } = await import('@/lib/shared-state/redis');
    sharedRedis();
    const { keepSingleValuedHeadersSingle } = await import('@/lib/server/single-headers');
    keepSingleValuedHeadersSingle();
    const { signInAll } = await import('@/lib/api/tokens');
    await signInAll();
  }
}
