import { oxqlErrorPosition, oxqlQuery, oxqlSeries } from '@rackconsole/sdk/oxql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../fixtures/identity';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

/** The SDK's OxQL helpers over the Node mock: a subset of the corpus, read as plain series. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const HOUR = 'timestamp >= @2026-03-02T10:00:00 && timestamp < @2026-03-02T11:00:00';

describe('SDK OxQL helpers against the mock', () => {
  it('reads a grouped, aligned query as one series per group, 5 minutes apart', async () => {
    const result = await oxqlQuery(
      platform.api,
      `get virtual_machine:vcpu_usage | filter ${HOUR} && state == "run" | align mean_within(5m) | group_by [instance_id], sum`,
      { project: projects.mock.name },
    );
    if (result.type !== 'success') throw new Error(JSON.stringify(result));
    const series = oxqlSeries(result.data);
    expect(series.length).toBeGreaterThan(1);
    expect(new Set(series.map((entry) => entry.label)).size).toBe(series.length);
    for (const entry of series) {
      expect(entry.label).toMatch(/^instance_id=/);
      expect(entry.points.map((point) => point.time.getTime() % 300_000)).toEqual(entry.points.map(() => 0));
      expect(entry.points.at(-1)?.time).toEqual(new Date('2026-03-02T11:00:00Z'));
    }
  });

  it('reads a join as one series per dimension', async () => {
    const one = (metric: string) => `get virtual_disk:${metric} | filter ${HOUR}`;
    const result = await oxqlQuery(
      platform.api,
      `{ ${one('reads')}; ${one('writes')} } | align mean_within(10m) | join`,
    );
    if (result.type !== 'success') throw new Error(JSON.stringify(result));
    const series = oxqlSeries(result.data);
    expect(series.filter((entry) => entry.dimension === 1)).toHaveLength(series.length / 2);
    expect(series[0]?.label).toMatch(/\(virtual_disk:reads\)$/);
  });

  it('finds where a refused query went wrong', async () => {
    const result = await oxqlQuery(platform.api, 'get virtual_disk:reads | filter disk_id = 1');
    if (result.type !== 'error') throw new Error('expected a refusal');
    expect(oxqlErrorPosition(result.data.message)).toEqual({ line: 1, column: 41 });
  });

  it('reads a query past the points limit as the platform refuses it, though aligned to few points', async () => {
    // Every vCPU of the fleet for a week: millions of samples, though aligned to a point an hour.
    const week = 'timestamp >= @2026-02-23T11:00:00 && timestamp < @2026-03-02T11:00:00';
    const result = await oxqlQuery(
      platform.api,
      `get virtual_machine:vcpu_usage | filter ${week} | align mean_within(1h) | group_by [instance_id], sum`,
    );
    if (result.type !== 'error') throw new Error('expected a refusal');
    expect(result.statusCode).toBe(400);
    expect(result.data).toMatchObject({
      errorCode: 'InvalidRequest',
      message:
        'Query requires fetching more than the current limit of 1000000 data points from the timeseries database',
    });
    expect(oxqlErrorPosition(result.data.message)).toBeUndefined();
  });

  it('reads a fleet query that would read a whole table as refused', async () => {
    const result = await oxqlQuery(platform.api, 'get virtual_disk:reads | align mean_within(5m)');
    if (result.type !== 'error') throw new Error('expected a refusal');
    expect(result.data.message).toMatch(/^This query requires at least one full table scan\./);
  });
});
