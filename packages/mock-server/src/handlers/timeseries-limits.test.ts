import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../fixtures/identity';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

/**
 * How much an OxQL query may read, over HTTP, at the edges: the platform refuses a query that reads more than
 * 1,000,000 samples from its timeseries database, all its `get`s together, however few points its table operations
 * make of them; and a fleet query with a `get` that no filter reaches, which would read a whole table.
 */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const LIMIT = 1_000_000;
const TOO_MANY =
  'Query requires fetching more than the current limit of 1000000 data points from the timeseries database';

interface Answer {
  status: number;
  body: {
    error_code?: string;
    message?: string;
    request_id?: string;
    tables?: { name: string; timeseries: { points: { timestamps: string[] } }[] }[];
  };
}

async function oxql(query: string, project?: string): Promise<Answer> {
  const path = project ? `/v1/timeseries/query?project=${project}` : '/v1/system/timeseries/query';
  const response = await platform.fetchAs('hannah', path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: await response.json() };
}

/** The platform's refusal: a 400 in its error format, with its message. */
async function expectRefusal(query: string, message: string): Promise<void> {
  const { status, body } = await oxql(query);
  expect({ status, error_code: body.error_code, message: body.message }, query).toEqual({
    status: 400,
    error_code: 'InvalidRequest',
    message,
  });
  expect(body.request_id).toEqual(expect.any(String));
}

const expectTooMany = (query: string) => expectRefusal(query, TOO_MANY);

async function answered(query: string, project?: string) {
  const { status, body } = await oxql(query, project);
  if (status !== 200 || !body.tables) throw new Error(`${query} → ${status} ${body.message}`);
  return body.tables;
}

/** The end of every window: a whole number of 5-second and 30-second sample periods since the epoch. */
const END = Date.parse('2026-03-02T11:00:00Z');
const at = (ms: number) => `@${new Date(ms).toISOString().replace(/Z$/, '')}`;

/**
 * A window ending at `END` holding exactly `samples` samples of a timeseries sampled every `periodMs`: producers
 * sample off the period's boundaries, so a half-open window of n periods holds n samples.
 */
const window = (samples: number, periodMs: number, end = END) =>
  `timestamp >= ${at(end - samples * periodMs)} && timestamp < ${at(end)}`;

/** One timeseries: the running-state vCPU time of one vCPU, a counter sampled every 5 s. */
function oneVcpu(): string {
  const [instance] = [...platform.db.rowsOf('instances')] as unknown as { id: string }[];
  if (!instance) throw new Error('the store has no instance');
  return `get virtual_machine:vcpu_usage | filter instance_id == "${instance.id}" && vcpu_id == 0 && state == "run"`;
}

