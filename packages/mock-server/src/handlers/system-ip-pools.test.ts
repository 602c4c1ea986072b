import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silos } from '../fixtures/identity';
import { ipPools } from '../fixtures/system-ip-pools';
import { allocateExternalIp, releaseExternalIp, siloPools } from '../model/vpc/external-ips';
import { createIpPool, refusal, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('IP pools', () => {
  it('lists the seeded pools by name, filtered by assignment and IP version', async () => {
    const all = await platform.api.systemIpPoolList();
    if (all.type !== 'success') throw new Error('list failed');
    expect(all.data.items.map((pool) => pool.name)).toEqual([
      'default',
      'default-v6',
      'multicast-v4',
      'oxide-service-pool-v4',
      'secondary',
      'spare',
    ]);
    const v6 = await platform.api.systemIpPoolList({ query: { ipVersion: 'v6' } });
    expect(v6.type === 'success' && v6.data.items.map((pool) => pool.name)).toEqual(['default-v6']);
    const services = await platform.api.systemIpPoolList({ query: { assignment: 'system_services' } });
    expect(services.type === 'success' && services.data.items.map((pool) => pool.name)).toEqual([
      'oxide-service-pool-v4',
    ]);
  });

  it('creates, views by name and id, renames and deletes a pool', async () => {
    const created = await platform.api.systemIpPoolCreate({ body: { name: 'lab', description: 'lab' } });
    expect(created).toMatchObject({
      type: 'success',
      statusCode: 201,
      data: { name: 'lab', ipVersion: 'v4', poolType: 'unicast', assignment: 'silos' },
    });
    if (created.type !== 'success') return;
    const byId = await platform.api.systemIpPoolView({ path: { pool: created.data.id } });
    expect(byId).toMatchObject({ type: 'success', data: { name: 'lab' } });
    const renamed = await platform.api.systemIpPoolUpdate({ path: { pool: 'lab' }, body: { name: 'lab-2' } });
    expect(renamed).toMatchObject({ type: 'success', data: { name: 'lab-2', description: 'lab' } });
    const deleted = await platform.api.systemIpPoolDelete({ path: { pool: 'lab-2' } });
    expect(deleted).toMatchObject({ type: 'success', statusCode: 204 });
    expect(await platform.api.systemIpPoolView({ path: { pool: 'lab-2' } })).toMatchObject(
      refusal(404, 'ObjectNotFound', 'not found: ip-pool with name "lab-2"'),
    );
  });

  it('refuses duplicate names on create and rename', async () => {
    expect(
      await platform.api.systemIpPoolCreate({ body: { name: 'default', description: '' } }),
    ).toMatchObject(refusal(400, 'ObjectAlreadyExists', 'already exists: ip-pool "default"'));
    expect(
      await platform.api.systemIpPoolUpdate({ path: { pool: 'spare' }, body: { name: 'secondary' } }),
    ).toMatchObject(refusal(400, 'ObjectAlreadyExists', 'already exists: ip-pool "secondary"'));
  });

  it('gives one success to many simultaneous creates of one name', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        platform.api.systemIpPoolCreate({ body: { name: 'racing', description: '' } }),
      ),
    );
    expect(results.filter((result) => result.type === 'success')).toHaveLength(1);
    await platform.api.systemIpPoolDelete({ path: { pool: 'racing' } });
  });

  it('needs a fleet role: viewers read, only admins change', async () => {
    const viewer = platform.clientAs('fleetViewer');
    expect((await viewer.systemIpPoolList()).type).toBe('success');
    expect(await viewer.systemIpPoolCreate({ body: { name: 'nope', description: '' } })).toMatchObject(
      refusal(403, 'Forbidden', 'Forbidden'),
    );
    expect(await platform.clientAs('simone').systemIpPoolList()).toMatchObject(
      refusal(403, 'Forbidden', 'Forbidden'),
    );
  });
});

