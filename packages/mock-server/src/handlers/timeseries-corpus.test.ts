import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../fixtures/identity';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

/**
 * A corpus of OxQL queries run over HTTP, each checked against the language's documented semantics rather
 * than against a recorded answer: sums of groups, the spacing of aligned points, what a filter leaves.
 */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

interface WirePoints {
  timestamps: string[];
  start_times: string[] | null;
  values: { metric_type: string; values: { type: string; values: unknown[] } }[];
}
interface WireTable {
  name: string;
  timeseries: { fields: Record<string, { type: string; value: unknown }>; points: WirePoints }[];
}

async function oxql(
  query: string,
  project?: string,
): Promise<{
  status: number;
  body: { message: string; error_code: string; request_id: string; tables: WireTable[] };
}> {
  const path = project ? `/v1/timeseries/query?project=${project}` : '/v1/system/timeseries/query';
  const response = await platform.fetchAs('hannah', path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: await response.json() };
}

async function tables(query: string, project?: string): Promise<WireTable[]> {
  const { status, body } = await oxql(query, project);
  if (status !== 200) throw new Error(`${query} → ${status} ${body.message}`);
  return body.tables;
}

async function refusal(query: string, project?: string): Promise<string> {
  const { status, body } = await oxql(query, project);
  expect(status, query).toBe(400);
  expect(body.error_code).toBe('InvalidRequest');
  expect(body.request_id).toEqual(expect.any(String));
  return body.message;
}

const numbers = (points: WirePoints, dim = 0) => points.values[dim]?.values.values as number[];
const times = (points: WirePoints) => points.timestamps.map((time) => Date.parse(time));

/** An hour in the past, away from any test's "now". */
const T0 = '2026-03-02T10:00:00.000';
const T1 = '2026-03-02T11:00:00.000';
const HOUR = `timestamp >= @${T0} && timestamp < @${T1}`;

const runningInstance = () =>
  (
    [...platform.db.rowsOf('instances')] as unknown as {
      id: string;
      project_id: string;
      ncpus: number;
      run_state: string;
    }[]
  ).find((row) => row.project_id === projects.mock.id && row.run_state === 'running' && row.ncpus >= 2) ??
  (() => {
    throw new Error('no running instance with two vCPUs in mock-project');
  })();

const attachedDisk = () => {
  const instance = runningInstance();
  const disk = (
    [...platform.db.rowsOf('disks')] as unknown as { id: string; state: { instance?: string } }[]
  ).find((row) => row.state.instance === instance.id);
  if (!disk) throw new Error('no disk attached to the running instance');
  return disk;
};

