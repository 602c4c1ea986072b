import { describe, expect, it } from 'vitest';
import { formatCompactNumber } from './numbers.js';

describe('formatCompactNumber', () => {
  it.each<[number | bigint, string]>([
    [0, '0'],
    [1234, '1,234'],
    [999_999, '999,999'],
    [1_000_000, '1M'],
    [1_200_000, '1.2M'],
    [12_345_678, '12M'],
    [3_400_000_000, '3.4B'],
    [999_000_000_000_000, '999T'],
    [1e15, '1e15'],
    [1.2e15, '1.2e15'],
    [1.2e16, '12e15'],
    [1.2e18, '1.2e18'],
    [-1_500_000, '-1.5M'],
    [2_000_000n, '2M'],
    [5_000_000_000_000_000_000n, '5e18'],
  ])('%s → %j', (value, expected) => {
    expect(formatCompactNumber(value)).toBe(expected);
  });
});
