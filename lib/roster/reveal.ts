/** The roster shows 20 cards first and 20 more per reveal. */
export const REVEAL_STEP = 20;

export function nextVisibleCount(visible: number, total: number): number {
  return Math.min(total, Math.max(visible, 0) + REVEAL_STEP);
}

/** The count shown first, or after a restore: at least one step, never more than there is. */
export function initialVisibleCount(total: number, restored?: number): number {
  const wanted = restored && Number.isFinite(restored) ? Math.ceil(restored / REVEAL_STEP) * REVEAL_STEP : REVEAL_STEP;
  return Math.min(total, Math.max(REVEAL_STEP, wanted));
}
