import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../fixtures/identity';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

interface InstanceRow {
  id: string;
  project_id: string;
  ncpus: number;
  run_state: string;
}

const runningInstance = () => {
  const instance = ([...platform.db.rowsOf('instances')] as InstanceRow[]).find(
    (row) => row.project_id === projects.mock.id && row.run_state === 'running',
  );
  if (!instance) throw new Error('no running instance seeded in mock-project');
  return instance;
};

/** The console's query shape: an hour of one-minute means, as its instance metrics tabs write them. */
const consoleQuery = (metric: string, filters: string, groupBy?: string) => {
  const end = new Date(Date.now() - 1000);
  const start = new Date(end.getTime() - 3_720_000);
  const stamp = (date: Date) => date.toISOString().replace(/\.\d+Z$/, '.000');
  const parts = [
    `get ${metric}`,
    `filter timestamp >= @${stamp(start)} && timestamp < @${stamp(end)} && ${filters}`,
    'align mean_within(60s)',
  ];
  if (groupBy) parts.push(`group_by [${groupBy}], sum`);
  return parts.join(' | ');
};

const run = (query: string, project: string = projects.mock.name) =>
  platform.api.timeseriesQuery({ query: { project }, body: { query } });

describe('OxQL timeseries queries', () => {
  it('answers the console CPU query with one summed timeseries of plausible usage', async () => {
    const instance = runningInstance();
    const result = await run(
      consoleQuery(
        'virtual_machine:vcpu_usage',
        `instance_id == "${instance.id}" && state == "run"`,
        'instance_id',
      ),
    );
    if (result.type !== 'success') throw new Error(`query failed: ${JSON.stringify(result)}`);
    const [table] = result.data.tables;
    expect(table?.name).toBe('virtual_machine:vcpu_usage');
    expect(table?.timeseries).toHaveLength(1);
    const points = table?.timeseries[0]?.points;
    expect(points?.timestamps.length).toBeGreaterThanOrEqual(61);
    const values = points?.values[0]?.values;
    expect(values?.type).toBe('double');
    const numbers = (values?.values ?? []) as number[];
    const ceiling = 5e9 * instance.ncpus;
    expect(numbers.every((value) => value >= 0 && value <= ceiling)).toBe(true);
    expect(numbers.some((value) => value > 0)).toBe(true);
  });

  it('keeps one timeseries per vCPU and state without group_by', async () => {
    const instance = runningInstance();
    const result = await run(consoleQuery('virtual_machine:vcpu_usage', `instance_id == "${instance.id}"`));
    if (result.type !== 'success') throw new Error('query failed');
    const series = result.data.tables[0]?.timeseries ?? [];
    expect(series).toHaveLength(instance.ncpus * 4);
    const states = new Set(series.map((entry) => (entry.fields.state as { value: string }).value));
    expect([...states].sort()).toEqual(['emulation', 'idle', 'run', 'waiting']);
  });

  it('answers the same query the same way', async () => {
    const query = `get virtual_machine:vcpu_usage | filter timestamp >= @2026-01-05T08:00:00.000 && timestamp < @2026-01-05T09:00:00.000 && instance_id == "${runningInstance().id}" | align mean_within(300s) | group_by [instance_id], mean`;
    const first = await run(query);
    const second = await run(query);
    expect(first.type).toBe('success');
    if (first.type !== 'success' || second.type !== 'success') return;
    expect(second.data).toEqual(first.data);
    expect(first.data.tables[0]?.timeseries[0]?.points.timestamps).toHaveLength(12);
  });

  it('answers disk and network queries for an instance', async () => {
    const instance = runningInstance();
    for (const metric of ['reads', 'writes', 'bytes_read', 'bytes_written', 'flushes']) {
      const result = await run(
        consoleQuery(
          `virtual_disk:${metric}`,
          `attached_instance_id == "${instance.id}"`,
          'attached_instance_id',
        ),
      );
      expect(result).toMatchObject({
        type: 'success',
        data: { tables: [{ name: `virtual_disk:${metric}` }] },
      });
    }
    for (const metric of ['bytes_sent', 'bytes_received', 'packets_sent', 'packets_received']) {
      const result = await run(
        consoleQuery(
          `instance_network_interface:${metric}`,
          `instance_id == "${instance.id}"`,
          'instance_id',
        ),
      );
      expect(result).toMatchObject({
        type: 'success',
        data: { tables: [{ name: `instance_network_interface:${metric}` }] },
      });
    }
  });

  it('only sees the project it is asked about', async () => {
    const instance = runningInstance();
    const result = await run(
      consoleQuery('virtual_machine:vcpu_usage', `instance_id == "${instance.id}"`),
      projects.empty.name,
    );
    expect(result).toMatchObject({ type: 'success', data: { tables: [{ timeseries: [] }] } });
    const system = await platform.api.systemTimeseriesQuery({
      body: { query: consoleQuery('virtual_machine:vcpu_usage', `instance_id == "${instance.id}"`) },
    });
    if (system.type !== 'success') throw new Error('query failed');
    expect(system.data.tables[0]?.timeseries.length).toBe(instance.ncpus * 4);
  });

  it('lists the schemas of the timeseries it serves', async () => {
    const result = await platform.api.systemTimeseriesSchemaList({ query: { limit: 100 } });
    if (result.type !== 'success') throw new Error('list failed');
    const names = result.data.items.map((schema) => schema.timeseriesName);
    expect(names).toContain('virtual_machine:vcpu_usage');
    expect(names).toContain('virtual_disk:bytes_read');
    expect(names).toContain('instance_network_interface:packets_received');
    expect(names).toEqual([...names].sort());
    expect(
      result.data.items.find((schema) => schema.timeseriesName === 'virtual_machine:vcpu_usage'),
    ).toMatchObject({
      datumType: 'cumulative_u64',
      units: 'nanoseconds',
      authzScope: 'project',
    });
  });

  it('keeps system queries and schemas to fleet viewers, project queries to the project', async () => {
    const query = 'get virtual_disk:reads';
    expect(await platform.clientAs('simone').systemTimeseriesQuery({ body: { query } })).toMatchObject({
      statusCode: 403,
    });
    expect(
      (
        await platform
          .clientAs('simone')
          .timeseriesQuery({ query: { project: 'mock-project' }, body: { query } })
      ).type,
    ).toBe('success');
    expect(
      await platform.clientAs('ada').timeseriesQuery({ query: { project: 'mock-project' }, body: { query } }),
    ).toMatchObject({ statusCode: 404, data: { message: 'not found: project with name "mock-project"' } });
  });
});
