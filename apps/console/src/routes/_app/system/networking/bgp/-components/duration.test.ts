import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('shows the two largest units', () => {
    expect(formatDuration((3 * 24 + 4) * 3_600_000 + 59_000)).toBe('3d 4h');
    expect(formatDuration(12 * 60_000 + 5000)).toBe('12m 5s');
  });

  it('keeps a zero unit between two others', () => {
    expect(formatDuration(2 * 3_600_000 + 30_000)).toBe('2h 0m');
  });

  it('reads a sub-second duration as 0s', () => {
    expect(formatDuration(999)).toBe('0s');
    expect(formatDuration(-5)).toBe('0s');
  });
});
