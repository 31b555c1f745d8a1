/**
 * The full-screen photo's zoom and pan (components/profile/photo-viewer.tsx), as plain arithmetic:
 * a pinch scales by the change in distance between two fingers, a drag moves a zoomed photo but
 * never past its edges, and a swipe on an unzoomed photo steps to the next or previous one.
 */

export type View = { scale: number; x: number; y: number };

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** A double tap (or double click) zooms to this, or back to 1. */
export const TAP_SCALE = 2.5;
/** Sideways travel that counts as a swipe, in CSS pixels. */
export const SWIPE_PX = 50;

export const FIT: View = { scale: 1, x: 0, y: 0 };

type Point = { x: number; y: number };

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/**
 * Keeps a zoomed photo covering its box: at scale s the photo is s times the box, so it may move
 * at most (s - 1) / 2 of the box each way. At scale 1 it sits still, centred.
 */
export function clampPan(view: View, box: { width: number; height: number }): View {
  const maxX = ((view.scale - 1) * box.width) / 2;
  const maxY = ((view.scale - 1) * box.height) / 2;
  // `+ 0` turns the -0 of a clamp at scale 1 into 0.
  return { scale: view.scale, x: Math.min(maxX, Math.max(-maxX, view.x)) + 0, y: Math.min(maxY, Math.max(-maxY, view.y)) + 0 };
}

/** The view after two fingers moved from `before` to `after` (their distance sets the scale). */
export function pinch(start: View, before: [Point, Point], after: [Point, Point], box: { width: number; height: number }): View {
  const ratio = distance(after[0], after[1]) / Math.max(1, distance(before[0], before[1]));
  const scale = clampScale(start.scale * ratio);
  // The point between the fingers moves with them.
  const midBefore = { x: (before[0].x + before[1].x) / 2, y: (before[0].y + before[1].y) / 2 };
  const midAfter = { x: (after[0].x + after[1].x) / 2, y: (after[0].y + after[1].y) / 2 };
  return clampPan({ scale, x: start.x + midAfter.x - midBefore.x, y: start.y + midAfter.y - midBefore.y }, box);
}

/** A one-finger drag: moves a zoomed photo; on an unzoomed one, a sideways swipe says where to step. */
export function drag(start: View, dx: number, dy: number, box: { width: number; height: number }): View {
  if (start.scale <= MIN_SCALE) return start;
  return clampPan({ scale: start.scale, x: start.x + dx, y: start.y + dy }, box);
}

/** 'next' for a swipe to the left, 'previous' to the right, null for anything else (a tap, a vertical move). */
export function swipeDirection(dx: number, dy: number): 'next' | 'previous' | null {
  if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** The index after stepping, going round at either end. */
export function stepIndex(index: number, count: number, step: 1 | -1): number {
  return (index + step + count) % count;
}
