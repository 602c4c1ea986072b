import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const project = 'mock-project';
const join = (instance: string, multicastGroup: string, sourceIps: string[] | null = null) =>
  platform.api.instanceMulticastGroupJoin({
    path: { instance, multicastGroup },
    query: { project },
    body: { sourceIps },
  });

describe('multicast groups', () => {
  it('lists and views the seeded group by name, id and address, with its members', async () => {
    const list = await platform.api.multicastGroupList();
    expect(list).toMatchObject({
      type: 'success',
      data: { items: [{ name: 'telemetry', multicastIp: '239.10.0.1', hasAnySourceMember: true }] },
    });
    if (list.type !== 'success') return;
    const id = list.data.items[0]?.id as string;
    for (const identifier of ['telemetry', id, '239.10.0.1']) {
      expect(await platform.api.multicastGroupView({ path: { multicastGroup: identifier } })).toMatchObject({
        type: 'success',
        data: { id },
      });
    }
    const members = await platform.api.multicastGroupMemberList({ path: { multicastGroup: 'telemetry' } });
    expect(members.type === 'success' && members.data.items.map((member) => member.name)).toEqual(['db1']);
    expect(await platform.api.multicastGroupView({ path: { multicastGroup: 'nope' } })).toMatchObject({
      type: 'error',
      statusCode: 404,
      data: { message: 'not found: multicast-group with name "nope"' },
    });
  });

  it('joins an existing group, creates one by name or address, and ends a group with its last member', async () => {
    expect(await join('db2', 'telemetry', ['198.51.100.7'])).toMatchObject({
      type: 'success',
      statusCode: 201,
      data: { name: 'db2', multicastIp: '239.10.0.1', sourceIps: ['198.51.100.7'], state: 'joined' },
    });
    const group = await platform.api.multicastGroupView({ path: { multicastGroup: 'telemetry' } });
    expect(group).toMatchObject({
      type: 'success',
      data: { sourceIps: ['198.51.100.7'], hasAnySourceMember: true },
    });
    // A new name takes the next free address of the silo's default multicast pool.
    expect(await join('db2', 'video')).toMatchObject({
      type: 'success',
      data: { multicastIp: '239.10.0.2' },
    });
    expect(await join('scratch', '239.10.0.50')).toMatchObject({
      type: 'success',
      data: { multicastIp: '239.10.0.50' },
    });
    const mine = await platform.api.instanceMulticastGroupList({
      path: { instance: 'db2' },
      query: { project },
    });
    expect(mine.type === 'success' && mine.data.items.map((member) => member.multicastIp).sort()).toEqual([
      '239.10.0.1',
      '239.10.0.2',
    ]);
    expect(
      await platform.api.instanceMulticastGroupLeave({
        path: { instance: 'db2', multicastGroup: 'video' },
        query: { project },
      }),
    ).toMatchObject({ type: 'success', statusCode: 204 });
    expect(await platform.api.multicastGroupView({ path: { multicastGroup: 'video' } })).toMatchObject({
      type: 'error',
      statusCode: 404,
    });
    expect(
      await platform.api.instanceMulticastGroupLeave({
        path: { instance: 'db2', multicastGroup: 'video' },
        query: { project },
      }),
    ).toMatchObject({ type: 'error', statusCode: 404 });
  });

  it('refuses addresses outside the linked pools, source-specific groups without sources, and busy instances', async () => {
    expect(await join('db2', '239.99.0.1')).toMatchObject({ type: 'error', statusCode: 404 });
    expect(await join('you-fail', 'telemetry')).toMatchObject({
      type: 'error',
      statusCode: 400,
      data: { message: 'cannot join a multicast group while the instance is failed' },
    });
    expect(
      await platform.clientAs('simone').instanceMulticastGroupJoin({
        path: { instance: 'db2', multicastGroup: 'telemetry' },
        query: { project },
        body: {},
      }),
    ).toMatchObject({ type: 'error', statusCode: 403 });
  });

  it('takes a deleted instance out of its groups', async () => {
    await join('scratch', 'telemetry');
    expect(
      await platform.api.instanceDelete({ path: { instance: 'scratch' }, query: { project } }),
    ).toMatchObject({
      type: 'success',
    });
    const members = await platform.api.multicastGroupMemberList({ path: { multicastGroup: 'telemetry' } });
    expect(members.type === 'success' && members.data.items.map((member) => member.name).sort()).toEqual([
      'db1',
      'db2',
    ]);
    expect(await platform.api.multicastGroupView({ path: { multicastGroup: '239.10.0.50' } })).toMatchObject({
      type: 'error',
      statusCode: 404,
    });
  });
});
