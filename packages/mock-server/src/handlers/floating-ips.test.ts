import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_FLOATING_IP_NAMES } from '../fixtures/networking';
import { ipPools } from '../fixtures/system-ip-pools';
import { invalid, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const mock = { project: 'mock-project' };

const create = (
  name: string,
  addressAllocator?: Parameters<typeof platform.api.floatingIpCreate>[0]['body']['addressAllocator'],
) =>
  platform.api.floatingIpCreate({
    query: mock,
    body: { name, description: `${name} address`, addressAllocator },
  });

describe('floating IPs', () => {
  it('lists a project’s floating IPs, one attached to db1 by the compute seed', async () => {
    const result = await platform.api.floatingIpList({ query: mock });
    if (result.type !== 'success') throw new Error('list failed');
    expect(result.data.items.map((fip) => fip.name)).toEqual([
      SEEDED_FLOATING_IP_NAMES.detached,
      SEEDED_FLOATING_IP_NAMES.attached,
    ]);
    const db1 = await platform.api.instanceView({ path: { instance: 'db1' }, query: mock });
    if (db1.type !== 'success') throw new Error('view failed');
    expect(result.data.items[1]).toMatchObject({ instanceId: db1.data.id, ipPoolId: ipPools.default.id });
    expect(result.data.items[0]).toMatchObject({ instanceId: null });
  });

  it('allocates from the silo’s default pool, a chosen pool, or a chosen address', async () => {
    const auto = await create('auto-one');
    expect(auto).toMatchObject({
      type: 'success',
      statusCode: 201,
      data: { ipPoolId: ipPools.default.id, instanceId: null },
    });
    const pooled = await create('pooled', {
      type: 'auto',
      poolSelector: { type: 'explicit', pool: 'secondary' },
    });
    expect(pooled).toMatchObject({ type: 'success', data: { ipPoolId: ipPools.secondary.id } });
    if (pooled.type !== 'success') return;
    expect(pooled.data.ip).toMatch(/^203\.0\.113\./);
    const exact = await create('exact', { type: 'explicit', ip: '198.51.100.180' });
    expect(exact).toMatchObject({ type: 'success', data: { ip: '198.51.100.180' } });
    expect(await create('exact-again', { type: 'explicit', ip: '198.51.100.180' })).toMatchObject(
      invalid('Requested external IP address 198.51.100.180 is not available'),
    );
    expect(await create('auto-one')).toMatchObject({
      statusCode: 400,
      data: { errorCode: 'ObjectAlreadyExists', message: 'already exists: floating-ip "auto-one"' },
    });
  });

  it('renames, attaches, detaches and deletes a floating IP, giving its address back', async () => {
    const created = await create('roamer');
    if (created.type !== 'success') throw new Error('create failed');
    const renamed = await platform.api.floatingIpUpdate({
      path: { floatingIp: created.data.id },
      body: { name: 'wanderer', description: 'moves around' },
    });
    expect(renamed).toMatchObject({
      type: 'success',
      data: { name: 'wanderer', description: 'moves around' },
    });

    const attached = await platform.api.floatingIpAttach({
      path: { floatingIp: 'wanderer' },
      query: mock,
      body: { kind: 'instance', parent: 'scratch' },
    });
    expect(attached).toMatchObject({
      type: 'success',
      statusCode: 202,
      data: { instanceId: expect.any(String) },
    });
    const ips = await platform.api.instanceExternalIpList({ path: { instance: 'scratch' }, query: mock });
    if (ips.type !== 'success') throw new Error('list failed');
    expect(ips.data.items).toContainEqual(expect.objectContaining({ kind: 'floating', name: 'wanderer' }));

    expect(
      await platform.api.floatingIpDelete({ path: { floatingIp: 'wanderer' }, query: mock }),
    ).toMatchObject(invalid('Floating IP cannot be deleted while attached to an instance'));
    const elsewhere = await platform.api.floatingIpAttach({
      path: { floatingIp: 'wanderer' },
      query: mock,
      body: { kind: 'instance', parent: 'windows-dev' },
    });
    expect(elsewhere).toMatchObject(
      invalid('floating IP cannot be attached to one instance while still attached to another'),
    );
    const detached = await platform.api.floatingIpDetach({ path: { floatingIp: 'wanderer' }, query: mock });
    expect(detached).toMatchObject({ type: 'success', statusCode: 202, data: { instanceId: null } });
    expect(
      await platform.api.floatingIpDelete({ path: { floatingIp: 'wanderer' }, query: mock }),
    ).toMatchObject({
      statusCode: 204,
    });
    expect(platform.db.table('externalIps').has(created.data.ip)).toBe(false);
  });

  it('attaches only to instances of its own project, in a steady run state', async () => {
    const other = await platform.api.instanceView({
      path: { instance: 'other-app' },
      query: { project: 'other-project' },
    });
    if (other.type !== 'success') throw new Error('view failed');
    const foreign = await platform.api.floatingIpAttach({
      path: { floatingIp: SEEDED_FLOATING_IP_NAMES.detached },
      query: mock,
      body: { kind: 'instance', parent: other.data.id },
    });
    expect(foreign).toMatchObject(invalid('floating IP must be in the same project as the instance'));
    const byName = await platform.api.floatingIpAttach({
      path: { floatingIp: SEEDED_FLOATING_IP_NAMES.detached },
      query: mock,
      body: { kind: 'instance', parent: 'other-app' },
    });
    expect(byName).toMatchObject({
      statusCode: 404,
      data: { message: 'not found: instance with name "other-app"' },
    });
    const failed = await platform.api.floatingIpAttach({
      path: { floatingIp: SEEDED_FLOATING_IP_NAMES.detached },
      query: mock,
      body: { kind: 'instance', parent: 'you-fail' },
    });
    expect(failed).toMatchObject(invalid('cannot attach floating IP to instance in failed state'));
  });

  it('applies the scoping rules and lets a viewer only read', async () => {
    expect(await platform.api.floatingIpView({ path: { floatingIp: 'cola-float' } })).toMatchObject(
      invalid('project is required when floating_ip is provided by name'),
    );
    expect(await platform.api.floatingIpList()).toMatchObject(
      invalid('unable to parse query string: missing field `project`'),
    );
    const viewer = platform.clientAs('simone');
    expect(await viewer.floatingIpView({ path: { floatingIp: 'cola-float' }, query: mock })).toMatchObject({
      type: 'success',
    });
    expect(await viewer.floatingIpDelete({ path: { floatingIp: 'cola-float' }, query: mock })).toMatchObject({
      statusCode: 403,
      data: { errorCode: 'Forbidden' },
    });
  });
});