describe('OxQL corpus: table operations', () => {
  it('get + filter: one delta timeseries per matching disk, its points inside the window, 5 s apart', async () => {
    const disk = attachedDisk();
    const [table] = await tables(`get virtual_disk:reads | filter ${HOUR} && disk_id == "${disk.id}"`);
    expect(table?.name).toBe('virtual_disk:reads');
    expect(table?.timeseries).toHaveLength(1);
    const points = table?.timeseries[0]?.points as WirePoints;
    expect(points.values[0]).toMatchObject({ metric_type: 'delta', values: { type: 'integer' } });
    const stamps = times(points);
    expect(stamps.length).toBe(720);
    expect(stamps.every((time) => time >= Date.parse(`${T0}Z`) && time < Date.parse(`${T1}Z`))).toBe(true);
    expect(stamps.slice(1).every((time, index) => time - (stamps[index] as number) === 5000)).toBe(true);
    // Each delta covers the interval since the sample before.
    expect(points.start_times?.map(Date.parse)).toEqual(stamps.map((time) => time - 5000));
    expect(numbers(points).every((value) => Number.isInteger(value) && value >= 0)).toBe(true);
  });

  it('filter timestamp > … leaves no earlier point, before and after align', async () => {
    const disk = attachedDisk();
    const cut = Date.parse('2026-03-02T10:30:00Z');
    const raw = await tables(
      `get virtual_disk:writes | filter ${HOUR} && disk_id == "${disk.id}" | filter timestamp > @2026-03-02T10:30:00`,
    );
    const rawTimes = times(raw[0]?.timeseries[0]?.points as WirePoints);
    expect(rawTimes.length).toBe(360);
    expect(rawTimes.every((time) => time > cut)).toBe(true);
    const aligned = await tables(
      `get virtual_disk:writes | filter ${HOUR} && disk_id == "${disk.id}" | align mean_within(1m) | filter timestamp > @2026-03-02T10:30:00`,
    );
    const alignedTimes = times(aligned[0]?.timeseries[0]?.points as WirePoints);
    // 10:31 to 11:00, a minute apart.
    expect(alignedTimes.length).toBe(30);
    expect(alignedTimes.every((time) => time > cut)).toBe(true);
  });

  it('align mean_within(5m) yields gauge points 5 minutes apart, ending at the query end', async () => {
    const disk = attachedDisk();
    const [table] = await tables(
      `get virtual_disk:bytes_read | filter ${HOUR} && disk_id == "${disk.id}" | align mean_within(5m)`,
    );
    const points = table?.timeseries[0]?.points as WirePoints;
    expect(points.values[0]).toMatchObject({ metric_type: 'gauge', values: { type: 'double' } });
    expect(points.start_times).toBeNull();
    const stamps = times(points);
    expect(stamps.at(-1)).toBe(Date.parse(`${T1}Z`));
    expect(stamps.slice(1).every((time, index) => time - (stamps[index] as number) === 300_000)).toBe(true);
    expect(stamps).toHaveLength(12);
  });

  it('an aligned delta is the mean of the raw deltas within each window', async () => {
    const disk = attachedDisk();
    const base = `get virtual_disk:reads | filter ${HOUR} && disk_id == "${disk.id}"`;
    const raw = (await tables(base))[0]?.timeseries[0]?.points as WirePoints;
    const aligned = (await tables(`${base} | align mean_within(5m)`))[0]?.timeseries[0]?.points as WirePoints;
    const rawTimes = times(raw);
    times(aligned).forEach((end, index) => {
      const inside = numbers(raw).filter(
        (_, at) => (rawTimes[at] as number) > end - 300_000 && (rawTimes[at] as number) <= end,
      );
      // Raw samples are 5 s apart at an offset, so the first one's interval sticks out of the window a little.
      const mean = inside.reduce((sum, value) => sum + value, 0) / inside.length;
      expect(numbers(aligned)[index]).toBeCloseTo(mean, -1);
    });
  });

  it('group_by … sum equals the sum of its members at each point; mean their mean', async () => {
    const instance = runningInstance();
    const base = `get virtual_machine:vcpu_usage | filter ${HOUR} && instance_id == "${instance.id}" && state == "run" | align mean_within(1m)`;
    const members = (await tables(base))[0]?.timeseries ?? [];
    expect(members).toHaveLength(instance.ncpus);
    for (const reducer of ['sum', 'mean'] as const) {
      const [group] = (await tables(`${base} | group_by [instance_id], ${reducer}`))[0]?.timeseries ?? [];
      expect(Object.keys(group?.fields ?? {})).toEqual(['instance_id']);
      numbers(group?.points as WirePoints).forEach((value, index) => {
        const total = members.reduce((sum, member) => sum + (numbers(member.points)[index] as number), 0);
        expect(value).toBeCloseTo(reducer === 'sum' ? total : total / members.length, 3);
      });
    }
  });

  it('group_by without a reducer means mean, and keeps one timeseries per distinct value', async () => {
    const instance = runningInstance();
    const [table] = await tables(
      `get virtual_machine:vcpu_usage | filter ${HOUR} && instance_id == "${instance.id}" | align mean_within(10m) | group_by [state]`,
    );
    expect(table?.timeseries.map((series) => series.fields.state?.value).sort()).toEqual([
      'emulation',
      'idle',
      'run',
      'waiting',
    ]);
  });

  it('join puts aligned tables side by side; nested subqueries join again', async () => {
    const disk = attachedDisk();
    const one = (metric: string) => `get virtual_disk:${metric} | filter ${HOUR} && disk_id == "${disk.id}"`;
    const [joined] = await tables(`{ ${one('reads')}; ${one('writes')} } | align mean_within(5m) | join`);
    expect(joined?.name).toBe('virtual_disk:reads,virtual_disk:writes');
    const points = joined?.timeseries[0]?.points as WirePoints;
    expect(points.values).toHaveLength(2);
    const reads = (await tables(`${one('reads')} | align mean_within(5m)`))[0]?.timeseries[0]
      ?.points as WirePoints;
    expect(numbers(points, 0)).toEqual(numbers(reads));
    const [nested] = await tables(
      `{ { ${one('reads')}; ${one('writes')} } | align mean_within(5m) | join; ${one('flushes')} | align mean_within(5m) } | join`,
    );
    expect(nested?.name).toBe('virtual_disk:reads,virtual_disk:writes,virtual_disk:flushes');
    expect(nested?.timeseries[0]?.points.values).toHaveLength(3);
  });

  it('first k and last k keep the first and last points of each timeseries', async () => {
    const disk = attachedDisk();
    const base = `get virtual_disk:reads | filter ${HOUR} && disk_id == "${disk.id}"`;
    const all = (await tables(base))[0]?.timeseries[0]?.points as WirePoints;
    const first = (await tables(`${base} | first 3`))[0]?.timeseries[0]?.points as WirePoints;
    const last = (await tables(`${base} | last 3`))[0]?.timeseries[0]?.points as WirePoints;
    expect(first.timestamps).toEqual(all.timestamps.slice(0, 3));
    expect(last.timestamps).toEqual(all.timestamps.slice(-3));
    expect(numbers(last)).toEqual(numbers(all).slice(-3));
  });

  it('gauges come as gauges, histograms as distributions', async () => {
    const [temperature] = await tables(
      `get hardware_component:temperature | filter ${HOUR} && component_kind == "cpu" && slot == 0`,
    );
    const gauge = temperature?.timeseries[0]?.points as WirePoints;
    expect(gauge.values[0]).toMatchObject({ metric_type: 'gauge', values: { type: 'double' } });
    expect(gauge.start_times).toBeNull();
    expect(numbers(gauge).every((celsius) => celsius > 40 && celsius < 90)).toBe(true);
    const disk = attachedDisk();
    const [latency] = await tables(
      `get virtual_disk:io_latency | filter ${HOUR} && disk_id == "${disk.id}" && io_kind == "read" | last 2`,
    );
    const histogram = latency?.timeseries[0]?.points as WirePoints;
    expect(histogram.values[0]).toMatchObject({
      metric_type: 'delta',
      values: { type: 'integer_distribution' },
    });
    const [distribution] = (histogram.values[0]?.values.values ?? []) as {
      bins: number[];
      counts: number[];
    }[];
    expect(distribution?.bins.length).toBe(distribution?.counts.length);
  });
});