describe('OxQL points limit', { timeout: 60_000 }, () => {
  it('charges an aligned counter for every sample it aligns, not for the points it makes', async () => {
    const [table] = await answered(`${oneVcpu()} && ${window(LIMIT, 5000)} | align mean_within(1d)`);
    expect(table?.timeseries).toHaveLength(1);
    // A million samples (almost 58 days) make 58 daily points, and the query is answered at the limit.
    expect(table?.timeseries[0]?.points.timestamps).toHaveLength(58);
    await expectTooMany(`${oneVcpu()} && ${window(LIMIT + 1, 5000)} | align mean_within(1d)`);
  });

  it('charges raw samples the same way, but only the ones a `first` or `last` leaves to be read', async () => {
    await expectTooMany(`${oneVcpu()} && ${window(LIMIT + 1, 5000)}`);
    // From a million samples back until now: the platform reads only the last of each timeseries, of any kind.
    const since = (periodMs: number) => `timestamp >= ${at(END - (LIMIT + 1) * periodMs)}`;
    const sensors = `get hardware_component:temperature | filter component_kind == "cpu" && ${since(30_000)}`;
    const notBefore = `!(timestamp < ${at(END - (LIMIT + 1) * 5000)})`;
    for (const query of [
      `${oneVcpu()} && ${since(5000)} | last 1`,
      `${sensors} | last 1`,
      `${oneVcpu()} && ${notBefore} | last 1`,
    ]) {
      const [table] = await answered(query);
      expect(table?.timeseries.length, query).toBeGreaterThan(0);
      expect(table?.timeseries.every((series) => series.points.timestamps.length === 1)).toBe(true);
    }
    // Not when a filter before it would keep other points were the limit taken first: then it reads them all.
    await expectTooMany(`${sensors} | filter timestamp < ${at(END)} | last 1`);
    await expectTooMany(`${oneVcpu()} && ${window(LIMIT + 1, 5000)} | last 1`);
  });

  it('counts every subquery against one limit', async () => {
    const half = LIMIT / 2;
    const earlier = END - half * 5000;
    const both = (second: number) =>
      `{ ${oneVcpu()} && ${window(half, 5000, earlier)}; ${oneVcpu()} && ${window(second, 5000)} } | align mean_within(1d)`;
    expect(await answered(both(half))).toHaveLength(2);
    await expectTooMany(both(half + 1));
  });

  it('charges a gauge for its samples too, aligned or not', async () => {
    const sensor = `get hardware_component:temperature | filter component_kind == "cpu" && ${window(LIMIT + 1, 30_000)}`;
    await expectTooMany(sensor);
    await expectTooMany(`${sensor} | align mean_within(1d)`);
  });

  it('answers what the limit allows: a week of hourly vCPU time for one instance', async () => {
    const [instance] = (
      [...platform.db.rowsOf('instances')] as unknown as { id: string; ncpus: number }[]
    ).filter((row) => row.ncpus === 2);
    if (!instance) throw new Error('no instance with two vCPUs');
    // 2 vCPUs × 4 states × a week of 5-second samples: 967,680 samples.
    const week = `get virtual_machine:vcpu_usage | filter instance_id == "${instance.id}" && ${window(120_960, 5000)}`;
    const [table] = await answered(`${week} | align mean_within(1h) | group_by [state], sum`);
    expect(table?.timeseries).toHaveLength(4);
    expect(table?.timeseries.every((series) => series.points.timestamps.length === 168)).toBe(true);
    // A whole fleet's week is far past it.
    await expectTooMany(
      `get virtual_machine:vcpu_usage | filter ${window(120_960, 5000)} | align mean_within(1h) | group_by [instance_id], sum`,
    );
  });

  it('caps the points an alignment makes at the same figure, so no query allocates without bound', async () => {
    // Two samples, aligned every 50 ms up to a day later: each gap is within the platform's upsampling ratio, but
    // the stretch after the last sample would make 1,728,000 points. The mock refuses it with the same message.
    const twoSamples = `${oneVcpu()} && ${window(2, 5000)} | align mean_within(50ms)`;
    await expectTooMany(`${twoSamples} | filter timestamp <= ${at(END + 86_400_000)}`);
    const [table] = await answered(
      `${twoSamples} | filter timestamp <= ${at(END + 13 * 3_600_000)} | last 1`,
    );
    expect(table?.timeseries[0]?.points.timestamps).toEqual([new Date(END + 13 * 3_600_000).toISOString()]);
  });
});

describe('OxQL whole-table reads', () => {
  const WHOLE_TABLE =
    'This query requires at least one full table scan. Please rewrite the query to filter either the fields or timestamps, in order to reduce the amount of data fetched from the database.';
  const lastHour = 'filter timestamp > @now() - 1h';

  it('refuses a fleet query with a `get` that no filter reaches, in any subquery', async () => {
    await expectRefusal('get virtual_disk:reads | align mean_within(5m)', WHOLE_TABLE);
    await expectRefusal(
      `{ get virtual_disk:reads | ${lastHour}; get virtual_disk:writes } | align mean_within(5m) | join`,
      WHOLE_TABLE,
    );
    // It looks the timeseries up first.
    await expectRefusal('get virtual_disk:sparkles', 'Timeseries not found for: virtual_disk:sparkles');
  });

  it('answers once a filter reaches every `get`, from its own query or an enclosing one', async () => {
    expect(await answered(`get virtual_disk:reads | ${lastHour} | align mean_within(5m)`)).toHaveLength(1);
    expect(await answered(`{ get virtual_disk:reads | align mean_within(5m) } | ${lastHour}`)).toHaveLength(
      1,
    );
    expect(await answered('get virtual_disk:reads | filter block_size == 512 | last 1')).toHaveLength(1);
  });

  it("answers a project's query without a filter: the platform filters it to the project", async () => {
    expect(await answered('get virtual_disk:reads | align mean_within(5m)', projects.mock.name)).toHaveLength(
      1,
    );
  });
});
