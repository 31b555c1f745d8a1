import { REVEAL_STEP, initialVisibleCount, nextVisibleCount } from '@/lib/roster/reveal';

describe('reveal', () => {
  it('starts at 20 and grows by 20 up to the total', () => {
    expect(REVEAL_STEP).toBe(20);
    expect(initialVisibleCount(1000)).toBe(20);
    expect(nextVisibleCount(20, 1000)).toBe(40);
    expect(nextVisibleCount(40, 1000)).toBe(60);
    expect(nextVisibleCount(40, 48)).toBe(48);
    expect(nextVisibleCount(48, 48)).toBe(48);
  });

  it('never shows more than there is', () => {
    expect(initialVisibleCount(7)).toBe(7);
    expect(initialVisibleCount(0)).toBe(0);
  });

  it('restores a remembered count rounded up to whole steps', () => {
    expect(initialVisibleCount(1000, 40)).toBe(40);
    expect(initialVisibleCount(1000, 41)).toBe(60);
    expect(initialVisibleCount(50, 60)).toBe(50);
    expect(initialVisibleCount(1000, 3)).toBe(20);
  });
});
