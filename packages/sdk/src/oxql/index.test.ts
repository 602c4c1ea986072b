import { describe, expect, it } from 'vitest';
import type { OxqlQueryResult } from '../generated/api.js';
import { oxqlErrorPosition, oxqlQuery, oxqlSeries } from './index.js';

const uuid = (value: string) => ({ type: 'uuid' as const, value });
const result = {
  tables: [
    {
      name: 'virtual_disk:reads,virtual_disk:writes',
      timeseries: [
        {
          fields: { disk_id: uuid('d-1'), project_id: uuid('p-1') },
          points: {
            startTimes: null,
            timestamps: ['2026-03-02T10:05:00.000Z', '2026-03-02T10:10:00.000Z'],
            values: [
              { metricType: 'gauge', values: { type: 'double', values: [1.5, null] } },
              { metricType: 'gauge', values: { type: 'double', values: [2, 3] } },
            ],
          },
        },
        {
          fields: { disk_id: uuid('d-2'), project_id: uuid('p-1') },
          points: {
            startTimes: null,
            timestamps: ['2026-03-02T10:05:00.000Z'],
            values: [
              {
                metricType: 'delta',
                values: {
                  type: 'integer_distribution',
                  values: [{ bins: [0, 10], counts: [1, 3], sumOfSamples: 40, squaredMean: 0 }],
                },
              },
            ],
          },
        },
      ],
    },
  ],
} as unknown as OxqlQueryResult;

describe('oxqlSeries', () => {
  it('makes one series per timeseries and dimension, labelled by the fields that differ', () => {
    const series = oxqlSeries(result);
    expect(series.map((entry) => entry.label)).toEqual([
      'disk_id=d-1 (virtual_disk:reads)',
      'disk_id=d-1 (virtual_disk:writes)',
      'disk_id=d-2',
    ]);
    expect(series[0]?.points).toEqual([
      { time: new Date('2026-03-02T10:05:00Z'), value: 1.5 },
      { time: new Date('2026-03-02T10:10:00Z'), value: null },
    ]);
    expect(series[0]?.fields).toEqual({ disk_id: 'd-1', project_id: 'p-1' });
    // A distribution reads as its mean sample.
    expect(series[2]?.points[0]?.value).toBe(10);
    expect(series[2]).toMatchObject({ metricType: 'delta', dataType: 'integer_distribution', dimension: 0 });
  });
});

describe('oxqlErrorPosition', () => {
  it('reads the line and column of a parse error, and nothing from other errors', () => {
    expect(oxqlErrorPosition('Error at 2:17: .. get a:b ..\n   ^\nExpected: …')).toEqual({
      line: 2,
      column: 17,
    });
    expect(oxqlErrorPosition('Timeseries not found for: a:b')).toBeUndefined();
  });
});

describe('oxqlQuery', () => {
  it('asks the project endpoint when given a project, the fleet one otherwise', async () => {
    const calls: string[] = [];
    const api = {
      timeseriesQuery: async (params: unknown) => {
        calls.push(`project ${JSON.stringify(params)}`);
      },
      systemTimeseriesQuery: async (params: unknown) => {
        calls.push(`system ${JSON.stringify(params)}`);
      },
    } as never;
    await oxqlQuery(api, 'get a:b', { project: 'web' });
    await oxqlQuery(api, 'get a:b');
    expect(calls).toEqual([
      'project {"query":{"project":"web"},"body":{"query":"get a:b"},"init":{}}',
      'system {"body":{"query":"get a:b"},"init":{}}',
    ]);
  });
});