describe('IP pool ranges', () => {
  it('adds ranges in canonical form and lists them by first address', async () => {
    await createIpPool(platform.api, 'ranged');
    const late = await platform.api.systemIpPoolRangeAdd({
      path: { pool: 'ranged' },
      body: { first: '10.20.0.100', last: '10.20.0.120' },
    });
    expect(late).toMatchObject({ type: 'success', statusCode: 201 });
    await platform.api.systemIpPoolRangeAdd({
      path: { pool: 'ranged' },
      body: { first: '10.20.0.5', last: '10.20.0.5' },
    });
    const first = await platform.api.systemIpPoolRangeList({ path: { pool: 'ranged' }, query: { limit: 1 } });
    if (first.type !== 'success') throw new Error('list failed');
    expect(first.data.items.map((item) => item.range)).toEqual([{ first: '10.20.0.5', last: '10.20.0.5' }]);
    const second = await platform.api.systemIpPoolRangeList({
      path: { pool: 'ranged' },
      query: { limit: 1, pageToken: first.data.nextPage },
    });
    expect(second.type === 'success' && second.data.items.map((item) => item.range.first)).toEqual([
      '10.20.0.100',
    ]);

    const v6 = await createIpPool(platform.api, 'ranged-v6', 'v6');
    const added = await platform.api.systemIpPoolRangeAdd({
      path: { pool: v6.id },
      body: { first: '2001:DB8:200:0:0:0:0:1', last: '2001:db8:200::ff' },
    });
    expect(added).toMatchObject({ type: 'success', data: { range: { first: '2001:db8:200::1' } } });
  });

  it('refuses inverted, mismatched and overlapping ranges', async () => {
    await createIpPool(platform.api, 'strict');
    const add = (first: string, last: string, pool = 'strict') =>
      platform.api.systemIpPoolRangeAdd({ path: { pool }, body: { first, last } });
    expect(await add('10.30.0.9', '10.30.0.1')).toMatchObject(
      refusal(400, 'InvalidRequest', 'IP address ranges must be non-decreasing'),
    );
    const strict = await platform.api.systemIpPoolView({ path: { pool: 'strict' } });
    const id = strict.type === 'success' ? strict.data.id : '';
    expect(await add('2001:db8:300::1', '2001:db8:300::9')).toMatchObject(
      refusal(400, 'InvalidRequest', `Cannot add IPv6 address range to IPv4 pool with ID "${id}"`),
    );
    expect(await add('198.51.100.90', '198.51.100.110')).toMatchObject(
      refusal(
        400,
        'InvalidRequest',
        'The provided IP range 198.51.100.90-198.51.100.110 overlaps with an existing IP pool range or subnet pool member',
      ),
    );
    const mixed = await platform.fetchAs('hannah', '/v1/system/ip-pools/strict/ranges/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first: '10.0.0.1', last: '::1' }),
    });
    expect(mixed.status).toBe(400);
  });

  it('removes only existing, unused ranges, and deletes a pool only once it has none', async () => {
    await createIpPool(platform.api, 'removable');
    const range = { first: '10.40.0.1', last: '10.40.0.2' };
    await platform.api.systemIpPoolRangeAdd({ path: { pool: 'removable' }, body: range });
    expect(await platform.api.systemIpPoolDelete({ path: { pool: 'removable' } })).toMatchObject(
      refusal(400, 'InvalidRequest', 'IP Pool cannot be deleted while it contains IP ranges'),
    );
    expect(
      await platform.api.systemIpPoolRangeRemove({
        path: { pool: 'removable' },
        body: { first: '10.40.0.1', last: '10.40.0.3' },
      }),
    ).toMatchObject(refusal(400, 'InvalidRequest', 'The provided range 10.40.0.1-10.40.0.3 does not exist'));

    await platform.api.systemIpPoolSiloLink({
      path: { pool: 'removable' },
      body: { silo: 'thrax', isDefault: false },
    });
    const allocated = allocateExternalIp(platform.db, silos.thrax.id, { pool: 'removable' }, 'floating');
    expect(allocated.ip).toBe('10.40.0.1');
    expect(
      await platform.api.systemIpPoolRangeRemove({ path: { pool: 'removable' }, body: range }),
    ).toMatchObject(
      refusal(
        400,
        'InvalidRequest',
        'IP pool ranges cannot be deleted while external IP addresses are allocated from them',
      ),
    );
    releaseExternalIp(platform.db, allocated.ip);
    const removed = await platform.api.systemIpPoolRangeRemove({ path: { pool: 'removable' }, body: range });
    expect(removed).toMatchObject({ type: 'success', statusCode: 204 });
    expect(await platform.api.systemIpPoolDelete({ path: { pool: 'removable' } })).toMatchObject({
      type: 'success',
    });
    // Deleting a pool removes its silo links with it.
    expect(siloPools(platform.db, silos.thrax.id).map((pool) => pool.name)).not.toContain('removable');
  });

  it('reports utilization, as doubles for IPv6', async () => {
    const v6 = await platform.api.systemIpPoolUtilizationView({ path: { pool: 'default-v6' } });
    expect(v6).toMatchObject({ type: 'success', data: { capacity: 2 ** 64, remaining: 2 ** 64 } });
    await createIpPool(platform.api, 'metered');
    await platform.api.systemIpPoolRangeAdd({
      path: { pool: 'metered' },
      body: { first: '10.50.0.1', last: '10.50.0.10' },
    });
    await platform.api.systemIpPoolSiloLink({
      path: { pool: 'metered' },
      body: { silo: 'thrax', isDefault: false },
    });
    const { ip } = allocateExternalIp(platform.db, silos.thrax.id, { pool: 'metered' }, 'ephemeral');
    expect(await platform.api.systemIpPoolUtilizationView({ path: { pool: 'metered' } })).toMatchObject({
      type: 'success',
      data: { capacity: 10, remaining: 9 },
    });
    releaseExternalIp(platform.db, ip);
  });
});

