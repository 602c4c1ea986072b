import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, silos } from '../fixtures/identity';
import { provisioned } from '../model/identity/quotas';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const HOUR = 3_600_000;
const window = (hours: number) => ({ startTime: new Date(Date.now() - hours * HOUR), endTime: new Date() });
const datumOf = (item: { datum: { type: string; datum?: unknown } }) => item.datum.datum as number;

describe('silo and system metrics', () => {
  it('samples a day of a silo metric every five minutes, ending at the current value', async () => {
    const result = await platform.api.siloMetric({
      path: { metricName: 'cpus_provisioned' },
      query: { ...window(24), limit: 1000 },
    });
    if (result.type !== 'success') throw new Error('metric failed');
    const items = result.data.items;
    expect(items.length).toBeGreaterThanOrEqual(287);
    expect(items.length).toBeLessThanOrEqual(288);
    expect(items.every((item) => item.datum.type === 'i64')).toBe(true);
    const times = items.map((item) => item.timestamp.getTime());
    expect(times.every((time, index) => index === 0 || time - (times[index - 1] as number) === 300_000)).toBe(
      true,
    );
    const current = provisioned(platform.db, silos.mazeWar.id).cpus;
    const last = items.at(-1);
    if (!last) throw new Error('no samples');
    expect(datumOf(last)).toBe(current);
    expect(items.every((item) => datumOf(item) <= current && datumOf(item) >= 0)).toBe(true);
  });

  it('gives the same answer to the same question', async () => {
    const query = { startTime: new Date('2026-01-01T00:00:00Z'), endTime: new Date('2026-01-02T00:00:00Z') };
    const first = await platform.api.systemMetric({ path: { metricName: 'ram_provisioned' }, query });
    const second = await platform.api.systemMetric({ path: { metricName: 'ram_provisioned' }, query });
    expect(first.type).toBe('success');
    if (first.type !== 'success' || second.type !== 'success') return;
    expect(second.data).toEqual(first.data);
  });

  it('pages on a fixed grid, in either order', async () => {
    const range = { startTime: new Date('2026-01-01T00:00:00Z'), endTime: new Date('2026-01-01T01:00:00Z') };
    const path = { metricName: 'virtual_disk_space_provisioned' as const };
    const all = await platform.api.systemMetric({ path, query: range });
    const first = await platform.api.systemMetric({ path, query: { ...range, limit: 25 } });
    if (all.type !== 'success' || first.type !== 'success') throw new Error('metric failed');
    expect(all.data.items).toHaveLength(60);
    const second = await platform.api.systemMetric({
      path,
      query: { limit: 100, pageToken: first.data.nextPage },
    });
    if (second.type !== 'success') throw new Error('metric failed');
    expect([...first.data.items, ...second.data.items]).toEqual(all.data.items);
    expect(second.data.nextPage).toBeNull();
    const descending = await platform.api.systemMetric({ path, query: { ...range, order: 'descending' } });
    if (descending.type !== 'success') throw new Error('metric failed');
    expect(descending.data.items).toEqual([...all.data.items].reverse());
  });

  it('scopes to a project, a silo or the fleet', async () => {
    const path = { metricName: 'virtual_disk_space_provisioned' as const };
    const recent = { ...window(0.05) };
    const project = await platform.api.siloMetric({
      path,
      query: { ...recent, project: projects.mock.name },
    });
    const silo = await platform.api.systemMetric({ path, query: { ...recent, silo: silos.mazeWar.name } });
    const fleet = await platform.api.systemMetric({ path, query: recent });
    if (project.type !== 'success' || silo.type !== 'success' || fleet.type !== 'success') {
      throw new Error('metric failed');
    }
    const latest = (items: { datum: { type: string; datum?: unknown } }[]) => datumOf(items.at(-1) as never);
    expect(latest(silo.data.items)).toBe(provisioned(platform.db, silos.mazeWar.id).storage);
    expect(latest(fleet.data.items)).toBe(provisioned(platform.db).storage);
    expect(latest(project.data.items)).toBeLessThanOrEqual(latest(silo.data.items));
  });

  it('refuses a missing or backwards window', async () => {
    const path = { metricName: 'cpus_provisioned' as const };
    expect(await platform.api.siloMetric({ path, query: {} })).toMatchObject({
      statusCode: 400,
      data: { message: 'unable to parse query string: missing field `start_time`' },
    });
    const backwards = {
      startTime: new Date('2026-01-02T00:00:00Z'),
      endTime: new Date('2026-01-01T00:00:00Z'),
    };
    expect(await platform.api.siloMetric({ path, query: backwards })).toMatchObject({
      statusCode: 400,
      data: { errorCode: 'InvalidRequest', message: 'start_time must be before end_time' },
    });
  });

  it('answers 404 for an unknown project or silo', async () => {
    const path = { metricName: 'cpus_provisioned' as const };
    expect(await platform.api.siloMetric({ path, query: { ...window(1), project: 'nope' } })).toMatchObject({
      statusCode: 404,
      data: { message: 'not found: project with name "nope"' },
    });
    expect(await platform.api.systemMetric({ path, query: { ...window(1), silo: 'nope' } })).toMatchObject({
      statusCode: 404,
      data: { message: 'not found: silo with name "nope"' },
    });
  });

  it('lets silo viewers read silo metrics but not system ones', async () => {
    const viewer = platform.clientAs('simone');
    const path = { metricName: 'ram_provisioned' as const };
    expect((await viewer.siloMetric({ path, query: window(1) })).type).toBe('success');
    expect(await viewer.systemMetric({ path, query: window(1) })).toMatchObject({ statusCode: 403 });
  });
});
