import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../fixtures/identity';
import { recordAuditEntry } from '../model/system/audit-log';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe('audit log', () => {
  it('lists the seeded activity of several users, oldest first', async () => {
    const result = await platform.api.auditLogList({ query: { startTime: daysAgo(4), limit: 1000 } });
    if (result.type !== 'success') throw new Error('list failed');
    const seeded = result.data.items.filter((entry) => entry.id.startsWith('a0d17000'));
    expect(seeded).toHaveLength(40);
    const times = result.data.items.map((entry) => entry.timeCompleted.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const actors = new Set(
      seeded.flatMap((entry) => (entry.actor.kind === 'silo_user' ? [entry.actor.siloUserId] : [])),
    );
    expect(actors.size).toBeGreaterThanOrEqual(5);
    expect(seeded.some((entry) => entry.actor.kind === 'unauthenticated')).toBe(true);
    expect(seeded.find((entry) => entry.result.kind === 'error')).toMatchObject({
      result: { kind: 'error', httpStatusCode: expect.any(Number), errorMessage: expect.any(String) },
    });
  });

  it('keeps to the window: start inclusive, end exclusive', async () => {
    const all = await platform.api.auditLogList({ query: { startTime: daysAgo(4), limit: 1000 } });
    if (all.type !== 'success') throw new Error('list failed');
    const pivot = all.data.items[10]?.timeCompleted as Date;
    const after = await platform.api.auditLogList({ query: { startTime: pivot, limit: 1000 } });
    const before = await platform.api.auditLogList({
      query: { startTime: daysAgo(4), endTime: pivot, limit: 1000 },
    });
    if (after.type !== 'success' || before.type !== 'success') throw new Error('list failed');
    expect(after.data.items[0]?.timeCompleted).toEqual(pivot);
    expect(before.data.items.every((entry) => entry.timeCompleted < pivot)).toBe(true);
    expect(before.data.items.length + after.data.items.length).toBe(all.data.items.length);
  });

  it('pages newest first when asked', async () => {
    const first = await platform.api.auditLogList({
      query: { startTime: daysAgo(4), sortBy: 'time_and_id_descending', limit: 5 },
    });
    if (first.type !== 'success') throw new Error('list failed');
    expect(first.data.items).toHaveLength(5);
    const second = await platform.api.auditLogList({
      query: {
        startTime: daysAgo(4),
        sortBy: 'time_and_id_descending',
        limit: 5,
        pageToken: first.data.nextPage,
      },
    });
    if (second.type !== 'success') throw new Error('list failed');
    const last = first.data.items[4]?.timeCompleted as Date;
    expect(second.data.items.every((entry) => entry.timeCompleted <= last)).toBe(true);
    expect(second.data.items.map((entry) => entry.id)).not.toContain(first.data.items[4]?.id);
  });

  it('needs a start time on the first page', async () => {
    const result = await platform.api.auditLogList();
    expect(result).toMatchObject({
      type: 'error',
      statusCode: 400,
      data: {
        errorCode: 'InvalidRequest',
        message: 'unable to parse query string: missing field `start_time`',
      },
    });
  });

  it('records entries in the platform shape', async () => {
    const started = new Date();
    const completed = new Date(started.getTime() + 12);
    const actor = { userId: users.hans.id, siloId: '6d3a9c3a-6a0b-4b43-9a52-9f1f2c0b1a01', groupIds: [] };
    recordAuditEntry(platform.db, {
      operationId: 'instance_start',
      requestId: 'req-ok',
      actor,
      status: 202,
      timeStarted: started,
      timeCompleted: completed,
      authMethod: 'access_token',
    });
    recordAuditEntry(platform.db, {
      operationId: 'project_delete',
      requestId: 'req-refused',
      status: 401,
      timeStarted: started,
      timeCompleted: completed,
      sourceIp: '192.0.2.9',
      errorCode: 'Unauthorized',
      errorMessage: 'credentials missing or invalid',
    });
    const result = await platform.api.auditLogList({ query: { startTime: started, limit: 10 } });
    if (result.type !== 'success') throw new Error('list failed');
    expect(result.data.items.find((entry) => entry.requestId === 'req-ok')).toMatchObject({
      operationId: 'instance_start',
      requestUri: '/v1/instances/{instance}/start',
      actor: { kind: 'silo_user', siloUserId: users.hans.id },
      authMethod: 'access_token',
      result: { kind: 'success', httpStatusCode: 202 },
      sourceIp: '127.0.0.1',
      timeStarted: started,
      timeCompleted: completed,
    });
    expect(result.data.items.find((entry) => entry.requestId === 'req-refused')).toMatchObject({
      actor: { kind: 'unauthenticated' },
      authMethod: null,
      sourceIp: '192.0.2.9',
      result: {
        kind: 'error',
        httpStatusCode: 401,
        errorCode: 'Unauthorized',
        errorMessage: 'credentials missing or invalid',
      },
    });
  });

  it('is for fleet viewers only', async () => {
    expect(
      await platform.clientAs('fleetViewer').auditLogList({ query: { startTime: daysAgo(1) } }),
    ).toMatchObject({
      type: 'success',
    });
    expect(
      await platform.clientAs('simone').auditLogList({ query: { startTime: daysAgo(1) } }),
    ).toMatchObject({
      type: 'error',
      statusCode: 403,
      data: { errorCode: 'Forbidden' },
    });
  });
});

describe('audit log retention', () => {
  let small: TestPlatform;
  let young: TestPlatform;
  beforeAll(async () => {
    [small, young] = await Promise.all([
      startTestPlatform({ auditRetention: { maxEntries: 6 } }),
      startTestPlatform({ auditRetention: { maxAgeMs: 2 * DAY } }),
    ]);
  });
  afterAll(() => Promise.all([small.close(), young.close()]));

  const createProject = (name: string, on = small) =>
    on.fetchAs('hannah', '/v1/projects', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, description: '' }),
    });

  async function entries(query: string, on = small) {
    const response = await on.fetchAs('hannah', `/v1/system/audit-log?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as {
      items: { request_uri: string; time_completed: string }[];
      next_page: string | null;
    };
  }

  it('drops entries older than the age limit once a new one is written', async () => {
    const window = `start_time=${daysAgo(4).toISOString()}&limit=100`;
    const seeded = (await entries(window, young)).items;
    expect(seeded.some((entry) => Date.parse(entry.time_completed) < daysAgo(2).getTime())).toBe(true);
    expect((await createProject('retained-0', young)).status).toBe(201);
    const kept = (await entries(window, young)).items;
    // The seed's last two days and the new entry stay.
    expect(kept.length).toBeGreaterThan(10);
    expect(kept.every((entry) => Date.parse(entry.time_completed) >= daysAgo(2).getTime() - 60_000)).toBe(
      true,
    );
  });

  it('keeps at most the newest entries, and pages through them while more are written', async () => {
    for (let index = 1; index <= 8; index++)
      expect((await createProject(`retained-${index}`)).status).toBe(201);
    const window = `start_time=${daysAgo(4).toISOString()}`;
    const newest = (await entries(`${window}&limit=100`)).items;
    expect(newest.map((entry) => entry.request_uri)).toEqual(Array(6).fill('/v1/projects'));
    // Pages stay in order and without repeats while writes push the oldest entries out behind the cursor.
    const first = await entries(`${window}&limit=3`);
    expect((await createProject('retained-9')).status).toBe(201);
    const second = await entries(`${window}&limit=3&page_token=${first.next_page}`);
    const times = [...first.items, ...second.items].map((entry) => entry.time_completed);
    expect(times).toEqual([...times].sort());
    expect(second.items.length).toBe(3);
    expect(new Set(times).size).toBeGreaterThan(1);
  });
});