describe('IP pool silo links', () => {
  it('lists links to discoverable silos only', async () => {
    const result = await platform.api.systemIpPoolSiloList({ path: { pool: 'default' } });
    if (result.type !== 'success') throw new Error('list failed');
    expect(result.data.items).toEqual(
      [
        { ipPoolId: ipPools.default.id, siloId: silos.mazeWar.id, isDefault: true },
        { ipPoolId: ipPools.default.id, siloId: silos.myriad.id, isDefault: true },
      ].sort((a, b) => a.siloId.localeCompare(b.siloId)),
    );
  });

  it('links once, keeps one default per silo and IP version, and makes another pool the default', async () => {
    await createIpPool(platform.api, 'linked');
    const linked = await platform.api.systemIpPoolSiloLink({
      path: { pool: 'linked' },
      body: { silo: 'myriad', isDefault: false },
    });
    expect(linked).toMatchObject({ type: 'success', statusCode: 201, data: { isDefault: false } });
    if (linked.type !== 'success') return;
    const conflict = `already exists: ip-pool-resource "ip_pool_id: ${linked.data.ipPoolId}, resource_id: ${silos.myriad.id}, resource_type: Silo"`;
    expect(
      await platform.api.systemIpPoolSiloLink({
        path: { pool: 'linked' },
        body: { silo: 'myriad', isDefault: false },
      }),
    ).toMatchObject(refusal(400, 'ObjectAlreadyExists', conflict));

    await createIpPool(platform.api, 'second-default');
    const secondDefault = await platform.api.systemIpPoolSiloLink({
      path: { pool: 'second-default' },
      body: { silo: 'myriad', isDefault: true },
    });
    expect(secondDefault).toMatchObject({
      type: 'error',
      statusCode: 400,
      data: { errorCode: 'ObjectAlreadyExists' },
    });

    const promoted = await platform.api.systemIpPoolSiloUpdate({
      path: { pool: 'linked', silo: 'myriad' },
      body: { isDefault: true },
    });
    expect(promoted).toMatchObject({ type: 'success', data: { isDefault: true } });
    const defaults = siloPools(platform.db, silos.myriad.id).filter((pool) => pool.is_default);
    expect(defaults.map((pool) => pool.name)).toEqual(['linked']);

    await platform.api.systemIpPoolSiloUpdate({
      path: { pool: 'default', silo: 'myriad' },
      body: { isDefault: true },
    });
    const restored = siloPools(platform.db, silos.myriad.id).filter((pool) => pool.is_default);
    expect(restored.map((pool) => pool.name)).toEqual(['default']);
  });

  it('refuses to update a link that does not exist and to link a service pool', async () => {
    expect(
      await platform.api.systemIpPoolSiloUpdate({
        path: { pool: 'spare', silo: 'myriad' },
        body: { isDefault: true },
      }),
    ).toMatchObject(
      refusal(
        404,
        'ObjectNotFound',
        `not found: ip-pool-resource with id "ip_pool_id: ${ipPools.spare.id}, silo_id: ${silos.myriad.id}"`,
      ),
    );
    expect(
      await platform.api.systemIpPoolSiloLink({
        path: { pool: 'oxide-service-pool-v4' },
        body: { silo: 'myriad', isDefault: false },
      }),
    ).toMatchObject(
      refusal(
        400,
        'InvalidRequest',
        'IP Pools cannot be both linked to Silos and assigned for system services use.',
      ),
    );
    expect(
      await platform.api.systemIpPoolSiloLink({
        path: { pool: 'spare' },
        body: { silo: 'nowhere', isDefault: false },
      }),
    ).toMatchObject(refusal(404, 'ObjectNotFound', 'not found: silo with name "nowhere"'));
  });

  it('refuses to unlink a pool while the silo holds addresses from it', async () => {
    await createIpPool(platform.api, 'held');
    await platform.api.systemIpPoolRangeAdd({
      path: { pool: 'held' },
      body: { first: '10.60.0.1', last: '10.60.0.4' },
    });
    await platform.api.systemIpPoolSiloLink({
      path: { pool: 'held' },
      body: { silo: 'thrax', isDefault: false },
    });
    const { ip } = allocateExternalIp(platform.db, silos.thrax.id, { pool: 'held' }, 'floating');
    expect(
      await platform.api.systemIpPoolSiloUnlink({ path: { pool: 'held', silo: 'thrax' } }),
    ).toMatchObject(
      refusal(400, 'InvalidRequest', 'IP addresses from this pool are in use in the linked silo'),
    );
    releaseExternalIp(platform.db, ip);
    expect(
      await platform.api.systemIpPoolSiloUnlink({ path: { pool: 'held', silo: 'thrax' } }),
    ).toMatchObject({
      type: 'success',
      statusCode: 204,
    });
  });
});

