import { describe, expect, it } from 'vitest';
import { customRangeSearch } from './timeInputs';
import { customRangeProblem, parseTimeRangeSearch, windowOf } from './timeRange';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-24T12:00:30Z');
const presets = { hour: { label: 'Last hour', ms: HOUR }, day: { label: 'Last day', ms: 24 * HOUR } };

describe('customRangeProblem', () => {
  const at = (start: string, end: string) => ({ start: Date.parse(start), end: Date.parse(end) });

  it('accepts a period that ends by now', () => {
    expect(customRangeProblem(at('2026-11-24T10:00:00Z', '2026-11-24T12:00:00Z'), NOW)).toBeUndefined();
  });

  it('refuses an end not after the start, an end in the future, and spans out of bounds', () => {
    expect(customRangeProblem(at('2026-11-24T10:00:00Z', '2026-11-24T10:00:00Z'), NOW)).toBe('order');
    expect(customRangeProblem(at('2026-11-24T11:00:00Z', '2026-11-24T10:00:00Z'), NOW)).toBe('order');
    expect(customRangeProblem(at('2026-11-24T10:00:00Z', '2026-11-24T12:05:00Z'), NOW)).toBe('future');
    expect(customRangeProblem(at('2026-11-24T10:00:00Z', '2026-11-24T10:00:30Z'), NOW)).toBe('short');
    expect(customRangeProblem(at('2026-10-01T00:00:00Z', '2026-11-24T00:00:00Z'), NOW)).toBe('long');
    expect(customRangeProblem({ start: Number.NaN, end: NOW }, NOW)).toBe('start');
    expect(customRangeProblem({ start: NOW - HOUR, end: Number.NaN }, NOW)).toBe('end');
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
