import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './time.js';

const now = new Date('2026-07-31T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each([
    [0, '0s ago'],
    [59 * SECOND, '59s ago'],
    [60 * SECOND, '1m ago'],
    [5 * MINUTE + 30 * SECOND, '5m ago'],
    [59 * MINUTE, '59m ago'],
    [HOUR, '1h ago'],
    [23 * HOUR, '23h ago'],
    [DAY, '1d ago'],
    [6 * DAY, '6d ago'],
    [7 * DAY, '1w ago'],
    [29 * DAY, '4w ago'],
    [30 * DAY, '1mo ago'],
    [364 * DAY, '12mo ago'],
    [365 * DAY, '1y ago'],
    [3 * 365 * DAY, '3y ago'],
    // Clock skew: a timestamp from the near future is not shown as negative.
    [-5 * SECOND, '0s ago'],
  ])('%i ms ago → %j', (elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), now)).toBe(expected);
  });

  it('measures against the current time by default', () => {
    expect(formatRelativeTime(new Date(Date.now() - 2 * HOUR))).toBe('2h ago');
  });
});
