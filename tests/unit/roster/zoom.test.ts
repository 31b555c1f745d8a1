import { describe, expect, it } from 'vitest';
import { FIT, MAX_SCALE, clampPan, drag, pinch, stepIndex, swipeDirection } from '@/lib/roster/zoom';

const box = { width: 400, height: 600 };

describe('the full-screen photo’s gestures', () => {
  it('zooms by the change in distance between two fingers, within 1× and 4×', () => {
    const spread = pinch(FIT, [{ x: 150, y: 300 }, { x: 250, y: 300 }], [{ x: 100, y: 300 }, { x: 300, y: 300 }], box);
    expect(spread.scale).toBeCloseTo(2);
    expect(pinch(FIT, [{ x: 190, y: 300 }, { x: 210, y: 300 }], [{ x: 0, y: 300 }, { x: 400, y: 300 }], box).scale).toBe(MAX_SCALE);
    expect(pinch(spread, [{ x: 100, y: 300 }, { x: 300, y: 300 }], [{ x: 190, y: 300 }, { x: 210, y: 300 }], box)).toEqual(FIT);
  });

  it('moves a zoomed photo with a finger, never past its edges, and leaves an unzoomed one where it is', () => {
    expect(drag(FIT, -120, 40, box)).toEqual(FIT);
    const zoomed = { scale: 2, x: 0, y: 0 };
    expect(drag(zoomed, -120, 40, box)).toEqual({ scale: 2, x: -120, y: 40 });
    // At 2× the photo may travel half the box each way: 200 px sideways, 300 px up or down.
    expect(drag(zoomed, -900, 900, box)).toEqual({ scale: 2, x: -200, y: 300 });
    expect(clampPan({ scale: 1, x: 50, y: -50 }, box)).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it('reads a sideways swipe as a step, and a tap or a vertical move as none', () => {
    expect(swipeDirection(-80, 10)).toBe('next');
    expect(swipeDirection(80, -10)).toBe('previous');
    expect(swipeDirection(-20, 0)).toBeNull();
    expect(swipeDirection(-80, 90)).toBeNull();
  });

  it('goes round at either end', () => {
    expect(stepIndex(3, 4, 1)).toBe(0);
    expect(stepIndex(0, 4, -1)).toBe(3);
    expect(stepIndex(1, 4, 1)).toBe(2);
  });
});
