import { describe, expect, it } from 'vitest';
import { fromLocalInput, readTimeRange, toLocalInput } from './timeRange';

describe('time range', () => {
  it('drops malformed timestamps from the URL', () => {
    expect(readTimeRange({ start: 'yesterday', end: '2026-03-02T12:00:00Z' })).toEqual({
      start: undefined,
      end: '2026-03-02T12:00:00Z',
    });
  });

  it('round-trips through a datetime-local input to the minute', () => {
    const iso = '2026-03-02T12:34:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeUndefined();
    expect(toLocalInput(undefined)).toBe('');
  });
});
