import { describe, expect, it } from 'vitest';
import { fromDateTimeLocal, toDateTimeLocal, zoomWindow } from './timeInputs';
import { RANGE_LIMITS } from './timeRange';

describe('zoomWindow', () => {
  const current = { start: 0, end: 100 * 60_000 };

  it('narrows to the dragged part, in either direction', () => {
    expect(zoomWindow(current, 0.25, 0.5)).toEqual({ start: 25 * 60_000, end: 50 * 60_000 });
    expect(zoomWindow(current, 0.5, 0.25)).toEqual({ start: 25 * 60_000, end: 50 * 60_000 });
  });

  it('clamps a drag past the edges of the plot', () => {
    expect(zoomWindow(current, -0.5, 1.5)).toEqual(current);
  });

  it('widens a narrow selection to the narrowest period, within the current window', () => {
    const zoomed = zoomWindow(current, 0.5, 0.5001);
    expect(zoomed && zoomed.end - zoomed.start).toBe(RANGE_LIMITS.minSpanMs);
    expect(zoomed && (zoomed.start + zoomed.end) / 2).toBeCloseTo(50 * 60_000 + 300, -1);
    expect(zoomWindow(current, 1, 1)).toEqual({
      start: current.end - RANGE_LIMITS.minSpanMs,
      end: current.end,
    });
  });

  it('does not zoom past the narrowest period or on nonsense positions', () => {
    expect(zoomWindow({ start: 0, end: RANGE_LIMITS.minSpanMs }, 0.2, 0.4)).toBeUndefined();
    expect(zoomWindow(current, Number.NaN, 0.4)).toBeUndefined();
  });
});

describe('datetime-local values', () => {
  it('round-trips a time to the minute in local time', () => {
    const time = new Date(2026, 10, 24, 9, 5).getTime();
    expect(toDateTimeLocal(time)).toBe('2026-11-24T09:05');
    expect(fromDateTimeLocal('2026-11-24T09:05')).toBe(time);
    expect(fromDateTimeLocal('2026-11-24T09:05:30')).toBe(time + 30_000);
  });

  it('reads an empty or impossible value as no time', () => {
    expect(fromDateTimeLocal('')).toBeNaN();
    expect(fromDateTimeLocal('2026-02-31T10:00')).toBeNaN();
    expect(fromDateTimeLocal('tomorrow')).toBeNaN();
  });
});
