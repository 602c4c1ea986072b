import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalid, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const project = 'mock-project';
const memberNames = async (antiAffinityGroup: string) => {
  const result = await platform.api.antiAffinityGroupMemberList({
    path: { antiAffinityGroup },
    query: { project },
  });
  if (result.type !== 'success') throw new Error('list failed');
  return result.data.items.map((member) => member.value.name);
};

describe('anti-affinity groups', () => {
  it('lists the seeded groups and their members with run states', async () => {
    const groups = await platform.api.antiAffinityGroupList({ query: { project } });
    expect(groups).toMatchObject({
      type: 'success',
      data: {
        items: [
          { name: 'db-spread', policy: 'allow' },
          { name: 'web-spread', policy: 'fail' },
        ],
      },
    });
    const members = await platform.api.antiAffinityGroupMemberList({
      path: { antiAffinityGroup: 'db-spread' },
      query: { project },
    });
    expect(members).toMatchObject({
      type: 'success',
      data: {
        items: [
          { type: 'instance', value: { name: 'db1', runState: 'running' } },
          { type: 'instance', value: { name: 'db2', runState: 'running' } },
        ],
      },
    });
  });

  it('creates, renames and deletes a group', async () => {
    const created = await platform.api.antiAffinityGroupCreate({
      query: { project },
      body: { name: 'batch-spread', description: 'batch jobs apart', failureDomain: 'sled', policy: 'allow' },
    });
    expect(created).toMatchObject({ type: 'success', statusCode: 201, data: { failureDomain: 'sled' } });
    const path = { antiAffinityGroup: 'batch-spread' };
    expect(
      await platform.api.antiAffinityGroupUpdate({ path, query: { project }, body: { name: 'db-spread' } }),
    ).toMatchObject({
      statusCode: 400,
      data: { errorCode: 'ObjectAlreadyExists', message: 'already exists: anti-affinity-group "db-spread"' },
    });
    const renamed = await platform.api.antiAffinityGroupUpdate({
      path,
      query: { project },
      body: { name: 'batch-apart' },
    });
    expect(renamed).toMatchObject({
      type: 'success',
      data: { name: 'batch-apart', description: 'batch jobs apart' },
    });
    expect(
      await platform.api.antiAffinityGroupDelete({
        path: { antiAffinityGroup: 'batch-apart' },
        query: { project },
      }),
    ).toMatchObject({ statusCode: 204 });
    expect(
      await platform.api.antiAffinityGroupView({
        path: { antiAffinityGroup: 'batch-apart' },
        query: { project },
      }),
    ).toMatchObject({
      statusCode: 404,
      data: { message: 'not found: anti-affinity-group with name "batch-apart"' },
    });
  });

  it('adds only stopped instances, once, and removes them', async () => {
    const path = { antiAffinityGroup: 'web-spread', instance: 'scratch' };
    const added = await platform.api.antiAffinityGroupMemberInstanceAdd({ path, query: { project } });
    expect(added).toMatchObject({
      type: 'success',
      statusCode: 201,
      data: { type: 'instance', value: { name: 'scratch', runState: 'stopped' } },
    });
    const scratch = added.type === 'success' ? added.data.value.id : '';
    expect(await platform.api.antiAffinityGroupMemberInstanceAdd({ path, query: { project } })).toMatchObject(
      {
        statusCode: 400,
        data: {
          errorCode: 'ObjectAlreadyExists',
          message: `already exists: anti-affinity-group-member "${scratch}"`,
        },
      },
    );
    expect(
      await platform.api.antiAffinityGroupMemberInstanceAdd({
        path: { antiAffinityGroup: 'web-spread', instance: 'db1' },
        query: { project },
      }),
    ).toMatchObject(invalid('instance cannot be added to an anti-affinity group in state "running"'));
    expect(
      await platform.api.antiAffinityGroupMemberInstanceView({ path, query: { project } }),
    ).toMatchObject({
      type: 'success',
      data: { value: { name: 'scratch' } },
    });
    const groups = await platform.api.instanceAntiAffinityGroupList({
      path: { instance: 'scratch' },
      query: { project },
    });
    expect(groups).toMatchObject({ type: 'success', data: { items: [{ name: 'web-spread' }] } });
    expect(
      await platform.api.antiAffinityGroupMemberInstanceDelete({ path, query: { project } }),
    ).toMatchObject({
      statusCode: 204,
    });
    expect(await memberNames('web-spread')).toEqual(['web-1', 'web-2']);
    expect(
      await platform.api.antiAffinityGroupMemberInstanceView({ path, query: { project } }),
    ).toMatchObject({
      statusCode: 404,
      data: { message: `not found: anti-affinity-group-member with id "${scratch}"` },
    });
  });

  it('takes members only from its own project', async () => {
    const other = await platform.api.instanceView({
      path: { instance: 'other-db' },
      query: { project: 'other-project' },
    });
    if (other.type !== 'success') throw new Error('view failed');
    const result = await platform.api.antiAffinityGroupMemberInstanceAdd({
      path: { antiAffinityGroup: 'web-spread', instance: other.data.id },
      query: { project },
    });
    expect(result).toMatchObject({
      statusCode: 404,
      data: { message: `not found: instance with id "${other.data.id}"` },
    });
  });

  it('lets go of its members when deleted', async () => {
    const created = await platform.api.antiAffinityGroupCreate({
      query: { project },
      body: { name: 'short-lived', description: '', failureDomain: 'sled', policy: 'fail' },
    });
    if (created.type !== 'success') throw new Error('create failed');
    await platform.api.antiAffinityGroupMemberInstanceAdd({
      path: { antiAffinityGroup: 'short-lived', instance: 'windows-dev' },
      query: { project },
    });
    await platform.api.antiAffinityGroupDelete({
      path: { antiAffinityGroup: 'short-lived' },
      query: { project },
    });
    const left = [...platform.db.table('antiAffinityGroupMembers').values()];
    expect(left.filter((member) => member.group_id === created.data.id)).toEqual([]);
    const groups = await platform.api.instanceAntiAffinityGroupList({
      path: { instance: 'windows-dev' },
      query: { project },
    });
    expect(groups).toMatchObject({ type: 'success', data: { items: [] } });
  });

  it('lets a viewer read but not change', async () => {
    const viewer = platform.clientAs('simone');
    expect((await viewer.antiAffinityGroupList({ query: { project } })).type).toBe('success');
    expect(
      await viewer.antiAffinityGroupCreate({
        query: { project },
        body: { name: 'nope', description: '', failureDomain: 'sled', policy: 'allow' },
      }),
    ).toMatchObject({ statusCode: 403 });
    expect(
      await viewer.antiAffinityGroupMemberInstanceAdd({
        path: { antiAffinityGroup: 'db-spread', instance: 'scratch' },
        query: { project },
      }),
    ).toMatchObject({ statusCode: 403 });
  });
});