describe('pool assignment', () => {
  it('moves pools between silos and system services under the platform rules', async () => {
    expect(
      await platform.api.systemIpPoolAssign({ path: { pool: 'spare' }, body: { assignment: 'silos' } }),
    ).toMatchObject(refusal(400, 'InvalidRequest', "IP Pool already has assignment 'silos'"));
    expect(
      await platform.api.systemIpPoolAssign({
        path: { pool: 'secondary' },
        body: { assignment: 'system_services' },
      }),
    ).toMatchObject(
      refusal(
        400,
        'InvalidRequest',
        'IP Pools cannot be both linked to Silos and assigned for system services use.',
      ),
    );
    expect(
      await platform.api.systemIpPoolAssign({
        path: { pool: 'oxide-service-pool-v4' },
        body: { assignment: 'silos' },
      }),
    ).toMatchObject(
      refusal(
        400,
        'InvalidRequest',
        'Cannot reassign the last IP Pool assigned for system services use. Create and assign at least one more IP Pool before reassigning this one.',
      ),
    );
    await createIpPool(platform.api, 'services-2');
    const assigned = await platform.api.systemIpPoolAssign({
      path: { pool: 'services-2' },
      body: { assignment: 'system_services' },
    });
    expect(assigned).toMatchObject({ type: 'success', data: { assignment: 'system_services' } });
    expect(await platform.api.systemIpPoolDelete({ path: { pool: 'services-2' } })).toMatchObject({
      type: 'success',
    });
  });
});
