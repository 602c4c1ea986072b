import { GIB, TIB } from '@rackconsole/sdk';
import { describe, expect, it } from 'vitest';
import {
  axisMaxFor,
  chartPoints,
  formatMetricValue,
  PROVISIONED_METRICS,
  siloMetricQuery,
  utilizationWindow,
} from './utilizationMetrics';
import { validateUtilizationSearch } from './utilizationSearch';

const [cpus, memory] = PROVISIONED_METRICS;

describe('utilization metrics', () => {
  it('rounds the axis up to a multiple of 10 in the unit shown (spec §9)', () => {
    expect(axisMaxFor(cpus, 1023)).toBe(1030);
    expect(axisMaxFor(cpus, 64)).toBe(70);
    expect(axisMaxFor(cpus, 0)).toBe(10);
    expect(axisMaxFor(memory, 1023 * GIB)).toBe(1030 * GIB);
    expect(axisMaxFor(memory, 256 * GIB)).toBe(260 * GIB);
    expect(axisMaxFor(memory, 1.5 * TIB)).toBe(10 * TIB);
  });

  it('formats CPUs as counts and bytes in 1024 multiples', () => {
    expect(formatMetricValue(cpus, 17.5)).toBe('17.5');
    expect(formatMetricValue(memory, 1536 * 1024 ** 2)).toBe('1.5 GiB');
  });

  it('asks for a period ending on the minute, so loader and page share one query', () => {
    const now = Date.parse('2026-07-31T12:34:56.789Z');
    const window = utilizationWindow({ range: 'week' }, now);
    expect(siloMetricQuery('cpus_provisioned', window).queryKey[1]).toMatchObject({
      query: { startTime: new Date('2026-07-24T12:34:00Z'), endTime: new Date('2026-07-31T12:34:00Z') },
    });
    expect(utilizationWindow({}, now)).toEqual({
      start: Date.parse('2026-07-30T12:34:00Z'),
      end: Date.parse('2026-07-31T12:34:00Z'),
    });
  });

  it('asks for exactly a custom period', () => {
    const search = { start: '2026-07-30T08:00:00.000Z', end: '2026-07-30T09:30:00.000Z' };
    expect(utilizationWindow(search)).toEqual({
      start: Date.parse(search.start),
      end: Date.parse(search.end),
    });
  });

  it('charts numeric samples and skips missing ones', () => {
    const time = new Date('2026-07-31T12:00:00Z');
    expect(
      chartPoints({
        items: [
          { timestamp: time, datum: { type: 'i64', datum: 12 } },
          { timestamp: time, datum: { type: 'missing', datum: { datumType: 'i64' } } },
        ],
      }),
    ).toEqual([{ time, value: 12 }]);
  });

  it('reads the period from the URL, ignoring anything else', () => {
    expect(validateUtilizationSearch({ range: 'month' })).toEqual({ range: 'month' });
    expect(validateUtilizationSearch({ range: 'toString' })).toEqual({});
    expect(
      validateUtilizationSearch({
        start: '2026-07-30T08:00:00.000Z',
        end: '2026-07-30T09:00:00.000Z',
        range: 'day',
      }),
    ).toEqual({ start: '2026-07-30T08:00:00.000Z', end: '2026-07-30T09:00:00.000Z' });
  });
});