describe('OxQL corpus: literals and expressions', () => {
  it('reads every literal kind and logical operator', async () => {
    const instance = runningInstance();
    const undashed = instance.id.replaceAll('-', '');
    const cases: [string, (table: WireTable) => void][] = [
      [
        `get virtual_machine:vcpu_usage | filter ${HOUR} && instance_id == "${undashed}" && vcpu_id == 0 && state == 'run'`,
        (table) => expect(table.timeseries).toHaveLength(1),
      ],
      [
        `get virtual_machine:vcpu_usage | filter ${HOUR} && instance_id == "${instance.id}" && !(state == "idle" || state == "run")`,
        (table) => expect(table.timeseries).toHaveLength(instance.ncpus * 2),
      ],
      [
        `get virtual_machine:vcpu_usage | filter ${HOUR} && instance_id == "${instance.id}" && (vcpu_id == 0 ^ state == "run")`,
        // vCPU 0 in the three other states, and the run state of every other vCPU.
        (table) => expect(table.timeseries).toHaveLength(3 + (instance.ncpus - 1)),
      ],
      [
        `get sled_data_link:bytes_sent | filter ${HOUR} && link_name ~= "^cxgbe[0]$"`,
        (table) =>
          expect(table.timeseries.every((series) => series.fields.link_name?.value === 'cxgbe0')).toBe(true),
      ],
      [
        `get hardware_component:temperature | filter ${HOUR} && datum > 60.5 && component_kind == "cpu"`,
        (table) =>
          expect(
            table.timeseries.every((series) => numbers(series.points).every((value) => value > 60.5)),
          ).toBe(true),
      ],
      [
        'get virtual_disk:reads | filter timestamp > @now() - 10m',
        (table) =>
          expect(
            table.timeseries.every((series) =>
              times(series.points).every((time) => time > Date.now() - 600_000 - 5000),
            ),
          ).toBe(true),
      ],
      [
        `get switch_data_link:bytes_sent | filter timestamp >= @2026-03-02 && timestamp < @2026-03-02T00:01:00 && port_id == "qsfp0" && link_id == 0`,
        (table) =>
          expect(table.timeseries.every((series) => series.points.timestamps.length === 6)).toBe(true),
      ],
    ];
    for (const [query, check] of cases) {
      const [table] = await tables(query);
      expect(table, query).toBeDefined();
      check(table as WireTable);
    }
  });

  it('scopes project queries to the project and its project-scoped timeseries', async () => {
    const [mine] = await tables(`get virtual_machine:vcpu_usage | filter ${HOUR}`, projects.mock.name);
    expect(mine?.timeseries.length).toBeGreaterThan(0);
    expect(mine?.timeseries.every((series) => series.fields.project_id?.value === projects.mock.id)).toBe(
      true,
    );
    const [empty] = await tables(`get virtual_machine:vcpu_usage | filter ${HOUR}`, projects.empty.name);
    expect(empty?.timeseries).toEqual([]);
    expect(await refusal('get sled_data_link:bytes_sent', projects.mock.name)).toBe(
      'Timeseries not found for: sled_data_link:bytes_sent',
    );
  });
});

