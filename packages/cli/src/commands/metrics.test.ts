import { describe, expect, it } from 'vitest';
import { json, signedInSandbox } from '../testing/cli';

const sandbox = signedInSandbox();

const HOUR = 'timestamp >= @2026-03-02T10:00:00 && timestamp < @2026-03-02T11:00:00';
const GROUPED = `get virtual_machine:vcpu_usage | filter ${HOUR} && state == "run" | align mean_within(5m) | group_by [instance_id], sum`;

interface WireResult {
  tables: {
    name: string;
    timeseries: { fields: Record<string, { value: unknown }>; points: { timestamps: string[] } }[];
  }[];
}

describe('rackctl metrics', { timeout: 120_000 }, () => {
  it('lists the timeseries whose names match a glob, with their fields', async () => {
    const result = await sandbox.rackctl(['metrics', 'schemas', '--name', 'virtual_disk:*']);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^NAME\s+DATUM\s+UNITS\s+SCOPE\s+FIELDS$/);
    const names = lines.slice(1).map((line) => line.split(/\s+/)[0]);
    expect(names).toContain('virtual_disk:reads');
    expect(names).toContain('virtual_disk:io_latency');
    expect(names.every((name) => name?.startsWith('virtual_disk:'))).toBe(true);
    const schemas = json<{ timeseries_name: string; field_schema: unknown[] }[]>(
      await sandbox.rackctl(['metrics', 'schemas', '--name', 'sled_data_link:bytes_?ent', '--json']),
    );
    expect(schemas.map((schema) => schema.timeseries_name)).toEqual(['sled_data_link:bytes_sent']);
  });

  it('prints a query as a table of series, time and value', async () => {
    const result = await sandbox.rackctl(['metrics', 'query', GROUPED, '--project', 'mock-project']);
    expect(result.code).toBe(0);
    const [header, ...rows] = result.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^SERIES\s+TIME\s+VALUE$/);
    const cells = rows.map((row) => row.split(/\s{2,}/));
    expect(cells.every(([series]) => series?.startsWith('instance_id='))).toBe(true);
    // Twelve 5-minute points per instance, ending at the query's end.
    const times = cells.filter(([series]) => series === cells[0]?.[0]).map(([, time]) => time);
    expect(times).toHaveLength(12);
    expect(times.at(-1)).toBe('2026-03-02T11:00:00.000Z');
  });

  it('prints the answer as the platform sent it with --json and --format yaml', async () => {
    const answer = json<WireResult>(await sandbox.rackctl(['metrics', 'query', GROUPED, '--json']));
    expect(answer.tables[0]?.name).toBe('virtual_machine:vcpu_usage');
    expect(
      answer.tables[0]?.timeseries.every((series) => Object.keys(series.fields).join() === 'instance_id'),
    ).toBe(true);
    const yaml = await sandbox.rackctl(['metrics', 'query', GROUPED, '--format', 'yaml']);
    expect(yaml.stdout).toMatch(/^tables:\n {2}- name: virtual_machine:vcpu_usage\n/);
  });

  it('writes CSV, and draws a chart with a legend', async () => {
    const disks = `{ get virtual_disk:reads | filter ${HOUR}; get virtual_disk:writes | filter ${HOUR} } | align mean_within(10m) | join`;
    const csv = await sandbox.rackctl(['metrics', 'query', disks, '--csv', '--project', 'mock-project']);
    expect(csv.code).toBe(0);
    const [header, first] = csv.stdout.split('\n');
    expect(header).toBe('table,series,time,value');
    // Labels hold commas, so they are quoted.
    expect(first).toMatch(
      /^"virtual_disk:reads,virtual_disk:writes","[^"]*disk_id=[0-9a-f-]+ \(virtual_disk:reads\)",2026-03-02T10:10:00\.000Z,[0-9.]+$/,
    );
    const chart = await sandbox.rackctl(['metrics', 'query', GROUPED, '--chart']);
    expect(chart.code).toBe(0);
    expect(chart.stdout).toMatch(/┤/);
    expect(chart.stdout).toContain('2026-03-02T10:05:00.000Z … 2026-03-02T11:00:00.000Z');
    expect(chart.stdout).toMatch(/\n1\. instance_id=[0-9a-f-]+\n/);
  });

  it('shows where a query went wrong, and refuses --chart with --json', async () => {
    const wrong = await sandbox.rackctl(['metrics', 'query', 'get virtual_disk:reads | filter disk_id = 1']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('Error at 1:41');
    expect(wrong.stderr).toContain('expected one of');
    const clash = await sandbox.rackctl(['metrics', 'query', GROUPED, '--chart', '--json']);
    expect(clash.code).toBe(2);
  });

  it('says why a query is refused for what it would read: past the points limit, or a whole table', async () => {
    const week = 'timestamp >= @2026-02-23T11:00:00 && timestamp < @2026-03-02T11:00:00';
    const aligned = `get virtual_machine:vcpu_usage | filter ${week} | align mean_within(1h) | group_by [instance_id], sum`;
    const refused = await sandbox.rackctl(['metrics', 'query', aligned, '--chart']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'Query requires fetching more than the current limit of 1000000 data points from the timeseries database',
    );
    expect(refused.stdout).toBe('');
    const whole = await sandbox.rackctl(['metrics', 'query', 'get virtual_disk:reads']);
    expect(whole.code).toBe(1);
    expect(whole.stderr).toContain('This query requires at least one full table scan.');
  });
});