describe('affinity groups', () => {
  it('list, show members and take stopped instances', async () => {
    const groups = await platform.api.affinityGroupList({ query: { project } });
    expect(groups).toMatchObject({ type: 'success', data: { items: [{ name: 'dev-pair' }] } });
    const path = { affinityGroup: 'dev-pair', instance: 'you-fail' };
    expect(await platform.api.affinityGroupMemberInstanceAdd({ path, query: { project } })).toMatchObject(
      invalid('instance cannot be added to an affinity group in state "failed"'),
    );
    const members = await platform.api.affinityGroupMemberList({
      path: { affinityGroup: 'dev-pair' },
      query: { project },
    });
    expect(members).toMatchObject({
      type: 'success',
      data: { items: [{ value: { name: 'scratch' } }, { value: { name: 'windows-dev' } }] },
    });
    const ofInstance = await platform.api.instanceAffinityGroupList({
      path: { instance: 'scratch' },
      query: { project },
    });
    expect(ofInstance).toMatchObject({ type: 'success', data: { items: [{ name: 'dev-pair' }] } });
    expect(
      await platform.api.affinityGroupMemberInstanceDelete({
        path: { affinityGroup: 'dev-pair', instance: 'db1' },
        query: { project },
      }),
    ).toMatchObject({ statusCode: 404, data: { errorCode: 'ObjectNotFound' } });
  });

  it('are created and deleted, and need a project to be listed', async () => {
    const created = await platform.api.affinityGroupCreate({
      query: { project },
      body: { name: 'close-together', description: '', failureDomain: 'sled', policy: 'fail' },
    });
    expect(created).toMatchObject({ type: 'success', statusCode: 201 });
    expect(await platform.api.affinityGroupView({ path: { affinityGroup: 'close-together' } })).toMatchObject(
      invalid('project is required when affinity-group is provided by name'),
    );
    if (created.type === 'success') {
      expect(
        await platform.api.affinityGroupDelete({ path: { affinityGroup: created.data.id } }),
      ).toMatchObject({
        statusCode: 204,
      });
    }
    const response = await platform.fetchAs('hannah', '/v1/affinity-groups');
    expect(response.status).toBe(400);
  });
});
