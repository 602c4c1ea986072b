import { describe, expect, it } from 'vitest';
import {
  customRangeProblem,
  customRangeSearch,
  fromDateTimeLocal,
  parseTimeRangeSearch,
  RANGE_LIMITS,
  toDateTimeLocal,
  windowOf,
  zoomWindow,
} from './timeRange';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-24T12:00:30Z');
const presets = { hour: { label: 'Last hour', ms: HOUR }, day: { label: 'Last day', ms: 24 * HOUR } };

describe('customRangeProblem', () => {
  const at = (start: string, end: string) => ({ start: Date.parse(start), end: Date.parse(end) });

  it('accepts a period that ends by now', () => {
    expect(customRangeProblem(at('2026-11-24T10:00:00Z', '2026-11-24T12:00:00Z'), NOW)).toBeUndefined();
  });

  it('refuses an end not after the start, an end in the future, and spans out of bounds', () => {
    expect(customRangeProblem(at('2026-11-24T10:00:00Z', '2026-11-24T10:00:00Z'), NOW)).toBe(
      'End must be after start',
    );
    expect(customRangeProblem(at('2026-11-24T11:00:00Z', '2026-11-24T10:00:00Z'), NOW)).toBe(
      'End must be after start',
    );
    expect(customRangeProblem(at('2026-11-24T10:00:00Z', '2026-11-24T12:05:00Z'), NOW)).toBe(
      'End cannot be in the future',
    );
    expect(customRangeProblem(at('2026-11-24T10:00:00Z', '2026-11-24T10:00:30Z'), NOW)).toBe(
      'The period must be at least a minute',
    );
    expect(customRangeProblem(at('2026-10-01T00:00:00Z', '2026-11-24T00:00:00Z'), NOW)).toBe(
      'The period can be at most 31 days',
    );
    expect(customRangeProblem({ start: Number.NaN, end: NOW }, NOW)).toBe('Enter a valid start');
    expect(customRangeProblem({ start: NOW - HOUR, end: Number.NaN }, NOW)).toBe('Enter a valid end');
  });

  it('allows a minute of clock skew at the end', () => {
    expect(customRangeProblem({ start: NOW - HOUR, end: NOW + 59_000 }, NOW)).toBeUndefined();
  });
});

describe('parseTimeRangeSearch', () => {
  it('keeps a valid custom window, which wins over a preset', () => {
    const search = { range: 'day', start: '2026-11-24T10:00:00.000Z', end: '2026-11-24T11:00:00.000Z' };
    expect(parseTimeRangeSearch(search, presets, NOW)).toEqual({
      start: '2026-11-24T10:00:00.000Z',
      end: '2026-11-24T11:00:00.000Z',
    });
  });

  it('drops an invalid custom window and unknown presets, never throwing', () => {
    expect(
      parseTimeRangeSearch({ start: '2026-11-24T11:00:00Z', end: '2026-11-24T10:00:00Z' }, presets, NOW),
    ).toEqual({});
    expect(parseTimeRangeSearch({ start: 'yesterday', end: 42, range: 'day' }, presets, NOW)).toEqual({
      range: 'day',
    });
    expect(parseTimeRangeSearch({ start: '2026-11-24T10:00:00' }, presets, NOW)).toEqual({});
    expect(parseTimeRangeSearch({ range: 'toString' }, presets, NOW)).toEqual({});
    expect(parseTimeRangeSearch({ range: 'hour' }, presets, NOW)).toEqual({ range: 'hour' });
  });
});

describe('windowOf', () => {
  it('is the custom window, or the preset ending now rounded down to the minute', () => {
    expect(windowOf(customRangeSearch({ start: NOW - HOUR, end: NOW }), presets, 'hour', NOW)).toEqual({
      start: Date.parse('2026-11-24T11:00:30Z'),
      end: NOW,
    });
    const end = Date.parse('2026-11-24T12:00:00Z');
    expect(windowOf({ range: 'day' }, presets, 'hour', NOW)).toEqual({ start: end - 24 * HOUR, end });
    expect(windowOf({}, presets, 'hour', NOW)).toEqual({ start: end - HOUR, end });
  });
});

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
