import { GIB, MIB, type OxqlQueryResult } from '@rackconsole/sdk';
import { describe, expect, it } from 'vitest';
import { METRIC_PRESETS } from './metricPresets';
import {
  alignmentFor,
  axisMax,
  axisTicks,
  formatMetric,
  instanceMetricQuery,
  niceCeiling,
  seriesFromResult,
} from './metricQueries';

const id = '6a4e2f1c-0c4e-4b8b-9f55-1b1c1e4d2a10';

const END = Date.parse('2026-11-24T12:00:00Z');
const lastHour = { start: END - METRIC_PRESETS.hour.ms, end: END };
const lastWeek = { start: END - METRIC_PRESETS.week.ms, end: END };

describe('alignmentFor', () => {
  it('keeps a period under 200 points with the finest alignment that does', () => {
    const span = (ms: number) => alignmentFor({ start: 0, end: ms });
    expect(span(60_000)).toBe('5s');
    expect(span(METRIC_PRESETS.hour.ms)).toBe('30s');
    expect(span(METRIC_PRESETS.day.ms)).toBe('10m');
    expect(span(METRIC_PRESETS.week.ms)).toBe('1h');
    expect(span(31 * METRIC_PRESETS.day.ms)).toBe('6h');
  });
});

describe('instanceMetricQuery', () => {
  it('filters by the period, instance and extra conditions, then aligns and groups', () => {
    expect(
      instanceMetricQuery(
        { timeseries: 'virtual_machine:vcpu_usage', label: 'Run', filter: 'state == "run"', reducer: 'mean' },
        id,
        lastHour,
      ),
    ).toBe(
      `get virtual_machine:vcpu_usage | filter timestamp >= @2026-11-24T11:00:00.000 && timestamp < @2026-11-24T12:00:00.000 && instance_id == "${id}" && state == "run" | align mean_within(30s) | group_by [instance_id], mean`,
    );
  });

  it('names the attached instance for disk series and widens the alignment for longer periods', () => {
    const query = instanceMetricQuery(
      { timeseries: 'virtual_disk:reads', label: 'Reads', reducer: 'sum' },
      id,
      lastWeek,
    );
    expect(query).toContain(`attached_instance_id == "${id}"`);
    expect(query).toContain('timestamp >= @2026-11-17T12:00:00.000');
    expect(query).toContain('align mean_within(1h) | group_by [attached_instance_id], sum');
  });

  it('narrows a line by its filter, reduced across the instance', () => {
    const query = instanceMetricQuery(
      { timeseries: 'virtual_machine:vcpu_usage', label: 'idle', filter: 'state == "idle"', reducer: 'mean' },
      id,
      { start: END - METRIC_PRESETS.day.ms, end: END },
    );
    expect(query).toContain(`instance_id == "${id}" && state == "idle"`);
    expect(query).toMatch(/align mean_within\(10m\) \| group_by \[instance_id\], mean$/);
  });
});

describe('seriesFromResult', () => {
  const result: OxqlQueryResult = {
    tables: [
      {
        name: 'virtual_machine:vcpu_usage',
        timeseries: [
          {
            fields: { state: { type: 'string', value: 'run' } },
            points: {
              timestamps: ['2026-07-31T12:00:00Z', '2026-07-31T12:00:30Z'],
              values: [{ metricType: 'delta', values: { type: 'double', values: [2.5e9, null] } }],
            },
          },
        ],
      },
    ],
  };

  it('labels the line by its definition, scales values and skips missing points', () => {
    const series = seriesFromResult(
      result,
      { timeseries: 'virtual_machine:vcpu_usage', label: 'run', filter: 'state == "run"', reducer: 'mean' },
      100 / 5e9,
    );
    expect(series).toEqual([
      { label: 'run', points: [{ time: new Date('2026-07-31T12:00:00Z'), value: 50 }] },
    ]);
  });
});

describe('axes', () => {
  it('rounds percentages up to a multiple of 10 (spec §9)', () => {
    expect(axisMax('percent', 1023)).toBe(1030);
    expect(axisMax('percent', 47)).toBe(50);
  });

  it('rounds bytes up to a power of two in their 1024-based unit', () => {
    expect(axisMax('bytes', 300 * MIB)).toBe(512 * MIB);
    expect(axisMax('bytes', 700 * MIB)).toBe(GIB);
    expect(axisMax('bytes', 0)).toBe(1024);
  });

  it('rounds counts up to 1, 2 or 5 times a power of ten', () => {
    expect(niceCeiling(0.3)).toBe(0.5);
    expect(niceCeiling(730)).toBe(1000);
    expect(axisMax('count', 120)).toBe(200);
  });

  it('puts ticks on round values', () => {
    expect(axisTicks('percent', 30)).toEqual([0, 10, 20, 30]);
    expect(axisTicks('percent', 80)).toEqual([0, 20, 40, 60, 80]);
    expect(axisTicks('percent', 50)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(axisTicks('bytes', GIB)).toEqual([0, GIB / 4, GIB / 2, (3 * GIB) / 4, GIB]);
  });

  it('formats values for their unit', () => {
    expect(formatMetric('percent', 12.345)).toBe('12.3%');
    expect(formatMetric('bytes', 1536)).toBe('1.5 KiB');
    expect(formatMetric('count', 2_500_000)).toBe('2.5M');
  });
});
