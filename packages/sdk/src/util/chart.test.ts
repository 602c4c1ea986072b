import { describe, expect, it } from 'vitest';
import { percentageAxisMax } from './chart.js';

describe('percentageAxisMax', () => {
  it.each([
    [1023, 1030],
    [1020, 1020],
    [1021, 1030],
    [99.5, 100],
    [100, 100],
    [3, 10],
    [0.2, 10],
    [0, 10],
    [-5, 10],
    [Number.NaN, 10],
    [Number.POSITIVE_INFINITY, 10],
  ])('%d → %d', (max, expected) => {
    expect(percentageAxisMax(max)).toBe(expected);
  });
});
