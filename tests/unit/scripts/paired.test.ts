import { describe, expect, it } from 'vitest';
import { bootstrapExceedRate, formatSpread, pairedVerdict, quantile, spread } from '../../../scripts/lib/paired';

describe('quantile and spread (how the audit reads its pairs)', () => {
  it('interpolates between neighbours and ignores runs that gave no figure', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([5, 1, 3], 0.5)).toBe(3);
    expect(quantile([1, Number.NaN, 3], 0.5)).toBe(2);
    expect(spread([0, 10, 2, 8, 4])).toEqual({ median: 4, q1: 2, q3: 8, n: 5 });
    expect(formatSpread(spread([0, 10, 2, 8, 4]))).toBe('4 [2–8]');
  });
});

describe('pairedVerdict (the performance budget)', () => {
  it('passes a screen whose pairs differ by at most 5 points in the median, however low the machine pushes both', () => {
    // A loaded machine: both sides low, but paired they differ by 2–4 points.
    const verdict = pairedVerdict({ baselineScores: [80, 72, 91, 85, 77], screenScores: [77, 70, 87, 82, 74] });
    expect(verdict.differences.median).toBe(3);
    expect(verdict.broken).toEqual([]);
  });

  it('breaks on a median difference over 5 even when single pairs are within it', () => {
    const verdict = pairedVerdict({ baselineScores: [99, 99, 99, 99, 99], screenScores: [97, 93, 92, 91, 98] });
    expect(verdict.differences.median).toBe(6);
    expect(verdict.broken).toHaveLength(1);
    expect(verdict.broken[0]).toMatch(/6 points below/);
  });

  it("asks for the screen's own median of 90 only when the baseline's median reaches 95", () => {
    expect(pairedVerdict({ baselineScores: [94, 93, 94], screenScores: [89, 89, 89] }).broken).toEqual([]);
    const strict = pairedVerdict({ baselineScores: [96, 95, 93], screenScores: [92, 89, 88] });
    expect(strict.differences.median).toBeLessThanOrEqual(5);
    expect(strict.broken).toEqual(['mobile perf median 89 < 90 while the baseline\'s is 95']);
  });
});

describe('bootstrapExceedRate (the A/A false-alarm rate)', () => {
  it('is 0 when no pair differs by more than the limit and 1 when every pair does', () => {
    expect(bootstrapExceedRate([0, 1, -2, 3, 5], 5, 5)).toBe(0);
    expect(bootstrapExceedRate([6, 7, 8], 5, 5)).toBe(1);
  });

  it('grows with the share of wide pairs and is the same on every run (seeded)', () => {
    const some = [0, 0, 0, 9, 9];
    const many = [0, 9, 9, 9, 9];
    const rateSome = bootstrapExceedRate(some, 5, 5);
    expect(rateSome).toBeGreaterThan(0.1);
    expect(rateSome).toBeLessThan(0.5);
    expect(bootstrapExceedRate(many, 5, 5)).toBeGreaterThan(0.8);
    expect(bootstrapExceedRate(some, 5, 5)).toBe(rateSome);
  });
});
