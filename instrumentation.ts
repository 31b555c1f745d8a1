export async function register(): Promise<void> {
  // The token store and sign-in use Node APIs; the edge runtime never calls the backends.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installPeerAddressHook } = await import('@/lib/server/client-address');
    await installPeerAddressHook();
    const { markDrainingOnSignals } = await import('@/lib/shared-state/draining');
    markDrainingOnSignals();
    const { keepSingleValuedHeadersSingle } = await import('@/lib/server/single-headers');
    keepSingleValuedHeadersSingle();
    const { signInAll } = await import('@/lib/api/tokens');
    await signInAll();
  }
}