describe('OxQL corpus: refusals', () => {
  it('points at the error in the query, as the platform does', async () => {
    expect(await refusal('get virtual_machine:vcpu_usage | frobnicate')).toBe(
      [
        'Error at 1:34: .. al_machine:vcpu_usage | frobnicate ..',
        `${' '.repeat(42)}^${' '.repeat(28)}`,
        'Expected: error at 1:34: expected one of "align", "filter", "first", "get", "group_by", "join", "last", "{"',
        '',
      ].join('\n'),
    );
    expect(await refusal('get a:b | group_by [a], max')).toMatch(
      /^Error at 1:25: [\s\S]*expected one of "mean", "sum", a reducer name\n$/,
    );
    expect(await refusal('get a:b | filter x == @yesterday')).toMatch(
      /^Error at 1:24: [\s\S]*expected \['0' \.\.= '9' \| '-' \| 'T' \| ':' \| '\.'\]\n$/,
    );
    expect(await refusal('{ filter x == 1 } | join')).toMatch(
      /every subquery must start with a `get` operation/,
    );
    // Nesting is read in linear time, and refused past a depth no real query reaches.
    const nested = (depth: number) =>
      `get virtual_disk:reads | filter ${'('.repeat(depth)}block_size == 512${')'.repeat(depth)}`;
    expect((await oxql(nested(60))).status).toBe(200);
    expect(await refusal(nested(150))).toBe('Queries may nest at most 100 levels deep');
    expect(await refusal(`get a:b | filter ${'!'.repeat(3000)}x == 1`)).toBe(
      'Queries may nest at most 100 levels deep',
    );
    expect(await refusal(`get a:b | filter ${'x == 1 && '.repeat(500)}x == 1`)).toBe(
      'Queries must be <= 4096 characters',
    );
  });

  it('refuses unknown timeseries, unknown fields and mismatched types', async () => {
    expect(await refusal('get virtual_machine:sparkles')).toBe(
      'Timeseries not found for: virtual_machine:sparkles',
    );
    expect(await refusal(`get virtual_disk:reads | filter ${HOUR} && colour == "red"`)).toMatch(
      /^The filter expression contains identifiers that are not valid for its input timeseries\. Invalid identifiers: \["colour"\], timeseries fields: \{.*"disk_id".*\}$/,
    );
    expect(await refusal(`get virtual_disk:reads | filter ${HOUR} && disk_id == 3`)).toBe(
      'Expression for field disk_id is not compatible with its type uuid',
    );
    expect(await refusal(`get virtual_disk:reads | filter ${HOUR} && block_size == true`)).toBe(
      'Expression for field block_size is not compatible with its type u32',
    );
    expect(await refusal(`get virtual_disk:reads | filter ${HOUR} && disk_id == "10.0.0.1"`)).toBe(
      'Expression for field disk_id is not compatible with its type uuid',
    );
    expect(await refusal('get virtual_disk:reads | filter timestamp > 5m')).toBe(
      'Literal cannot be compared with a timestamp',
    );
  });

  it('refuses operations on the wrong kind of table', async () => {
    const refusals: [string, string][] = [
      [
        `get virtual_disk:reads | filter ${HOUR} | group_by [disk_id]`,
        'Input tables to a `group_by` must be aligned',
      ],
      [
        `get virtual_disk:reads | filter ${HOUR} | align mean_within(1m) | join`,
        'Join operations require more than one table',
      ],
      [
        `get virtual_disk:reads | filter ${HOUR} | align interpolate(1m)`,
        'Alignment via interpolation is not yet implemented',
      ],
      [
        `get virtual_disk:io_latency | filter ${HOUR} | align mean_within(1m)`,
        'Alignment requires numeric data type, not integer_distribution',
      ],
      [
        `get virtual_disk:reads | filter ${HOUR} | align mean_within(10ms)`,
        'A table alignment operation may not upsample data by more than a factor of 100',
      ],
      [
        'get virtual_machine:vcpu_usage | filter timestamp > @now() - 30d',
        'Query requires fetching more than the current limit of 1000000 data points from the timeseries database',
      ],
    ];
    for (const [query, message] of refusals) expect(await refusal(query), query).toBe(message);
  });
});
