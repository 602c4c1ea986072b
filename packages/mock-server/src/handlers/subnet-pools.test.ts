import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subnetPools } from '../fixtures/subnet-pools';
import { refusal, startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('subnet pools (system)', () => {
  it('lists, creates, views, renames and deletes a pool', async () => {
    const all = await platform.api.systemSubnetPoolList();
    expect(all.type === 'success' && all.data.items.map((pool) => pool.name)).toEqual([
      'customer-v4',
      'customer-v6',
      'lab-subnets',
    ]);
    const created = await platform.api.systemSubnetPoolCreate({
      body: { name: 'edge', description: 'edge blocks', ipVersion: 'v4' },
    });
    expect(created).toMatchObject({
      type: 'success',
      statusCode: 201,
      data: { name: 'edge', ipVersion: 'v4' },
    });
    expect(
      await platform.api.systemSubnetPoolCreate({ body: { name: 'edge', description: '', ipVersion: 'v6' } }),
    ).toMatchObject(refusal(400, 'ObjectAlreadyExists', 'already exists: subnet-pool "edge"'));
    const renamed = await platform.api.systemSubnetPoolUpdate({
      path: { pool: 'edge' },
      body: { name: 'edge-2' },
    });
    expect(renamed).toMatchObject({ type: 'success', data: { name: 'edge-2', description: 'edge blocks' } });
    expect(await platform.api.systemSubnetPoolDelete({ path: { pool: 'edge-2' } })).toMatchObject({
      type: 'success',
      statusCode: 204,
    });
    expect(await platform.api.systemSubnetPoolView({ path: { pool: 'edge-2' } })).toMatchObject(
      refusal(404, 'ObjectNotFound', 'not found: subnet-pool with name "edge-2"'),
    );
  });

  it('adds and removes members, refusing overlaps, wrong versions and bad prefix bounds', async () => {
    const pool = 'lab-subnets';
    const added = await platform.api.systemSubnetPoolMemberAdd({
      path: { pool },
      body: { subnet: '100.80.0.5/16', maxPrefixLength: 24 },
    });
    // Host bits are dropped; the minimum defaults to the subnet's own prefix length.
    expect(added).toMatchObject({
      type: 'success',
      statusCode: 201,
      data: { subnet: '100.80.0.0/16', minPrefixLength: 16, maxPrefixLength: 24 },
    });
    expect(
      await platform.api.systemSubnetPoolMemberAdd({ path: { pool }, body: { subnet: '100.80.128.0/20' } }),
    ).toMatchObject(
      refusal(
        400,
        'InvalidRequest',
        'The provided subnet 100.80.128.0/20 overlaps with an existing IP pool range or subnet pool member',
      ),
    );
    // IP pool ranges and subnet pool members share the rack's external address space, both ways.
    expect(
      await platform.api.systemSubnetPoolMemberAdd({ path: { pool }, body: { subnet: '198.51.100.0/24' } }),
    ).toMatchObject({ type: 'error', statusCode: 400 });
    expect(
      await platform.api.systemIpPoolRangeAdd({
        path: { pool: 'spare' },
        body: { first: '100.80.1.1', last: '100.80.1.9' },
      }),
    ).toMatchObject({ type: 'error', statusCode: 400 });
    expect(
      await platform.api.systemSubnetPoolMemberAdd({ path: { pool }, body: { subnet: 'fd00:9::/48' } }),
    ).toMatchObject(refusal(400, 'InvalidRequest', expect.stringContaining('Cannot add IPv6 subnet')));
    expect(
      await platform.api.systemSubnetPoolMemberAdd({
        path: { pool },
        body: { subnet: '100.90.0.0/16', minPrefixLength: 12 },
      }),
    ).toMatchObject({ type: 'error', statusCode: 400 });
    expect(await platform.api.systemSubnetPoolDelete({ path: { pool } })).toMatchObject(
      refusal(400, 'InvalidRequest', 'Subnet Pool cannot be deleted while it contains member subnets'),
    );
    const members = await platform.api.systemSubnetPoolMemberList({ path: { pool } });
    expect(members.type === 'success' && members.data.items.map((member) => member.subnet)).toEqual([
      '100.80.0.0/16',
    ]);
    expect(
      await platform.api.systemSubnetPoolMemberRemove({ path: { pool }, body: { subnet: '100.80.0.0/16' } }),
    ).toMatchObject({ type: 'success', statusCode: 204 });
    expect(
      await platform.api.systemSubnetPoolMemberRemove({ path: { pool }, body: { subnet: '100.80.0.0/16' } }),
    ).toMatchObject({ type: 'error', statusCode: 400 });
  });

  it('refuses to remove a member that external subnets are allocated from', async () => {
    expect(
      await platform.api.systemSubnetPoolMemberRemove({
        path: { pool: 'customer-v4' },
        body: { subnet: '100.72.0.0/20' },
      }),
    ).toMatchObject(
      refusal(
        400,
        'InvalidRequest',
        'Subnet Pool member cannot be removed while External Subnets are allocated from it',
      ),
    );
  });

  it('links pools to silos with one default per IP version, and unlinks them', async () => {
    const links = await platform.api.systemSubnetPoolSiloList({ path: { pool: 'customer-v4' } });
    expect(links.type === 'success' && links.data.items).toHaveLength(2);
    expect(
      await platform.api.systemSubnetPoolSiloLink({
        path: { pool: 'customer-v4' },
        body: { silo: 'thrax', isDefault: false },
      }),
    ).toMatchObject({ type: 'success', statusCode: 201, data: { subnetPoolId: subnetPools.customerV4.id } });
    expect(
      await platform.api.systemSubnetPoolSiloLink({
        path: { pool: 'customer-v4' },
        body: { silo: 'thrax', isDefault: false },
      }),
    ).toMatchObject({ type: 'error', statusCode: 400, data: { errorCode: 'ObjectAlreadyExists' } });
    // A second default of the same IP version conflicts; making one the default demotes the other.
    await platform.api.systemSubnetPoolMemberAdd({
      path: { pool: 'lab-subnets' },
      body: { subnet: '100.96.0.0/20' },
    });
    expect(
      await platform.api.systemSubnetPoolSiloLink({
        path: { pool: 'lab-subnets' },
        body: { silo: 'thrax', isDefault: false },
      }),
    ).toMatchObject({ type: 'success' });
    await platform.api.systemSubnetPoolSiloUpdate({
      path: { pool: 'customer-v4', silo: 'thrax' },
      body: { isDefault: true },
    });
    const promoted = await platform.api.systemSubnetPoolSiloUpdate({
      path: { pool: 'lab-subnets', silo: 'thrax' },
      body: { isDefault: true },
    });
    expect(promoted).toMatchObject({ type: 'success', data: { isDefault: true } });
    const thrax = await platform.api.siloSubnetPoolList({ path: { silo: 'thrax' } });
    expect(thrax.type === 'success' && thrax.data.items.map((pool) => [pool.name, pool.isDefault])).toEqual([
      ['customer-v4', false],
      ['lab-subnets', true],
    ]);
    expect(
      await platform.api.systemSubnetPoolSiloUnlink({ path: { pool: 'lab-subnets', silo: 'thrax' } }),
    ).toMatchObject({ type: 'success', statusCode: 204 });
    expect(
      await platform.api.systemSubnetPoolSiloUpdate({
        path: { pool: 'lab-subnets', silo: 'thrax' },
        body: { isDefault: true },
      }),
    ).toMatchObject({ type: 'error', statusCode: 404 });
  });

  it('refuses to unlink a pool from a silo that still holds its subnets', async () => {
    expect(
      await platform.api.systemSubnetPoolSiloUnlink({ path: { pool: 'customer-v4', silo: 'maze-war' } }),
    ).toMatchObject(
      refusal(400, 'InvalidRequest', 'External subnets from this pool are in use in the linked silo'),
    );
  });

  it('reports utilization that adds up', async () => {
    const result = await platform.api.systemSubnetPoolUtilizationView({ path: { pool: 'customer-v4' } });
    // Members /20 and /22 hold 4096 + 1024 addresses; the seeded /24 and /28 use 256 + 16.
    expect(result).toMatchObject({ type: 'success', data: { capacity: 5120, remaining: 5120 - 272 } });
  });

  it('is for fleet viewers to read and fleet admins to change', async () => {
    expect(await platform.clientAs('hans').systemSubnetPoolList()).toMatchObject({
      type: 'error',
      statusCode: 403,
    });
    expect(await platform.clientAs('fleetViewer').systemSubnetPoolList()).toMatchObject({ type: 'success' });
    expect(
      await platform
        .clientAs('fleetViewer')
        .systemSubnetPoolCreate({ body: { name: 'x', description: '', ipVersion: 'v4' } }),
    ).toMatchObject({ type: 'error', statusCode: 403 });
  });
});

describe('subnet pools (silo)', () => {
  it("lists and views the pools linked to the caller's silo", async () => {
    const mine = await platform.clientAs('hans').subnetPoolList();
    expect(mine.type === 'success' && mine.data.items.map((pool) => [pool.name, pool.isDefault])).toEqual([
      ['customer-v4', true],
      ['customer-v6', false],
    ]);
    expect(await platform.clientAs('hans').subnetPoolView({ path: { pool: 'customer-v6' } })).toMatchObject({
      type: 'success',
      data: { ipVersion: 'v6', isDefault: false },
    });
    expect(await platform.clientAs('hans').subnetPoolView({ path: { pool: 'lab-subnets' } })).toMatchObject(
      refusal(404, 'ObjectNotFound', 'not found: subnet-pool with name "lab-subnets"'),
    );
  });
});
